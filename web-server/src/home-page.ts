// /home as the host's server sends it (docs/decisions/012-ratings.md, "Summary
// on the home page"): the prerendered page with the public rating summary in
// it, rendered by the host's own Node build (dist-prerender/prerender.cjs, the
// one that writes home.html), with the summary in the page's data for the
// browser's first render. Cheap: the summary is read from the API at most every
// few seconds (in the background once one is held), the page rendered and
// compressed once per change of the summary. Anything that goes wrong (the API
// down, slow or answering nonsense, a render that throws) only means the static
// home.html goes instead, as before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { loadNodeBuild, type HostNodeBuild } from './node-builds.ts';
import { pageComposer, type ComposedPage } from './page-composer.ts';
import { runtimeConfig, type RuntimeConfig } from './runtime-config.ts';

export const HOME_PATH = '/home';
/** The public summary, relative to the API's base address. */
const SUMMARY_PATH = 'api/calificaciones/resumen';
/** A visitor waits at most this long for a summary when the server holds none (the page goes without it). */
const WAIT_MS = 300;
/** The API's answer is awaited this long in the background (a cold API's first query takes longer than WAIT_MS). */
const API_TIMEOUT_MS = 1500;
/** A summary held is asked for again (with its ETag, in the background) once older than this. */
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
 * /home with the summary, or null for the static home.html; `wait: false` never waits for the API (HEAD).
 * `idle()`: settles once no question to the API is under way (its answer rendered and held).
 */
export type HomePage = ((options?: { wait?: boolean }) => Promise<CompressedPage | null>) & {
  idle: () => Promise<void>;
};

/**
 * `dir`: the host's dist folder (its Node build is beside it, in dist-prerender); `apiUrl`: the API's
 * base URL as this server reaches it; `config`: the runtime configuration the page shows (as
 * /config.json serves it); `bundle`: the Node build itself, `waitMs` and `apiTimeoutMs` (tests).
 * Null: not the host's build.
 */
export function homePages({
  dir,
  apiUrl,
  config = runtimeConfig(),
  fetch = globalThis.fetch,
  now = Date.now,
  bundle,
  waitMs = WAIT_MS,
  apiTimeoutMs = API_TIMEOUT_MS,
}: {
  dir: string;
  apiUrl: string;
  config?: RuntimeConfig;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  bundle?: HostNodeBuild;
  waitMs?: number;
  apiTimeoutMs?: number;
}): HomePage | null {
  const bundleFile = join(dir, '..', 'dist-prerender', 'prerender.cjs');
  if (!existsSync(join(dir, 'home.html')) || !existsSync(join(dir, 'index.html'))) return null;
  if (!bundle && !existsSync(bundleFile)) return null;
  // loaded with the first summary, not at the server's start
  let build = bundle;
  let page: ((page: ComposedPage) => string) | null = null;
  let texts: Record<string, unknown> | null = null;
  const prepare = () => {
    build ??= loadNodeBuild<HostNodeBuild>(bundleFile);
    if (typeof build.renderHomePage !== 'function') throw new Error('The host’s Node build cannot render /home.');
    texts ??= JSON.parse(readFileSync(join(dir, 'assets', 'i18n', 'es.json'), 'utf8')) as Record<string, unknown>;
    const loadedTexts = texts;
    page ??= pageComposer({ template: readFileSync(join(dir, 'index.html'), 'utf8'), config, bundle: build });
    return { build, texts: loadedTexts, page };
  };

  /** The page of the last good summary: `{ key, etag, page, goodAt }`. */
  let held: { key: string; etag: string | null; page: CompressedPage; goodAt: number } | null = null;
  let checkedAt = -Infinity;
  let failing = false;
  let pending: Promise<void> | null = null;

  async function refresh() {
    try {
      const response = await fetch(new URL(SUMMARY_PATH, apiUrl), {
        headers: { accept: 'application/json', ...(held?.etag ? { 'if-none-match': held.etag } : {}) },
        signal: AbortSignal.timeout(apiTimeoutMs),
      });
      if (response.status === 304 && held) {
        held.goodAt = now();
      } else {
        if (!response.ok) throw new Error(`${SUMMARY_PATH} answered ${response.status}`);
        const prepared = prepare();
        const summary = prepared.build.ratingSummaryOf(await response.json());
        if (!summary) throw new Error(`${SUMMARY_PATH} answered something that is not a summary`);
        const etag = response.headers.get('etag');
        const key = JSON.stringify(summary);
        // rendered once per summary: an unchanged one (a new ETag, the same figures) keeps its page
        if (key === held?.key) held = { ...held, etag, goodAt: now() };
        else {
          const rendered = await prepared.build.renderHomePage(config, prepared.texts, summary);
          const html = prepared.page({ ...rendered, rootAttributes: `data-prerendered="${rendered.path}"` });
          held = { key, etag, page: await compressed(html), goodAt: now() };
        }
      }
      failing = false;
    } catch (error) {
      // said once when it starts failing, not every few seconds
      if (!failing) {
        console.error(`/home goes without the rating summary: ${error instanceof Error ? error.message : error}`);
      }
      failing = true;
      if (held && now() - held.goodAt > STALE_MS) held = null;
    } finally {
      checkedAt = now();
      pending = null;
    }
  }

  // ready before the first visitor asks, when the API is up by then (npm start waits for it)
  pending = refresh();

  async function homePage({ wait = true } = {}): Promise<CompressedPage | null> {
    if (!pending && now() - checkedAt >= FRESH_MS) pending = refresh();
    // the first visitor (or the first after a long outage) waits a little for the API and one render, never
    // more than WAIT_MS (the page goes without the summary; the request goes on); while it keeps failing, nobody waits
    if (!held && wait && pending && !failing) await Promise.race([pending, delay(waitMs)]);
    return held?.page ?? null;
  }
  return Object.assign(homePage, { idle: async () => void (await pending) });
}
