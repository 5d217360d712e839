// The HTML of one of the host's prerendered pages: dist/index.html with the
// page's markup in #root, its styles, the configuration it was rendered with,
// and the inline loader instead of the entry script (docs/decisions/005). Used
// by the host's build (host/prerender.mjs, every page and section frame) and by
// this server, which renders /home with the rating summary on request
// (home-page.ts, docs/decisions/012-ratings.md) and every page and frame again
// when it runs with another configuration than the build's (host-pages.ts).
import { join } from 'node:path';
import type { HostNodeBuild, PageStyle } from './node-builds.ts';
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

type ComposerBuild = Pick<HostNodeBuild, 'RENDERED_CONFIG_ID' | 'pageLoaderScript' | 'renderedConfigJson'>;

/**
 * `template`: dist/index.html; `config`: the runtime configuration the pages are rendered with;
 * `bundle`: the host's Node build (dist-prerender/prerender.cjs).
 */
export function pageComposer({
  template,
  config,
  bundle,
}: {
  template: string;
  config: RuntimeConfig;
  bundle: ComposerBuild;
}): (page: ComposedPage) => string {
  if (!template.includes(ENTRY) || !template.includes('<div id="root"></div>')) {
    throw new Error('host/dist/index.html no longer has the entry script or the #root element the prerender replaces.');
  }
  // The configuration of the build's (or the server's) environment; the browser
  // compares it with /config.json and renders afresh when the page shows something else.
  const start = [
    `<script type="application/json" id="${bundle.RENDERED_CONFIG_ID}">${escapeScriptJson(bundle.renderedConfigJson(config))}</script>`,
    `<script>${bundle.pageLoaderScript('/main.js')}</script>`,
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

/**
 * Every file of the host's prerender, rendered with `config`: the frame of each section the configuration
 * enables (`sections/<section>.html`), then the static pages, /home last (the build counts as complete once
 * home.html exists: scripts/lib/build.ts). `texts`: the host's Spanish texts.
 */
export async function renderHostPages({
  template,
  config,
  bundle,
  texts,
}: {
  template: string;
  config: RuntimeConfig;
  bundle: HostNodeBuild;
  texts: Record<string, unknown>;
}): Promise<HostPageFile[]> {
  const page = pageComposer({ template, config, bundle });
  const files: HostPageFile[] = [];
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
