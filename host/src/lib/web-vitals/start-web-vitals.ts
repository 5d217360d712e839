import type { RuntimeConfig } from '@soat/shared/config';

/** How long the reporter waits for an idle moment at most, after the page's load. */
const IDLE_TIMEOUT_MS = 10_000;

/** Whether this page view is one of the sampled share (`rate` from 0 to 1). */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/** After the page's load, when the browser is idle: never in front of the first render or of input. */
function whenIdle(task: () => void): void {
  const idle = () =>
    // Safari before 18.4 has no requestIdleCallback: the next task after the load then
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The real-user monitoring of this page view (ADR 046): only a sampled share of page views fetches the
 * reporter and web-vitals at all, once the page is loaded and the browser idle.
 */
export function startWebVitals(config: RuntimeConfig, random?: () => number): void {
  const rate = config.webVitals?.sampleRate ?? 0;
  if (!isSampled(rate, random)) return;
  whenIdle(() => {
    // a reporter that fails to arrive costs the visitor nothing: the page view is just not measured
    import('./web-vitals-reporter').then(({ reportWebVitals }) => reportWebVitals(config.apiBaseUrl)).catch(() => {});
  });
}
