// The HTML of one of the host's prerendered pages: dist/index.html with the
// page's markup in #root, its styles, the configuration it was rendered with,
// and the inline loader instead of the entry script (docs/decisions/005). Used
// by the build (prerender.mjs, every page and section frame) and by the host's
// server, which renders /home with the rating summary on request
// (scripts/lib/home-page.mjs, docs/decisions/012-ratings.md) and every page and
// frame again when it runs with another configuration than the build's
// (scripts/lib/host-pages.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const {
  FRAMES_DIR,
  PAGE_DATA_ELEMENT_ID,
  markSlot,
  styleElement,
  withTitle,
} = require('../tooling/section-frames.cjs');

const ENTRY = '<script defer="defer" src="/main.js"></script>';

/** JSON that cannot end its `<script>` element early, nor open a comment or another element in it. */
export const scriptJson = (json) => json.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');

// Until the app starts the splash stays out of the way; a visitor the loader
// sends straight to the app sees it instead of a page in the wrong language.
const bootStyles =
  '<style>html:not([data-boot=app]) #splash { display: none; } html[data-boot=app] #root { visibility: hidden; }</style>';

/**
 * @param {{ template: string, config: object, bundle: { RENDERED_CONFIG_ID: string,
 *   pageLoaderScript: (entry: string) => string, renderedConfigJson: (config: object) => string } }} options
 *   `template`: dist/index.html; `config`: the runtime configuration the pages are rendered with;
 *   `bundle`: the host's Node build (dist-prerender/prerender.cjs)
 * @returns {(page: { title: string | null, body: string, styles: { id: string, css: string }[],
 *   rootAttributes: string, data?: Record<string, unknown> }) => string}
 *   `data`: the page data the browser's first render reads (`<script type="application/json" id="datos-pagina">`)
 */
export function pageComposer({ template, config, bundle }) {
  if (!template.includes(ENTRY) || !template.includes('<div id="root"></div>')) {
    throw new Error('host/dist/index.html no longer has the entry script or the #root element the prerender replaces.');
  }
  // The configuration of the build's (or the server's) environment; the browser
  // compares it with /config.json and renders afresh when the page shows something else.
  const start = [
    `<script type="application/json" id="${bundle.RENDERED_CONFIG_ID}">${scriptJson(bundle.renderedConfigJson(config))}</script>`,
    `<script>${bundle.pageLoaderScript('/main.js')}</script>`,
  ].join('');
  return function page({ title, body, styles, rootAttributes, data }) {
    const html = withTitle(template, title)
      .replace(ENTRY, () => `${bootStyles}${styleElement(styles)}${start}`)
      .replace('<div id="root"></div>', () => `<div id="root" ${rootAttributes}>${body}</div>`);
    if (data === undefined) return html;
    const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(JSON.stringify(data))}</script>`;
    return html.replace('</body>', () => `${element}</body>`);
  };
}

/**
 * Every file of the host's prerender, rendered with `config`: the frame of each section the configuration
 * enables (`sections/<section>.html`), then the static pages, /home last (the build counts as complete once
 * home.html exists: scripts/lib/build.mjs).
 * @param {{ template: string, config: object, bundle: object, texts: Record<string, unknown> }} options
 *   `bundle`: the host's Node build (dist-prerender/prerender.cjs); `texts`: the host's Spanish texts
 * @returns {Promise<{ file: string, path: string | null, html: string }[]>}  `path`: a static page's (/home)
 */
export async function renderHostPages({ template, config, bundle, texts }) {
  const page = pageComposer({ template, config, bundle });
  const files = [];
  for (const frame of await bundle.renderSectionFrames(config, texts)) {
    const html = page({
      title: null,
      body: markSlot(frame.body),
      styles: frame.styles,
      rootAttributes: `${bundle.SECTION_FRAME_ATTRIBUTE}="${frame.section}"`,
    });
    files.push({ file: join(FRAMES_DIR, `${frame.section}.html`), path: null, html });
  }
  for (const rendered of (await bundle.renderPages(config, texts)).reverse()) {
    const html = page({ ...rendered, rootAttributes: `data-prerendered="${rendered.path}"` });
    files.push({ file: rendered.file, path: rendered.path, html });
  }
  return files;
}
