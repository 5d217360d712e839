// Sharing needs an async boundary: the federation runtime must fill the share
// scope before any shared module (React, the session store…) is evaluated.
// The runtime configuration is requested now, in parallel with that chunk,
// unless the page's loader has asked for it already (host/src/prerender/loader.ts).
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

void import('./bootstrap').then(({ start }) => start(runtimeConfig));

export {}; // a module, for the `declare global` above
