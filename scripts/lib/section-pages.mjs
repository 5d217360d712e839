// The host's section pages (docs/decisions/009-prerendered-sections.md): for a
// path a remote owns, the host's frame of the section with the remote's
// prerendered page for that path in it, fetched from the remote's own origin (so
// a remote redeployed alone shows its new page at once). Without one (a page
// the remote does not prerender, a query it was not written for, the remote
// down), the frame alone: its placeholder holds the layout and the app starts
// at once.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { apps } = require('../../tooling/portal-apps.cjs');
const {
  FRAMES_DIR,
  composeSectionPage,
  frameAlone,
  pageFile,
  requestPageKey,
} = require('../../tooling/section-frames.cjs');

/** Which remote owns each section. */
const SECTIONS = Object.fromEntries(
  Object.entries(apps.remotes).flatMap(([id, remote]) => remote.sections.map((section) => [section, id])),
);

/** A remote's page is asked for again (with its ETag) at most this often. */
const FRESH_MS = 1000;
/** A remote slower than this to answer is treated as down: the frame goes alone. */
const TIMEOUT_MS = 1500;

const isPage = (page) =>
  page &&
  typeof page.html === 'string' &&
  Array.isArray(page.styles) &&
  page.styles.every((style) => typeof style?.id === 'string' && typeof style?.css === 'string') &&
  (page.title === null || typeof page.title === 'string');

/**
 * @param {{ dir: string, config: { remotes: Record<string, string>, demo: { enabled: boolean } },
 *   fetch?: typeof fetch, now?: () => number }} options  `dir`: the host's dist folder
 * @returns {((url: URL) => Promise<string | null>) | null}  null when the build has no frames
 */
export function sectionPages({ dir, config, fetch = globalThis.fetch, now = Date.now }) {
  const framesDir = join(dir, FRAMES_DIR);
  if (!existsSync(framesDir)) return null;
  const frames = new Map();
  const remotePages = new Map();

  function frameOf(section) {
    const file = join(framesDir, `${section}.html`);
    if (!existsSync(file)) return null;
    const changed = statSync(file).mtimeMs;
    const known = frames.get(section);
    if (known?.changed === changed) return known.html;
    const html = readFileSync(file, 'utf8');
    frames.set(section, { changed, html });
    return html;
  }

  async function ask(url, known) {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 304 && known) return { page: known.page, etag: known.etag };
      if (!response.ok) return { page: null, etag: null };
      const page = await response.json();
      return { page: isPage(page) ? page : null, etag: response.headers.get('etag') };
    } catch {
      return { page: null, etag: null }; // down, slow or broken: never a page it cannot run
    }
  }

  async function remotePage(url) {
    const known = remotePages.get(url);
    if (known?.pending) return known.pending;
    if (known && now() - known.checkedAt < FRESH_MS) return known.page;
    const pending = ask(url, known).then(({ page, etag }) => {
      remotePages.set(url, { page, etag, checkedAt: now() });
      return page;
    });
    remotePages.set(url, { ...known, pending });
    return pending;
  }

  return async function sectionPage(url) {
    const remote = SECTIONS[url.pathname.split('/')[1]];
    if (!remote || (remote === 'demo' && !config.demo.enabled)) return null;
    const frame = frameOf(url.pathname.split('/')[1]);
    if (!frame) return null;
    const file = pageFile(requestPageKey(url));
    const page = file && (await remotePage(new URL(`prerendered/${file}`, config.remotes[remote]).href));
    return page ? composeSectionPage(frame, page) : frameAlone(frame);
  };
}
