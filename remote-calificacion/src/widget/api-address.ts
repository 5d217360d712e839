import { fetchRatingAdapter } from './fetch-adapter';
import { RatingError, type RatingAdapter } from './rating-api';

/** Where this bundle is served from (webpack's `publicPath: 'auto'`); the page's address in tests. */
export function scriptBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : globalThis.location.href;
}

/**
 * The API's address from the runtime configuration served beside the
 * widget's script (`<its origin>/config.json`, the same file every app of the
 * portal reads), remembered per address.
 */
const configured = new Map<string, Promise<string>>();

export function configuredApiBaseUrl(scriptBase: string): Promise<string> {
  const url = new URL('config.json', scriptBase).href;
  let known = configured.get(url);
  if (!known) {
    known = fetch(url, { cache: 'no-cache' })
      .then(async (response) => {
        const config = (await response.json()) as { apiBaseUrl?: unknown };
        if (!response.ok || typeof config.apiBaseUrl !== 'string') throw new Error(`${url}: no apiBaseUrl`);
        return config.apiBaseUrl;
      })
      .catch((error: unknown) => {
        configured.delete(url); // asked again on the next try
        throw new RatingError('unreachable', error instanceof Error ? error.message : String(error));
      });
    configured.set(url, known);
  }
  return known;
}

/** The fetch adapter for `apiBaseUrl`, or for the API the configuration beside the script names. */
export function adapterLoader(apiBaseUrl: string | undefined, scriptBase: string): () => Promise<RatingAdapter> {
  return async () => fetchRatingAdapter(apiBaseUrl || (await configuredApiBaseUrl(scriptBase)));
}
