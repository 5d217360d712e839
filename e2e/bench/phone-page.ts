// The phone the first-interaction bench and the link answers load pages on: a Pixel 7 sized touch screen
// with the CPU slowed 4×, every Event Timing entry of an interaction kept.
import { type Browser, devices } from '@playwright/test';

/** An interaction's Event Timing entry, as the page keeps it for the bench. */
export interface InteractionTiming {
  name: string;
  duration: number;
  startTime: number;
  wait: number;
  handlers: number;
}

/** A Long Animation Frames entry (Chromium 123 on), which TypeScript's DOM types do not have yet. */
interface LongAnimationFrameEntry extends PerformanceEntry {
  scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; invokerType: string; duration: number }[];
}

/** A long animation frame (over 50 ms) and the scripts that ran in it, longest first, as the page keeps it. */
export interface LongFrame {
  startTime: number;
  duration: number;
  scripts: { source: string; duration: number }[];
}

declare global {
  interface Window {
    __benchInteractions: InteractionTiming[];
    __benchLongFrames: LongFrame[];
  }
}

export const phone = devices['Pixel 7'];
export const CPU_SLOWDOWN = 4;

/** Runs in the page before its own scripts: keeps every Event Timing entry of an interaction. */
function observeInteractions() {
  window.__benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        window.__benchInteractions.push({
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          // where the time went: waiting for the main thread, the handlers, until the next paint
          wait: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // what kept the main thread busy (Long Animation Frames): where a tap's wait comes from
  window.__benchLongFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as LongAnimationFrameEntry[])
      window.__benchLongFrames.push({
        startTime: frame.startTime,
        duration: frame.duration,
        scripts: frame.scripts
          .map((script) => ({
            source: `${script.sourceURL.split('/').pop() || script.invokerType}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''} (${script.invoker})`,
            duration: script.duration,
          }))
          .sort((a, b) => b.duration - a.duration),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * Runs in the page before its own scripts: a tap on a `<select>` focuses it without opening Chromium's list
 * of options inside the page. Chrome on Android shows a select's options in a native picker, outside the
 * page's renderer (Chromium's `use_external_popup_menu` build flag, set for Android); Chromium on Linux,
 * which the bench runs, builds them as a small HTML page on the page's own main thread, inside the tap's
 * `mousedown` (47–87 ms of it at 4×), which no phone does (docs/decisions/053). The bench then picks the
 * next option with ArrowDown, as a finger picks one in the picker: the page's `change` is its own work.
 */
function selectPickerOutsideThePage() {
  document.addEventListener(
    'mousedown',
    (event) => {
      const select = event.target instanceof Element ? event.target.closest('select') : null;
      if (!event.isTrusted || !select || select.disabled) return;
      event.preventDefault(); // no list built in the page
      select.focus({ preventScroll: true }); // as the native picker leaves it
    },
    { capture: true },
  );
}

/** A page in a context of its own on the phone, with a tab's sessionStorage entry when given. */
export async function phonePage(browser: Browser, sessionDraft?: [key: string, value: string]) {
  const context = await browser.newContext({ ...phone, locale: 'es-CO' });
  await context.addInitScript(observeInteractions);
  await context.addInitScript(selectPickerOutsideThePage);
  if (sessionDraft) {
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), sessionDraft);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
