// Lighthouse (mobile defaults: simulated slow 4G, 4× CPU) on one URL, several runs.
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../chromium-path.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One run's scores (0–100), metrics (ms; CLS unitless) and the binary audits that failed. */
export type LighthouseRun = Record<Category, number> & {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  failing: string[];
};

/** Scores and metrics of each run; the last run's full report is written to `reportFile`. */
export async function runLighthouse(url: string, { runs, reportFile }: { runs: number; reportFile: string }) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores: LighthouseRun[] = [];
    const METRICS = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    for (let run = 0, retries = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse no devolvió un resultado para ${url}`);
      const { categories, audits } = result.lhr;
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      // a run Lighthouse could not finish (a page that did not settle in its time) has no metrics:
      // measured again, four times at most, so a hiccup of a shared machine does not end the bench
      if (METRICS.some((id) => typeof audits[id]?.numericValue !== 'number')) {
        const why = result.lhr.runtimeError?.message ?? 'métricas ausentes';
        if (retries >= 4) throw new Error(`Lighthouse no pudo medir ${url}: ${why}`);
        console.log(`  (una medición de ${url} no terminó: ${why}; se repite)`);
        retries += 1;
        run -= 1;
        continue;
      }
      scores.push({
        ...(Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<
          Category,
          number
        >),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
      if (run === runs - 1) writeFileSync(reportFile, String(result.report));
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
/** The nearest-rank `share` quantile of `values` (0.75: the third quartile, the smallest value with ¾ at or below it). */
export const quantile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * share) - 1)] ?? Number.NaN;
