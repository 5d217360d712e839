// The pages of the app that owns the document (the host) that its Node build has a page loader for, as its
// server sends them (docs/serving-a-page.md): the page the build wrote, rendered again with the data its
// loader reads from the API (/home with the public rating summary, docs/decisions/012-ratings.md), and that
// data in the page for the browser's first render. Such a page stands for no resource (a plain path): it is
// the same for every visitor, so it is held, not rendered per request. Cheap: the loader runs at most every
// few seconds (in the background once a page is held), the page rendered and compressed once per change of
// its data. Anything that goes wrong (the API down, slow or answering nonsense, a render that throws) only
// means the page the build wrote goes instead, as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { loaderApi } from './loader-api.ts';
import { pageComposer, pageRootAttributes, type ComposedPage } from './page-composer.ts';
import type { PageLoader, PageServer } from './page-servers.ts';
import { runtimeConfig, type RuntimeConfig } from './runtime-config.ts';

/** A visitor waits at most this long for a page's data when the server holds none (the page goes without). */
const WAIT_MS = 300;
/** The API's answer is awaited this long in the background (a cold API's first query takes longer than WAIT_MS). */
const API_TIMEOUT_MS = 1500;
/** A page held is loaded again (its requests with their ETags, in the background) once older than this. */
const FRESH_MS = 5000;
/** With the API failing, the last good page is still sent for this long (the API's own stale-while-revalidate). */
const STALE_MS = 600_000;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A page as the server sends it: its ETag and its bytes in each encoding. */
export interface CompressedPage {
  etag: string;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The page as static-server.ts sends it, compressed off the main thread. */
async function compressed(html: string): Promise<CompressedPage> {
  const [gzipped, br] = await Promise.all([
    compressGzip(html, { level: 9 }),
    compressBrotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { etag: createHash('sha1').update(html).digest('base64url'), html: Buffer.from(html), gzip: gzipped, br };
}

/**
 * The page at `path` with its loader's data, or null for the build's page; `wait: false` never waits for
 * the API (HEAD). `idle()`: settles once no loader is under way (its page rendered and held).
 */
export type DocumentPages = ((path: string, options?: { wait?: boolean }) => Promise<CompressedPage | null>) & {
  idle: () => Promise<void>;
};

interface Options {
  dir: string;
  server: PageServer;
  apiUrl: string;
  config: RuntimeConfig;
  fetch: typeof globalThis.fetch;
  now: () => number;
  waitMs: number;
  apiTimeoutMs: number;
}

/** One page with a loader, held and loaded again as its data changes. */
function heldPage(
  path: string,
  loader: PageLoader,
  compose: () => Promise<(page: ComposedPage) => string>,
  { server, apiUrl, fetch, now, waitMs, apiTimeoutMs }: Options,
) {
  const api = loaderApi({ apiUrl, fetch, timeoutMs: apiTimeoutMs, revalidated: new Map() });
  /** The page of the last good data: `{ key, page, goodAt }`. */
  let held: { key: string; page: CompressedPage; goodAt: number } | null = null;
  let checkedAt = -Infinity;
  let failing = false;
  let pending: Promise<void> | null = null;

  async function refresh() {
    try {
      const loaded = await loader({ params: {}, query: {}, ...api });
      if (!loaded || !('data' in loaded)) throw new Error('its loader answered nothing to render');
      const key = JSON.stringify(loaded.data);
      // rendered once per change of its data: unchanged data (a 304, or the same figures) keeps its page
      if (key === held?.key) held = { ...held, goodAt: now() };
      else {
        const page = await compose();
        const { html: body, styles, title } = await server.render(path, loaded.data);
        const html = page({ title, body, styles, rootAttributes: pageRootAttributes(path), data: loaded.data });
        held = { key, page: await compressed(html), goodAt: now() };
      }
      failing = false;
    } catch (error) {
      // said once when it starts failing, not every few seconds
      if (!failing)
        console.error(`${path} goes as the build wrote it: ${error instanceof Error ? error.message : error}`);
      failing = true;
      if (held && now() - held.goodAt > STALE_MS) held = null;
    } finally {
      checkedAt = now();
      pending = null;
    }
  }

  // ready before the first visitor asks, when the API is up by then (npm start waits for it)
  pending = refresh();

  async function page({ wait = true } = {}): Promise<CompressedPage | null> {
    if (!pending && now() - checkedAt >= FRESH_MS) pending = refresh();
    // the first visitor (or the first after a long outage) waits a little for the API and one render, never
    // more than WAIT_MS (the page goes without its data; the request goes on); while it keeps failing, nobody waits
    if (!held && wait && pending && !failing) await Promise.race([pending, delay(waitMs)]);
    return held?.page ?? null;
  }
  return Object.assign(page, { idle: async () => void (await pending) });
}

/**
 * `dir`: the app's dist folder; `server`: its Node build; `apiUrl`: the API's base URL as this server
 * reaches it; `config`: the runtime configuration the pages show (as /config.json serves it); `waitMs` and
 * `apiTimeoutMs` (tests). Null when the build owns no document or has no loader for a plain path.
 */
export function documentPages({
  dir,
  server,
  apiUrl,
  config = runtimeConfig(),
  fetch = globalThis.fetch,
  now = Date.now,
  waitMs = WAIT_MS,
  apiTimeoutMs = API_TIMEOUT_MS,
}: Pick<Options, 'dir' | 'server' | 'apiUrl'> & Partial<Options>): DocumentPages | null {
  const { document } = server;
  // a pattern (`:name`, `?name`) stands for one resource, never the same page for everyone
  const loaded = Object.entries(server.pageLoaders).filter(([route]) => !/[:?]/.test(route));
  if (!document || loaded.length === 0) return null;
  const options = { dir, server, apiUrl, config, fetch, now, waitMs, apiTimeoutMs };
  // prepared with the first page's data, not at the server's start
  let composer: Promise<(page: ComposedPage) => string> | null = null;
  const compose = () =>
    (composer ??= (async () => {
      const texts = JSON.parse(readFileSync(join(dir, 'assets', 'i18n', 'es.json'), 'utf8')) as Record<string, unknown>;
      await server.prepare({ texts, config });
      return pageComposer({ template: readFileSync(join(dir, 'index.html'), 'utf8'), config, document });
    })().catch((error: unknown) => {
      composer = null;
      throw error;
    }));
  const pages = new Map(loaded.map(([route, loader]) => [route, heldPage(route, loader, compose, options)] as const));
  return Object.assign(async (path: string, { wait = true } = {}) => (await pages.get(path)?.({ wait })) ?? null, {
    idle: async () => void (await Promise.all([...pages.values()].map((page) => page.idle()))),
  });
}
