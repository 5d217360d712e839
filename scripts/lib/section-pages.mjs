// The host's section pages (docs/decisions/009-prerendered-sections.md): for a
// path a remote owns, the host's frame of the section with the remote's
// prerendered page for that path in it, fetched from the remote's own origin (so
// a remote redeployed alone shows its new page within a second or two). Without
// one (a page the remote does not prerender, a query it was not written for,
// the remote down), the frame alone: its placeholder holds the layout and the
// app starts at once.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isPortalPath } from './remote-pages.mjs';

const require = createRequire(import.meta.url);
const { apps } = require('../../tooling/portal-apps.cjs');
const {
  FRAMES_DIR,
  composeSectionPage,
  findPage,
  frameAlone,
  requestPageKey,
} = require('../../tooling/section-frames.cjs');

/** Which remote owns each section. */
const SECTIONS = new Map(
  Object.entries(apps.remotes).flatMap(([id, remote]) => remote.sections.map((section) => [section, id])),
);

/** A page rendered on request (docs/decisions/011) that takes longer is sent in its loading state instead. */
const RENDER_TIMEOUT_MS = 1500;
/** What the server holds of a remote is asked for again (with its ETag) once it is older than this. */
const FRESH_MS = 1000;
/** A remote slower than this to answer is treated as down. */
const TIMEOUT_MS = 1500;

const isPage = (page) =>
  typeof page?.html === 'string' &&
  Array.isArray(page.styles) &&
  page.styles.every((style) => typeof style?.id === 'string' && typeof style?.css === 'string') &&
  (page.title === null || typeof page.title === 'string');

const isRenderedPage = (page) =>
  isPage(page) &&
  typeof page.path === 'string' &&
  page.data !== null &&
  typeof page.data === 'object' &&
  (page.start === 'now' || page.start === 'on-use');

const isIndex = (index) =>
  Array.isArray(index?.pages) &&
  index.pages.every(
    (page) =>
      typeof page?.file === 'string' &&
      typeof page.path === 'string' &&
      Array.isArray(page.query) &&
      page.query.every((name) => typeof name === 'string'),
  );

/**
 * JSON documents of the remotes, held and revalidated with their ETags: an
 * answer is sent from what is held while it is asked for again in the
 * background (stale while revalidate); requests arriving together share one
 * request to the remote. Anything not valid, or a remote that is down, holds
 * null until the next revalidation.
 */
function remoteDocuments({ fetch, now }) {
  const held = new Map();

  async function ask(url, known, isValid) {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 304 && known?.value) return { value: known.value, etag: known.etag };
      if (!response.ok) return { value: null, etag: null };
      const value = await response.json();
      return isValid(value) ? { value, etag: response.headers.get('etag') } : { value: null, etag: null };
    } catch {
      return { value: null, etag: null }; // down, slow or broken: never a page it cannot run
    }
  }

  function refresh(url, known, isValid) {
    const pending = ask(url, known, isValid).then(({ value, etag }) => {
      held.set(url, { value, etag, checkedAt: now() });
      return value;
    });
    held.set(url, { ...known, pending });
    return pending;
  }

  return function get(url, isValid) {
    const known = held.get(url);
    if (!known || !('value' in known)) return known?.pending ?? refresh(url, known, isValid);
    if (!known.pending && now() - known.checkedAt >= FRESH_MS) void refresh(url, known, isValid);
    return Promise.resolve(known.value);
  };
}

/**
 * @param {{ dir: string, config: { remotes: Record<string, string>, demo: { enabled: boolean } },
 *   fetch?: typeof fetch, now?: () => number, renderedFrame?: (section: string) => Promise<string | null> }} options
 *   `dir`: the host's dist folder; `renderedFrame`: a section's frame rendered with the server's own
 *   configuration (scripts/lib/host-pages.mjs), when the build's shows another; null: the build's
 * @returns {((url: URL) => Promise<string | null>) | null}  null when the build has no frames
 */
export function sectionPages({ dir, config, fetch = globalThis.fetch, now = Date.now, renderedFrame }) {
  const framesDir = join(dir, FRAMES_DIR);
  if (!existsSync(framesDir)) return null;
  // read once, like the rest of the build (the server's CSP holds the hashes of their scripts)
  const frames = new Map();
  const frameOf = (section) => {
    if (!frames.has(section)) {
      const file = join(framesDir, `${section}.html`);
      frames.set(section, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return frames.get(section);
  };
  const documents = remoteDocuments({ fetch, now });

  /**
   * A resource's page rendered on request by the remote's own server, with its
   * data (docs/decisions/011); null when it cannot (down, slow, nothing to render).
   * Never held: it is this visitor's, and current only now.
   */
  async function renderedPage(base, url) {
    try {
      const response = await fetch(new URL(`render${url.pathname}${url.search}`, base), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const page = await response.json();
      if (isPortalPath(page?.redirect)) return { redirect: page.redirect };
      return isRenderedPage(page) ? page : null;
    } catch {
      return null;
    }
  }

  /** The remote's page for a request, if its build wrote one (its index lists every page, patterns too). */
  async function remotePage(remote, url, render) {
    const base = new URL('prerendered/', config.remotes[remote]);
    const index = await documents(new URL('index.json', base).href, isIndex);
    const entry = index && findPage(index.pages, requestPageKey(url));
    if (!entry) return null;
    const rendered = render && entry.render === true ? await renderedPage(base, url) : null;
    if (rendered?.redirect) return { redirect: rendered.redirect };
    if (rendered) return { page: rendered, perRequest: true };
    const page = await documents(new URL(entry.file, base).href, isPage);
    // a page its remote renders on request, sent without its data (that server down, slow or busy, or
    // nothing to render): its loading state, so the app starts at once to load what it shows
    const loading = render && entry.render === true;
    return page && { page: loading ? { ...page, start: 'now' } : page, perRequest: false };
  }

  /**
   * @param {URL} url
   * @param {{ render?: boolean }} [options]  `render: false`: never a page rendered on request (its loading state)
   * @returns {Promise<{ html: string, perRequest: boolean } | { redirect: string } | null>} `perRequest`: never
   *   stored by anyone; `redirect`: the remote sends the visitor to that path of the portal instead (ADR 011)
   */
  return async function sectionPage(url, { render = true } = {}) {
    const section = url.pathname.split('/')[1] ?? '';
    const remote = SECTIONS.get(section);
    if (!remote || (remote === 'demo' && !config.demo.enabled)) return null;
    const frame = (await renderedFrame?.(section)) ?? frameOf(section);
    if (!frame) return null;
    const found = await remotePage(remote, url, render);
    if (!found) return { html: frameAlone(frame), perRequest: false };
    if (found.redirect) return { redirect: found.redirect };
    return { html: composeSectionPage(frame, found.page), perRequest: found.perRequest };
  };
}
