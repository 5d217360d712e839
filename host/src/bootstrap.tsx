import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parseRuntimeConfig, type RuntimeConfig } from '@soat/shared/config';
import { initI18n } from '@soat/shared/i18n';
import { restoreTheme } from '@soat/shared/ui-core';
import { App } from './app/app';
import { ConfigError } from './app/config-error';
import { OnFirstRender } from './lib/on-first-render';
import { remoteForPath } from './config/remote-sections';
import { canHydrate, isSectionFrame, markAppStarted } from './lib/prerendered-page';
import { preloadHostPage } from './app/router';
import { registerPortalRemotes, remoteReady } from './remotes/load-remote';
import { startWebVitals } from './lib/web-vitals/start-web-vitals';
import { followSession, setApiBaseUrl } from './lib/api-client';
import { yieldToInput } from './lib/yield-to-input';

/** How long a section page written by the server waits for its remote before rendering without it. */
const SECTION_WAIT_MS = 10_000;

export async function start(rawConfig: Promise<unknown>): Promise<void> {
  restoreTheme();
  const container = document.getElementById('root') as HTMLElement;
  const texts = initI18n('host', __webpack_public_path__);
  let config: RuntimeConfig;
  try {
    config = parseRuntimeConfig(await rawConfig);
  } catch (error) {
    console.error(error);
    await texts;
    createRoot(container).render(<ConfigError />);
    return;
  }
  // the HTTP door loads with what needs it: a remote's section, a session (lib/api-client.ts)
  setApiBaseUrl(config.apiBaseUrl);
  registerPortalRemotes(config);
  // A section page written by the server is replaced by the section itself, not by its loading placeholder.
  const sectionFrame = isSectionFrame(container);
  const remote = sectionFrame ? remoteForPath(window.location.pathname, config.demo.enabled) : null;
  // what carries the visitor's input over to a section's page (not fetched by the host's own pages;
  // should it fail to arrive, the section is still rendered, without the carrying over)
  const takeOver = sectionFrame ? import('./lib/page-take-over').catch(() => null) : null;
  // (a page whose code fails to arrive asks again as it renders, and shows the route's error if that fails too)
  const page = preloadHostPage(window.location.pathname).catch(() => undefined);
  const ready = Promise.all([texts, page, remote && remoteReady(remote, SECTION_WAIT_MS), takeOver]);
  ready.catch(() => undefined); // awaited below, after the yield: not an unhandled rejection meanwhile
  // What the first render does not wait for runs in a task of its own, once the code it waits for is
  // asked for: a tap meanwhile waits for one piece of the start, not two (docs/decisions/048).
  await yieldToInput();
  // The session check runs beside the first render, never in front of it; with no stored session, the
  // auth door loads only if one begins on this page.
  followSession();
  // What this visitor's browser measures, sampled, fetched once the page is loaded and idle (ADR 046).
  startWebVitals(config);
  const [, , , carrier] = await ready;
  const app = <App config={config} />;
  // A page prerendered at build time is taken over as it is: same markup, same
  // styles, focus and scroll kept (docs/decisions/005-prerendered-pages.md).
  if (canHydrate(container, config)) {
    markAppStarted();
    // in a transition: hydrated in slices that yield to input (docs/decisions/018)
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A section page the server composed (host frame + remote page) is rendered
  // afresh, and what the visitor did to it meanwhile carried over (docs/decisions/009).
  if (sectionFrame) {
    // carried over when the section is in the document: at once, or when a slow remote arrives
    carrier?.takeOverWhenSectionShown(carrier.snapshotPage(container), container);
    startTransition(() =>
      createRoot(container).render(<OnFirstRender onRendered={markAppStarted}>{app}</OnFirstRender>),
    );
    return;
  }
  markAppStarted();
  // A transition renders in slices that yield to the browser: the first render
  // (Chakra resolves every style at run time) never blocks input for long.
  startTransition(() => createRoot(container).render(app));
}
