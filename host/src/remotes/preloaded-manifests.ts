import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare global {
  interface Window {
    /** Remote manifests the page's loader asked for before the app ran, by URL. */
    __soatManifests?: Record<string, Promise<Response>>;
  }
}

/**
 * Hands the federation runtime the manifest the page's loader already asked for
 * (host/src/prerender/loader.ts), once: a retry asks the network again.
 */
export function preloadedManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'soat-preloaded-manifests',
    fetch(url) {
      const preloaded = window.__soatManifests?.[url];
      if (!preloaded) return undefined;
      delete window.__soatManifests?.[url];
      return preloaded;
    },
  };
}
