// Sharing needs an async boundary: the federation runtime must fill the share
// scope before any shared module (React, the session store…) is evaluated.
// The runtime configuration is requested now, in parallel with that chunk,
// unless the page's loader has asked for it already (host/src/prerender/loader.ts).
import { shieldStaticContent } from './lib/static-tap-shield';

declare global {
  interface Window {
    __soatConfig?: Promise<unknown>;
  }
}

const runtimeConfig: Promise<unknown> =
  window.__soatConfig ??
  fetch('/config.json', { cache: 'no-cache' }).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`/config.json answered ${response.status}`)),
  );

/** Lets the browser handle input and paint before the next piece of the start (docs/decisions/018). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The start runs in pieces, each its own task, so a key pressed meanwhile waits for one piece at most,
// not for the whole module graph: React, then the UI system (Chakra's, built from the theme), then the app.
async function startInPieces(): Promise<void> {
  shieldStaticContent(); // until the page is hydrated (finishBoot)
  await import('react-dom/client');
  await nextTask();
  const { portalSystem } = await import('@soat/shared/ui'); // Chakra's modules
  await nextTask();
  portalSystem(); // built from the theme
  await nextTask();
  const { start } = await import('./bootstrap');
  await nextTask();
  await start(runtimeConfig);
}

void startInPieces();

export {}; // a module, for the `declare global` above
