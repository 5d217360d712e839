// How the host's server puts a section's page together (docs/decisions/009):
// the host's frame of the section (host/dist/sections/<section>.html, written by
// host/prerender.mts: the layout with the section's loading placeholder in
// <main>) with the remote's prerendered page (<remote>/prerendered/<page>.json,
// written by tooling/prerender-remote.ts) in the placeholder's place. Pure, with
// no imports: the builds and the apps' tests read its names too.
import type { PageStyle } from '@soat/shared/page-server';

/** A page as a remote's index names it: its path, and the query parameters it stands for (sorted). */
export interface PageKey {
  path: string;
  query: string[];
}

/** A page of a remote's index (`prerendered/index.json`). */
export interface IndexedPage extends PageKey {
  file: string;
  /** Rendered on request by the remote's own server, with its data (docs/decisions/011). */
  render?: boolean;
}

/** A remote's page as the frame takes it: prerendered, or rendered on request with its data. */
export interface SectionPage {
  path: string;
  html: string;
  styles: PageStyle[];
  title: string | null;
  data?: Record<string, unknown>;
  start?: 'now' | 'on-use';
}

/**
 * A page a remote prerenders, as its `prerenderedPages` name it: a path, and
 * optionally `?name&name`, the query parameters it stands for.
 * `/restablecer-clave?token` → `{ path: '/restablecer-clave', query: ['token'] }`.
 * A segment `:name` stands for any value there (`/pagos/:id`): the page of a
 * resource the app loads, written once in its loading state.
 */
export function parsePageSpec(spec: string): PageKey {
  const [path = '/', query = ''] = spec.split('?');
  return { path: normalizePath(path), query: query.split('&').filter(Boolean).sort() };
}

/**
 * The page a request stands for: its path, and the names of its query
 * parameters that have a value (`?token=` is no token, as the pages read it).
 */
export function requestPageKey(url: URL): PageKey {
  const named = [...url.searchParams].filter(([, value]) => value !== '').map(([name]) => name);
  return { path: normalizePath(url.pathname), query: [...new Set(named)].sort() };
}

function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const SEGMENT = /^[a-z0-9_-]+$/i;
const PARAMETER = /^:[a-z][a-z0-9_]*$/i;

/** Whether a page's path has a `:name` segment, standing for any value there. */
export const isPattern = (path: string): boolean => path.split('/').some((segment) => PARAMETER.test(segment));

/**
 * The file of a prerendered page, inside the remote's `prerendered/` folder:
 * `iniciar-sesion.json`, `restablecer-clave@token.json`, `soat/consulta.json`,
 * and for a pattern `pagos/$id.json`. Only letters, digits, `-` and `_` reach
 * the name otherwise, so a request can never name a file outside that folder;
 * anything else has no file (null). A request is only ever sent a page its
 * remote's index lists (findPage), so one naming a `:x` segment gets no more.
 */
export function pageFile({ path, query }: PageKey): string | null {
  const segments = path.replace(/^\//, '').split('/');
  const named = segments.map((segment) =>
    SEGMENT.test(segment) ? segment : PARAMETER.test(segment) ? `$${segment.slice(1)}` : null,
  );
  if (named.includes(null)) return null;
  if (!query.every((param) => SEGMENT.test(param))) return null;
  return `${named.join('/')}${query.length ? `@${query.join(',')}` : ''}.json`;
}

/**
 * The values of a pattern's `:name` segments in a request's path
 * (`/pagos/:id`, `/pagos/0b5f…` → `{ id: '0b5f…' }`), or null when the path is
 * not one of the pattern's (another length, another segment, or a value that
 * is not letters, digits, `-` and `_`).
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const segments = pattern.split('/');
  const asked = path.split('/');
  if (segments.length !== asked.length) return null;
  const params: Record<string, string> = {};
  for (const [at, segment] of segments.entries()) {
    if (PARAMETER.test(segment)) {
      const value = asked[at] ?? '';
      if (!SEGMENT.test(value)) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== asked[at]) return null;
  }
  return params;
}

/**
 * The page of a remote's index that a request stands for: the one written for
 * its very path, or else a pattern whose other segments are the request's
 * (`/pagos/:id` for `/pagos/0b5f…`); in both, for the request's query names.
 * `key`: the request's (requestPageKey).
 */
export function findPage<Page extends IndexedPage>(pages: Page[], key: PageKey): Page | null {
  const sameQuery = (page: Page) => page.query.join('&') === key.query.join('&');
  // a request's own `:x` segment is a value, never a pattern's name
  const exact = !isPattern(key.path) && pageFile(key);
  const found = exact && pages.find((page) => page.file === exact && sameQuery(page));
  if (found) return found;
  const asked = key.path.split('/');
  return (
    pages.find((page) => {
      if (!isPattern(page.path) || !sameQuery(page)) return false;
      const segments = page.path.split('/');
      return (
        segments.length === asked.length &&
        segments.every((segment, at) =>
          PARAMETER.test(segment) ? SEGMENT.test(asked[at] ?? '') : segment === asked[at],
        )
      );
    }) ?? null
  );
}

/** Where the host's build writes the frames, inside its dist folder. */
export const FRAMES_DIR = 'sections';
export const SLOT_START = '<!--seccion-->';
export const SLOT_END = '<!--/seccion-->';

/** Marks the placeholder, the whole content of the frame's one <main>, as the place of the section's page. */
export function markSlot(body: string): string {
  const main = /(<main\b[^>]*>)([\s\S]*)(<\/main>)/.exec(body);
  if (!main || body.indexOf('<main', main.index + 1) >= 0) {
    throw new Error('A section frame must have exactly one <main> for the section’s page.');
  }
  return body.replace(main[0], () => `${main[1]}${SLOT_START}${main[2]}${SLOT_END}${main[3]}`);
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A document's <title> set to `title` (escaped); the document as it is without one. */
export function withTitle(html: string, title: string | null): string {
  return title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`) : html;
}

/**
 * The `<style>` element emotion takes over in the browser (by the ids in `data-emotion`); `</` never closes it
 * early. `data-s` tells emotion the element is where it belongs, in the head: without it, emotion's cache moves
 * every server-rendered style element to the end of the head as it is created (a move made for styles written
 * beside their elements in the body), and the browser then recomputes every element's style in the app's start.
 */
export function styleElement(styles: PageStyle[]): string {
  const ids = styles.map((style) => style.id).join(' ');
  return `<style data-emotion="css ${ids}" data-s="">${styles.map((style) => style.css.replaceAll('</', '<\\/')).join('')}</style>`;
}

/** The ids of the emotion styles a document already carries. */
function styleIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, list = ''] of html.matchAll(/<style data-emotion="css ([^"]*)"/g)) {
    for (const id of list.split(' ')) ids.add(id);
  }
  return ids;
}

/** The element a page rendered on request carries its data in (PAGE_DATA_ELEMENT_ID of @soat/shared/federation). */
export const PAGE_DATA_ELEMENT_ID = 'datos-pagina';
/** Marks a page rendered on request for the loader (RENDERED_ON_REQUEST_ATTRIBUTE of host/src/prerender/loader.ts). */
export const RENDERED_ON_REQUEST_ATTRIBUTE = 'data-rendered-on-request';

/** JSON text that cannot end its `<script>` element early, nor open a comment or another element in it. */
export const escapeScriptJson = (json: string): string => json.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');

/** A value as JSON for a `<script>` element (escapeScriptJson). */
export const scriptJson = (value: unknown): string => escapeScriptJson(JSON.stringify(value));

/**
 * The frame with a remote's page in its slot, the page's styles the frame does
 * not carry yet, and the page's title. A page rendered on request
 * (docs/decisions/011) brings the data it was rendered with, put in the page
 * for the app's first render, and says whether the app must start at once.
 */
export function composeSectionPage(frame: string, page: SectionPage): string {
  const start = frame.indexOf(SLOT_START);
  const end = frame.indexOf(SLOT_END);
  if (start < 0 || end < start) throw new Error('The section frame has no place for the section’s page.');
  const known = styleIds(frame);
  const styles = page.styles.filter((style) => /^[\w-]+$/.test(style.id) && !known.has(style.id));
  let html = frame.slice(0, start) + page.html + frame.slice(end + SLOT_END.length);
  if (styles.length) html = html.replace('</head>', () => `${styleElement(styles)}</head>`);
  html = withTitle(html, page.title);
  if (page.data !== undefined) {
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(page.data)}</script>`;
    html = html.replace('</body>', () => `${data}</body>`).replace('<html ', `<html ${RENDERED_ON_REQUEST_ATTRIBUTE} `);
  }
  // a pattern's page without its data is a resource's page in its loading state: the app starts at once to load it
  const startNow = page.start === 'now' || (isPattern(page.path) && page.data === undefined);
  return startNow ? startingNow(html) : html;
}

/** A page whose app starts at once (`<html data-start="now">`, read by the loader). */
function startingNow(html: string): string {
  return html.replace('<html ', '<html data-start="now" ');
}

/** A frame with nothing to put in its slot: the placeholder stays, and the app starts at once. */
export function frameAlone(frame: string): string {
  return startingNow(frame);
}
