// What a first visit downloads in the capacity bench (capacity.ts), by how long each answer may be cached.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { cacheLifetime, recordAnswers } from './network-log.ts';

const cacheControlOf = (headers: Record<string, string>) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';

type CacheClass = 'api' | ReturnType<typeof cacheLifetime>;

/** An answer of a first visit: its URL, how it may be cached, its Cache-Control and bytes on the wire. */
export interface VisitAnswer {
  url: string;
  kind: CacheClass;
  cacheControl: string;
  bytes: number;
}

/** How a response may be cached: a year (immutable, a CDN's), revalidated or not stored (the server's), or the API's. */
const cacheClass = (url: string, headers: Record<string, string>, apiOrigin: string): CacheClass =>
  new URL(url).origin === apiOrigin ? 'api' : cacheLifetime(cacheControlOf(headers));

/**
 * A first visit to `url` in Chromium with the cache off, the app started as a visitor starts it (a
 * key press on a prerendered page) until the network is idle: every answer with its bytes on the wire.
 */
export async function firstVisit(url: string, apiOrigin: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const { answers: recorded } = await recordAnswers<Omit<VisitAnswer, 'bytes'>>(page, (response) =>
      /^https?:/.test(response.url)
        ? {
            url: response.url,
            kind: cacheClass(response.url, response.headers, apiOrigin),
            cacheControl: cacheControlOf(response.headers),
          }
        : null,
    );
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')))) {
      await page.keyboard.press('Tab');
      await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    }
    const byKind = {
      immutable: { requests: 0, bytes: 0 },
      short: { requests: 0, bytes: 0 },
      api: { requests: 0, bytes: 0 },
    };
    const answers: VisitAnswer[] = [...recorded.values()].map(({ wire, ...answer }) => ({ ...answer, bytes: wire }));
    for (const { kind, bytes } of answers) {
      byKind[kind].requests += 1;
      byKind[kind].bytes += bytes;
    }
    return { ...byKind, answers: answers.sort((a, b) => a.kind.localeCompare(b.kind)) };
  } finally {
    await browser.close();
  }
}
