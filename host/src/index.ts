// Sharing needs an async boundary: the federation runtime must fill the share
// scope before any shared module (React, the session store…) is evaluated.
// The runtime configuration is requested now, in parallel with that chunk,
// unless the page's loader has asked for it already (host/src/prerender/loader.ts).
import { loadHomePage } from './features/home/home-page-code';
import { fetchShared } from './lib/fetch-shared';
import { shieldStaticContent } from './lib/static-tap-shield';
import { yieldToInput } from './lib/yield-to-input';

declare global {
  interface Window {
    __soatConfig?: Promise<unknown>;
  }
}

/** PATHS.home: the router door is not evaluated yet where this is read. */
const HOME_PATH = '/home';

const runtimeConfig: Promise<unknown> =
  window.__soatConfig ??
  fetch('/config.json', { cache: 'no-cache' }).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`/config.json answered ${response.status}`)),
  );

// The start runs in pieces, each its own task, so a key pressed meanwhile waits for one piece at most,
// not for the whole module graph (docs/decisions/018, 048): React, then the UI system (Chakra's modules,
// then the system built from the theme), then the app's largest libraries one by one (i18next, React
// Router), then the rest of the app. A module evaluated in a piece is not evaluated again in the next.
// A shared library's files are fetched and run first, and it is evaluated in the next task (docs/decisions/054).
async function startInPieces(): Promise<void> {
  shieldStaticContent(); // until the page is hydrated (finishBoot)
  await fetchShared('react-dom/client');
  await import('react-dom/client');
  await yieldToInput();
  await fetchShared('@soat/shared/ui-core');
  const { loadGlobalStyles, portalSystem, preparePortalSystem } = await import('@soat/shared/ui-core'); // Chakra's modules
  // only where the page lacks the global styles (a page no server wrote: the development server's, the
  // static fallback's), which then also builds the system
  await loadGlobalStyles();
  await yieldToInput();
  await preparePortalSystem(yieldToInput); // its tokens resolved, in steps (docs/decisions/049)
  await yieldToInput();
  portalSystem(); // built from the theme (or already built, above)
  await yieldToInput();
  await import('@soat/shared/i18n'); // i18next
  await yieldToInput();
  await import('@soat/shared/router'); // React Router
  await yieldToInput();
  // /home's own code is a chunk of its own (docs/decisions/048): asked for beside the bootstrap's, not
  // after it, and once the libraries it imports are evaluated, so that it is evaluated alone
  if (window.location.pathname === HOME_PATH) loadHomePage().catch(() => undefined); // the route asks again
  const { start } = await import('./bootstrap');
  await yieldToInput();
  await start(runtimeConfig);
}

void startInPieces();

export {}; // a module, for the `declare global` above
