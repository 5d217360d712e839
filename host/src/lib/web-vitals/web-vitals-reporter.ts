import { webVitalRoute } from '@soat/shared/rules/web-vitals';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { isMobileDevice } from '../device';
import { createWebVitalsBatch, type WebVitalsBody } from './web-vitals-batch';

/** The API's path for the browsers' Web Vitals, under the runtime configuration's `apiBaseUrl`. */
export const WEB_VITALS_PATH = 'soat/api/v1/metricas-web';

/**
 * Sent as the page is hidden, the moment web-vitals' README recommends (the page may never come back). A
 * beacon's string body goes as text/plain, a request that needs no CORS preflight; the API sets no cookie.
 */
function send(url: string, body: WebVitalsBody): void {
  const text = JSON.stringify(body);
  if (navigator.sendBeacon?.(url, text)) return;
  void fetch(url, { method: 'POST', body: text, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/**
 * Reports this page view's LCP, INP (with what was interacted with), CLS and TTFB (ADR 046), by route
 * pattern and device class, in one beacon per route each time the page is hidden.
 */
export function reportWebVitals(apiBaseUrl: string): void {
  const url = new URL(WEB_VITALS_PATH, apiBaseUrl).href;
  // the portal's own definition of a phone (lib/device.ts): the browser's own "mobile" hint, else its user agent
  const batch = createWebVitalsBatch(isMobileDevice() ? 'movil' : 'escritorio');
  // the route of the page view: where it started (a page restored from the back/forward cache, where it is)
  let route = webVitalRoute(window.location.pathname);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) route = webVitalRoute(window.location.pathname);
  });
  const add = (metric: Metric) =>
    batch.add(route, {
      id: metric.id,
      name: metric.name as 'LCP' | 'INP' | 'CLS' | 'TTFB',
      value: metric.value,
      target: (metric.entries as Array<Partial<PerformanceEventTiming>>).find((entry) => entry.target)?.target,
    });
  onLCP(add);
  // every worsening is reported as it happens, so the element is described while it is still in the page
  onINP(add, { reportAllChanges: true });
  onCLS(add);
  onTTFB(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') for (const body of batch.take()) send(url, body);
  });
}
