// The host's section pages (docs/decisions/009-prerendered-sections.md): for a
// path a remote owns, the host's frame of the section with the remote's
// prerendered page for that path in it, fetched from the remote's own origin (so
// a remote redeployed alone shows its new page within a second or two). Without
// one (a page the remote does not prerender, a query it was not written for,
// the remote down), the frame alone: its placeholder holds the layout and the
// app starts at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_IDS, remoteApp, type RemoteId } from './portal-apps.ts';
import { isPortalPath } from './remote-pages.ts';
import { RENDER_KEY_HEADER } from './render-key.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import {
  FRAMES_DIR,
  composeSectionPage,
  findPage,
  frameAlone,
  requestPageKey,
  type IndexedPage,
  type SectionPage,
} from './section-frames.ts';

/** Which remote owns each section. */
const SECTIONS = new Map(REMOTE_IDS.flatMap((id) => remoteApp(id).sections.map((section) => [section, id] as const)));

/** A remote's prerendered page, as its build wrote it. */
type PrerenderedPage = Omit<SectionPage, 'path' | 'data' | 'start'> & Partial<Pick<SectionPage, 'path'>>;
/** A remote's index of its pages (`prerendered/index.json`). */
interface PageIndex {
  pages: IndexedPage[];
}

/** A section's page for a request: `perRequest`, never stored by anyone. */
export type SectionPageAnswer = { html: string; perRequest: boolean } | { redirect: string };

/** A page rendered on request (docs/decisions/011) that takes longer is sent in its loading state instead. */
const RENDER_TIMEOUT_MS = 1500;
/** What the server holds of a remote is asked for again (with its ETag) once it is older than this. */
const FRESH_MS = 1000;
/** A remote slower than this to answer is treated as down. */
const TIMEOUT_MS = 1500;

/** The fields of a JSON value that may be an object (anything else has none). */
const fields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const isPage = (value: unknown): value is PrerenderedPage => {
  const page = fields(value);
  return (
    typeof page.html === 'string' &&
    Array.isArray(page.styles) &&
    page.styles.every((style) => typeof fields(style).id === 'string' && typeof fields(style).css === 'string') &&
    (page.title === null || typeof page.title === 'string')
  );
};

const isRenderedPage = (value: unknown): value is SectionPage => {
  const page = fields(value);
  return (
    isPage(value) &&
    typeof page.path === 'string' &&
    page.data !== null &&
    typeof page.data === 'object' &&
    (page.start === 'now' || page.start === 'on-use')
  );
};

const isIndex = (value: unknown): value is PageIndex => {
  const { pages } = fields(value);
  return (
    Array.isArray(pages) &&
    pages.every((entry) => {
      const page = fields(entry);
      return (
        typeof page.file === 'string' &&
        typeof page.path === 'string' &&
        Array.isArray(page.query) &&
        page.query.every((name) => typeof name === 'string')
      );
    })
  );
};

type Fetch = typeof globalThis.fetch;
/** What the server holds of one document: its value and ETag once asked, and the request under way. */
interface Held {
  value?: unknown;
  etag?: string | null;
  checkedAt?: number;
  pending?: Promise<unknown>;
}

/**
 * JSON documents of the remotes, held and revalidated with their ETags: an
 * answer is sent from what is held while it is asked for again in the
 * background (stale while revalidate); requests arriving together share one
 * request to the remote. Anything not valid, or a remote that is down, holds
 * null until the next revalidation.
 */
function remoteDocuments({ fetch, now }: { fetch: Fetch; now: () => number }) {
  const held = new Map<string, Held>();

  async function ask(
    url: string,
    known: Held | undefined,
    isValid: (value: unknown) => boolean,
  ): Promise<{ value: unknown; etag: string | null }> {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 304 && known?.value) return { value: known.value, etag: known.etag ?? null };
      if (!response.ok) return { value: null, etag: null };
      const value = await response.json();
      return isValid(value) ? { value, etag: response.headers.get('etag') } : { value: null, etag: null };
    } catch {
      return { value: null, etag: null }; // down, slow or broken: never a page it cannot run
    }
  }

  function refresh(url: string, known: Held | undefined, isValid: (value: unknown) => boolean): Promise<unknown> {
    const pending = ask(url, known, isValid).then(({ value, etag }) => {
      held.set(url, { value, etag, checkedAt: now() });
      return value;
    });
    held.set(url, { ...known, pending });
    return pending;
  }

  return function get<Value>(url: string, isValid: (value: unknown) => value is Value): Promise<Value | null> {
    const known = held.get(url);
    if (!known || !('value' in known)) return (known?.pending ?? refresh(url, known, isValid)) as Promise<Value | null>;
    if (!known.pending && now() - (known.checkedAt ?? 0) >= FRESH_MS) void refresh(url, known, isValid);
    return Promise.resolve(known.value as Value | null);
  };
}

/**
 * `dir`: the host's dist folder; `renderedFrame`: a section's frame rendered with the server's own
 * configuration (host-pages.ts), when the build's shows another (null: that configuration has no frame for
 * the section, a disabled remote's; undefined: the build's file); `renderKey`: the key
 * the remotes' servers render pages on request for (render-key.ts; none: every such page in its loading
 * state). Null when the build has no frames.
 */
export function sectionPages({
  dir,
  config,
  fetch = globalThis.fetch,
  now = Date.now,
  renderedFrame,
  renderKey = null,
}: {
  dir: string;
  config: Pick<RuntimeConfig, 'remotes'>;
  fetch?: Fetch;
  now?: () => number;
  renderedFrame?: ((section: string) => Promise<string | null | undefined>) | undefined;
  renderKey?: string | null;
}): ((url: URL, options?: { render?: boolean }) => Promise<SectionPageAnswer | null>) | null {
  const framesDir = join(dir, FRAMES_DIR);
  if (!existsSync(framesDir)) return null;
  // read once, like the rest of the build (the server's CSP holds the hashes of their scripts)
  const frames = new Map<string, string | null>();
  const frameOf = (section: string): string | null => {
    if (!frames.has(section)) {
      const file = join(framesDir, `${section}.html`);
      frames.set(section, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return frames.get(section) ?? null;
  };
  const documents = remoteDocuments({ fetch, now });

  /**
   * A resource's page rendered on request by the remote's own server, with its
   * data (docs/decisions/011); null when it cannot (down, slow, nothing to render).
   * Never held: it is this visitor's, and current only now.
   */
  async function renderedPage(base: URL, url: URL): Promise<SectionPage | { redirect: string } | null> {
    if (renderKey === null) return null;
    try {
      const response = await fetch(new URL(`render${url.pathname}${url.search}`, base), {
        headers: { accept: 'application/json', [RENDER_KEY_HEADER]: renderKey },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const page: unknown = await response.json();
      const { redirect } = fields(page);
      if (isPortalPath(redirect)) return { redirect };
      return isRenderedPage(page) ? page : null;
    } catch {
      return null;
    }
  }

  /** The remote's page for a request, if its build wrote one (its index lists every page, patterns too). */
  async function remotePage(
    remote: RemoteId,
    url: URL,
    render: boolean,
  ): Promise<{ page: SectionPage; perRequest: boolean } | { redirect: string } | null> {
    const base = new URL('prerendered/', config.remotes[remote]);
    const index = await documents(new URL('index.json', base).href, isIndex);
    const entry = index && findPage(index.pages, requestPageKey(url));
    if (!entry) return null;
    const rendered = render && entry.render === true ? await renderedPage(base, url) : null;
    if (rendered && 'redirect' in rendered) return { redirect: rendered.redirect };
    if (rendered) return { page: rendered, perRequest: true };
    const page = await documents(new URL(entry.file, base).href, isPage);
    if (!page) return null;
    // a page its remote renders on request, sent without its data (that server down, slow or busy, or
    // nothing to render): its loading state, so the app starts at once to load what it shows
    const loading = render && entry.render === true;
    const prerendered: SectionPage = { ...page, path: page.path ?? entry.path };
    return { page: loading ? { ...prerendered, start: 'now' } : prerendered, perRequest: false };
  }

  /**
   * `render: false`: never a page rendered on request (its loading state); `redirect`: the remote sends the
   * visitor to that path of the portal instead (ADR 011).
   */
  return async function sectionPage(url, { render = true } = {}) {
    const section = url.pathname.split('/')[1] ?? '';
    const remote = SECTIONS.get(section);
    if (!remote) return null;
    // a remote the configuration disables has no frame: the plain app page, which says so
    const rendered = await renderedFrame?.(section);
    const frame = rendered === undefined ? frameOf(section) : rendered;
    if (!frame) return null;
    const found = await remotePage(remote, url, render);
    if (!found) return { html: frameAlone(frame), perRequest: false };
    if ('redirect' in found) return { redirect: found.redirect };
    return { html: composeSectionPage(frame, found.page), perRequest: found.perRequest };
  };
}
