// A remote's own server renders a resource's page on request, finished, with
// its data (docs/serving-a-page.md): the pages its Node build has a loader for
// (`pageLoaders` of the page-server contract). The loader reads the resource
// from the API, server to server; the page is rendered by the same Node build
// that prerenders the remote's pages (dist-prerender/prerender.cjs), so its
// markup and styles are the browser's. The host's server asks for it
// at `prerendered/render/<path>` (section-pages.ts), with the key the portal's
// servers share (render-key.ts); anything that goes wrong here only means the
// host sends the page in its loading state instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loaderApi } from './loader-api.ts';
import type { PageServer } from './page-servers.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { matchPattern, parsePageSpec, requestPageKey, type IndexedPage } from './section-frames.ts';

/** Where the host's server asks for a page rendered on request. */
export const RENDER_PREFIX = '/prerendered/render/';
/** A loader's request to the API that takes longer fails (the host then sends the loading state). */
const API_TIMEOUT_MS = 1000;
/**
 * Renders under way at most: beyond, the host sends the loading state at once
 * (rendering is synchronous work on this server's one thread, and each costs
 * the API a request).
 */
const MAX_RENDERS = 4;

/** How soon a busy server may be asked again (seconds): a render takes well under one. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** The remote server's answer to the host's server: a status, a JSON body and headers of its own, if any. */
export interface RenderAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): RenderAnswer =>
  headers ? { status, body, headers } : { status, body };

/**
 * A path of the portal's own origin (`/calificacion?invalid=true`): no scheme, no host, no `//` or `/\\`,
 * and printable ASCII only (what a `Location` header may carry as it is).
 */
export const isPortalPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(value);

/** Whether the remote's build lists a page rendered on request (only then is its Node build loaded). */
export function rendersPages(dir: string): boolean {
  const index = join(dir, 'prerendered', 'index.json');
  if (!existsSync(index)) return false;
  const { pages } = JSON.parse(readFileSync(index, 'utf8')) as { pages: IndexedPage[] };
  return pages.some((page) => page.render === true);
}

/**
 * `dir`: the remote's dist folder; `server`: its Node build; `apiUrl`: the API's base URL as this server
 * reaches it; `config`: the runtime configuration, whose `apiBaseUrl` (the API as browsers reach it) the
 * links pages render point to. Null: no page to render on request, or the build owns the document (the
 * host's pages with loaders are document-pages.ts's).
 */
export function remotePages({
  dir,
  server,
  apiUrl,
  config,
  fetch = globalThis.fetch,
}: {
  dir: string;
  server: PageServer;
  apiUrl: string;
  config: RuntimeConfig;
  fetch?: typeof globalThis.fetch;
}): ((url: URL) => Promise<RenderAnswer>) | null {
  const loaders = server.pageLoaders;
  const patterns = Object.keys(loaders).map((spec) => ({ spec, ...parsePageSpec(spec) }));
  if (server.document || patterns.length === 0) return null;
  // Spanish texts and a signed-out visitor, as for every prerendered page: prepared once
  let prepared: Promise<unknown> | null = null;
  const prepare = () =>
    (prepared ??= server.prepare({
      texts: JSON.parse(readFileSync(join(dir, 'assets', 'i18n', 'es.json'), 'utf8')),
      config,
      apiBaseUrl: config.apiBaseUrl,
    }));
  // ready before the first visitor asks (a failure shows on that request, whose page then loads in the browser)
  prepare().catch(() => {
    prepared = null;
  });
  const api = loaderApi({ apiUrl, fetch, timeoutMs: API_TIMEOUT_MS });

  let rendering = 0;

  return async function renderPage(url: URL): Promise<RenderAnswer> {
    // the page's path and query names, from the path alone (never parsed as an address of its own)
    const key = requestPageKey(new URL(`http://remote${url.pathname.slice(RENDER_PREFIX.length - 1)}${url.search}`));
    // a loader renders the query variants it names, no other (ADR 011)
    const found = patterns
      .filter((pattern) => pattern.query.join('&') === key.query.join('&'))
      .map((pattern) => ({ ...pattern, params: matchPattern(pattern.path, key.path) }))
      .find((pattern): pattern is typeof pattern & { params: Record<string, string> } => pattern.params !== null);
    if (!found) return json(404, { message: 'Esta página no se genera en el servidor.' });
    if (rendering >= MAX_RENDERS)
      return json(
        503,
        { message: 'El servidor está ocupado: la página carga en el navegador.' },
        { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
      );
    rendering += 1;
    try {
      // the values of the query names the pattern stands for (a rating link's token, say), never shown
      const search = new URLSearchParams(url.search);
      const query = Object.fromEntries(found.query.map((name) => [name, search.get(name) ?? '']));
      const loader = loaders[found.spec];
      if (!loader) return json(404, { message: 'Esta página no se genera en el servidor.' });
      const loaded = await loader({ params: found.params, query, ...api });
      if (!loaded) return json(404, { message: 'No hay nada que mostrar de este recurso en el servidor.' });
      // another page of the portal instead (the host's server answers a redirect to it): a path, never an origin
      if ('redirect' in loaded) {
        if (!isPortalPath(loaded.redirect)) throw new Error(`not a path of the portal: ${loaded.redirect}`);
        return json(200, { redirect: loaded.redirect });
      }
      await prepare();
      const address = `${key.path}${url.search}`;
      const { html, styles, title } = await server.render(address, loaded.data);
      return json(200, {
        path: found.path,
        query: key.query,
        title,
        html,
        styles,
        data: loaded.data,
        start: loaded.startNow ? 'now' : 'on-use',
      });
    } catch (error) {
      // the API down or slow, or a page that cannot render: the host sends the loading state
      console.error(error);
      return json(502, { message: 'No se pudo generar la página en el servidor.' });
    } finally {
      rendering -= 1;
    }
  };
}
