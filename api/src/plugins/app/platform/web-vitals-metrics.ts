import type { WebVitalDevice, WebVitalName } from '@soat/shared/rules/web-vitals';
import { Histogram, type Registry } from 'prom-client';

/**
 * What customers' browsers measured (ADR 046): one histogram per Web Vital, by the page's route pattern
 * (a closed list, or `otra`) and device class (`movil`, `escritorio`). Each has a bucket at its "good"
 * threshold (web.dev: LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 0.8 s) and around it, so a p75 near the line
 * reads right in `histogram_quantile(0.75, …)`.
 */
export type WebVitalsHistograms = Record<WebVitalName, Histogram<'route' | 'device'>>;

const labelNames = ['route', 'device'] as const;

const vitals: Record<WebVitalName, { name: string; help: string; buckets: number[] }> = {
  LCP: {
    name: 'soat_web_vitals_lcp_seconds',
    help: "Largest Contentful Paint of customers' page views, in seconds (good: 2.5 s or less), by route pattern and device class.",
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  },
  INP: {
    name: 'soat_web_vitals_inp_seconds',
    help: "Interaction to Next Paint of customers' page views, in seconds (good: 200 ms or less), by route pattern and device class.",
    buckets: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  },
  CLS: {
    name: 'soat_web_vitals_cls',
    help: "Cumulative Layout Shift of customers' page views, unitless (good: 0.1 or less), by route pattern and device class.",
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
  },
  TTFB: {
    name: 'soat_web_vitals_ttfb_seconds',
    help: "Time to First Byte of customers' page views, in seconds (good: 0.8 s or less), by route pattern and device class.",
    buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.5, 2, 3, 5, 10],
  },
};

export function webVitalsHistograms(registers: Registry[]): WebVitalsHistograms {
  const histogram = (vital: WebVitalName) => new Histogram({ ...vitals[vital], labelNames, registers });
  return { LCP: histogram('LCP'), INP: histogram('INP'), CLS: histogram('CLS'), TTFB: histogram('TTFB') };
}

/** One measurement, as the browser sent it: milliseconds (CLS unitless), observed in seconds. */
export function observeWebVital(
  histograms: WebVitalsHistograms,
  labels: { route: string; device: WebVitalDevice },
  name: WebVitalName,
  value: number,
): void {
  histograms[name].observe(labels, name === 'CLS' ? value : value / 1000);
}
