// How the host's server puts a section's page together (docs/decisions/009):
// the host's frame of the section (host/dist/sections/<section>.html, written by
// host/prerender.mjs: the layout with the section's loading placeholder in
// <main>) with the remote's prerendered page (<remote>/prerendered/<page>.json,
// written by tooling/prerender-remote.mjs) in the placeholder's place.

/**
 * A page a remote prerenders, as its `prerenderedPages` name it: a path, and
 * optionally `?name&name`, the query parameters it stands for.
 * `/restablecer-clave?token` → `{ path: '/restablecer-clave', query: ['token'] }`.
 */
function parsePageSpec(spec) {
  const [path = '/', query = ''] = spec.split('?');
  return { path: normalizePath(path), query: query.split('&').filter(Boolean).sort() };
}

/**
 * The page a request stands for: its path, and the names of its query
 * parameters that have a value (`?token=` is no token, as the pages read it).
 */
function requestPageKey(url) {
  const named = [...url.searchParams].filter(([, value]) => value !== '').map(([name]) => name);
  return { path: normalizePath(url.pathname), query: [...new Set(named)].sort() };
}

function normalizePath(path) {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The file of a prerendered page, inside the remote's `prerendered/` folder:
 * `iniciar-sesion.json`, `restablecer-clave@token.json`, `soat/consulta.json`.
 * Only letters, digits, `-` and `_` reach the name, so a request can never name
 * a file outside that folder; anything else has no file (null).
 */
function pageFile({ path, query }) {
  const name = path.replace(/^\//, '');
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i.test(name)) return null;
  if (!query.every((param) => /^[a-z0-9_-]+$/i.test(param))) return null;
  return `${name}${query.length ? `@${query.join(',')}` : ''}.json`;
}

/** Where the host's build writes the frames, inside its dist folder. */
const FRAMES_DIR = 'sections';
const SLOT_START = '<!--seccion-->';
const SLOT_END = '<!--/seccion-->';

/** Marks the placeholder, the whole content of the frame's one <main>, as the place of the section's page. */
function markSlot(body) {
  const main = /(<main\b[^>]*>)([\s\S]*)(<\/main>)/.exec(body);
  if (!main || body.indexOf('<main', main.index + 1) >= 0) {
    throw new Error('A section frame must have exactly one <main> for the section’s page.');
  }
  return body.replace(main[0], () => `${main[1]}${SLOT_START}${main[2]}${SLOT_END}${main[3]}`);
}

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A document's <title> set to `title` (escaped); the document as it is without one. */
function withTitle(html, title) {
  return title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`) : html;
}

/** The `<style>` element emotion takes over in the browser (by the ids in `data-emotion`); `</` never closes it early. */
function styleElement(styles) {
  const ids = styles.map((style) => style.id).join(' ');
  return `<style data-emotion="css ${ids}">${styles.map((style) => style.css.replaceAll('</', '<\\/')).join('')}</style>`;
}

/** The ids of the emotion styles a document already carries. */
function styleIds(html) {
  const ids = new Set();
  for (const [, list] of html.matchAll(/<style data-emotion="css ([^"]*)"/g)) {
    for (const id of list.split(' ')) ids.add(id);
  }
  return ids;
}

/**
 * The frame with a remote's page in its slot, the page's styles the frame does
 * not carry yet, and the page's title.
 * @param {string} frame
 * @param {{ html: string, styles: { id: string, css: string }[], title: string | null }} page
 */
function composeSectionPage(frame, page) {
  const start = frame.indexOf(SLOT_START);
  const end = frame.indexOf(SLOT_END);
  if (start < 0 || end < start) throw new Error('The section frame has no place for the section’s page.');
  const known = styleIds(frame);
  const styles = page.styles.filter((style) => /^[\w-]+$/.test(style.id) && !known.has(style.id));
  let html = frame.slice(0, start) + page.html + frame.slice(end + SLOT_END.length);
  if (styles.length) html = html.replace('</head>', () => `${styleElement(styles)}</head>`);
  return withTitle(html, page.title);
}

/** A frame with nothing to put in its slot: the placeholder stays, and the app starts at once. */
function frameAlone(frame) {
  return frame.replace('<html ', '<html data-start="now" ');
}

module.exports = {
  FRAMES_DIR,
  SLOT_END,
  SLOT_START,
  composeSectionPage,
  frameAlone,
  markSlot,
  pageFile,
  parsePageSpec,
  requestPageKey,
  styleElement,
  withTitle,
};
