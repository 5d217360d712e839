// What the build-time prerender (host/src/prerender) and the browser's start-up
// agree on. See docs/decisions/005-prerendered-pages.md.
import type { RuntimeConfig } from '@soat/shared/config';
import { PATHS } from '@soat/shared/router';
import { whenPiecesHydrated } from './hydration-piece';
import { liftShield } from './static-tap-shield';

/** Pages that are the same for every visitor, written to HTML at build time. */
export const PRERENDERED_PAGES = [
  { path: PATHS.home, file: 'home.html', titleKey: 'home.documentTitle' },
  { path: PATHS.quienesSomos, file: 'quienes-somos.html', titleKey: 'about.documentTitle' },
] as const;

/** The id of the JSON block holding the configuration a prerendered page was rendered with. */
export const RENDERED_CONFIG_ID = 'configuracion-prerenderizada';

/**
 * The part of the runtime configuration a prerendered page shows (the rest is fetched later): the chat
 * button's number and the header's Demo link; and the API's address, which the page's loader sends an
 * emailed link's token to before /config.json has come back (loader.ts, docs/decisions/048). The host's
 * server renders its pages with its own configuration (web-server/src/host-pages.ts); a page served by
 * another that shows something else is rendered afresh.
 */
export function renderedConfig(config: RuntimeConfig): Pick<RuntimeConfig, 'apiBaseUrl' | 'whatsapp' | 'demo'> {
  return { apiBaseUrl: config.apiBaseUrl, whatsapp: config.whatsapp, demo: config.demo };
}

/**
 * Whether the page in the document can be taken over as it is (hydrated): it
 * was prerendered for this path, the visitor had nothing remembered that
 * changes it (the loader then asked for a fresh render), and it shows the
 * configuration the portal runs with now.
 */
export function canHydrate(container: HTMLElement, config: RuntimeConfig): boolean {
  if (container.dataset.prerendered !== window.location.pathname) return false;
  if (document.documentElement.dataset.boot === 'app') return false;
  const rendered = document.getElementById(RENDERED_CONFIG_ID)?.textContent;
  return rendered === JSON.stringify(renderedConfig(config));
}

/** The attribute of #root on a section's frame (`data-section-frame="iniciar-sesion"`): see docs/decisions/009. */
export const SECTION_FRAME_ATTRIBUTE = 'data-section-frame';

/** Whether the page is a section's frame written by the server, with or without the remote's page in it. */
export function isSectionFrame(container: HTMLElement): boolean {
  return container.hasAttribute(SECTION_FRAME_ATTRIBUTE);
}

/** From here on React handles the page's events: the loader stops collecting presses. */
export function markAppStarted(): void {
  document.documentElement.dataset.appStarted = 'true';
}

declare global {
  interface Window {
    /** A button the visitor pressed before the app had started (set by the page's loader). */
    __soatPendingClick?: HTMLElement;
  }
}

/** How long after the first render taps on text may still be kept from React (pieces not hydrated yet). */
const SHIELD_AT_MOST_MS = 10_000;

/**
 * Called once the first page has rendered: hides the splash, shows the app,
 * and presses again (in the next task) the button the visitor pressed while it was starting.
 */
export function finishBoot(): void {
  const root = document.documentElement;
  delete root.dataset.boot;
  root.dataset.appReady = 'true';
  // taps on text reach React again once every part of the page is hydrated, or after a while at most
  const lift = setTimeout(liftShield, SHIELD_AT_MOST_MS);
  whenPiecesHydrated(() => {
    clearTimeout(lift);
    liftShield();
  });
  const pending = window.__soatPendingClick;
  delete window.__soatPendingClick;
  // In a task of its own, after this render's commit: a press on a part of a hydrated page not hydrated
  // yet makes React hydrate that part first, which it cannot do while committing (docs/decisions/018).
  setTimeout(() => {
    if (!pending?.isConnected) return;
    pending.focus();
    pending.click();
  });
}
