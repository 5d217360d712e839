// The HTML of a page of the app that owns the document (the host): its
// dist/index.html with the page's markup in #root, its styles, the configuration
// it was rendered with, and the inline loader instead of the entry script, each
// given by its Node build's `document` (docs/serving-a-page.md). Used by the
// host's build (host/prerender.mts, every page and section frame) and by this
// server, which renders a page with its loader's data on request
// (document-pages.ts) and every page and frame again when it runs with another
// configuration than the build's (host-pages.ts).
import { join } from 'node:path';
import type { PageDocument, PageServer, PageStyle } from './page-servers.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import {
  FRAMES_DIR,
  PAGE_DATA_ELEMENT_ID,
  escapeScriptJson,
  markSlot,
  styleElement,
  withTitle,
} from './section-frames.ts';

const ENTRY = '<script defer="defer" src="/main.js"></script>';

// Until the app starts the splash stays out of the way; a visitor the loader
// sends straight to the app sees it instead of a page in the wrong language.
const bootStyles =
  '<style>html:not([data-boot=app]) #splash { display: none; } html[data-boot=app] #root { visibility: hidden; }</style>';

/** What a page of the host's is made of: its markup inside #root, and the data its first render reads. */
export interface ComposedPage {
  title: string | null;
  body: string;
  styles: PageStyle[];
  rootAttributes: string;
  /** The page data the browser's first render reads (`<script type="application/json" id="datos-pagina">`). */
  data?: Record<string, unknown>;
}

/**
 * `template`: dist/index.html; `config`: the runtime configuration the pages are rendered with;
 * `document`: the Node build's (dist-prerender/prerender.cjs).
 */
export function pageComposer({
  template,
  config,
  document,
}: {
  template: string;
  config: RuntimeConfig;
  document: Pick<PageDocument, 'configElementId' | 'loaderScript' | 'renderedConfigJson'>;
}): (page: ComposedPage) => string {
  if (!template.includes(ENTRY) || !template.includes('<div id="root"></div>')) {
    throw new Error('host/dist/index.html no longer has the entry script or the #root element the prerender replaces.');
  }
  // The configuration of the build's (or the server's) environment; the browser
  // compares it with /config.json and renders afresh when the page shows something else.
  const start = [
    `<script type="application/json" id="${document.configElementId}">${escapeScriptJson(document.renderedConfigJson(config))}</script>`,
    `<script>${document.loaderScript('/main.js')}</script>`,
  ].join('');
  return function page({ title, body, styles, rootAttributes, data }) {
    const html = withTitle(template, title)
      .replace(ENTRY, () => `${bootStyles}${styleElement(styles)}${start}`)
      .replace('<div id="root"></div>', () => `<div id="root" ${rootAttributes}>${body}</div>`);
    if (data === undefined) return html;
    const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${escapeScriptJson(JSON.stringify(data))}</script>`;
    return html.replace('</body>', () => `${element}</body>`);
  };
}

/** A file of the host's prerender. `path`: a static page's (/home); null for a section's frame. */
export interface HostPageFile {
  file: string;
  path: string | null;
  html: string;
}

/** The attributes of #root on a page rendered for `path`, which the browser takes it over by. */
export const pageRootAttributes = (path: string): string => `data-prerendered="${path}"`;

/** The file a route's page is written to, next to index.html (`/quienes-somos` → `quienes-somos.html`). */
export const routeFile = (route: string): string => `${route.replace(/^\//, '')}.html`;

/**
 * Every file of the Node build `server` of the app that owns the document, rendered with `config`: the frame
 * of each section the configuration enables (`sections/<section>.html`), then its routes' pages, the first
 * route last (the build counts as complete once that file, home.html, exists: scripts/lib/build.ts).
 * `texts`: the app's Spanish texts.
 */
export async function renderHostPages({
  template,
  config,
  server,
  texts,
}: {
  template: string;
  config: RuntimeConfig;
  server: PageServer;
  texts: Record<string, unknown>;
}): Promise<HostPageFile[]> {
  const { document } = server;
  if (!document) throw new Error('This Node build renders no document of its own: it has no `document`.');
  await server.prepare({ texts, config });
  const page = pageComposer({ template, config, document });
  const files: HostPageFile[] = [];
  for (const frame of await document.renderFrames()) {
    const html = page({
      title: null,
      body: markSlot(frame.body),
      styles: frame.styles,
      rootAttributes: `${document.frameAttribute}="${frame.section}"`,
    });
    files.push({ file: join(FRAMES_DIR, `${frame.section}.html`), path: null, html });
  }
  for (const route of [...server.routes].reverse()) {
    const { html: body, styles, title } = await server.render(route);
    const html = page({ title, body, styles, rootAttributes: pageRootAttributes(route) });
    files.push({ file: routeFile(route), path: route, html });
  }
  return files;
}
