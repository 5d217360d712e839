// Writes the host's static pages (home, quienes-somos) as HTML after the
// browser build: the page paints from the HTML and its inlined styles, and
// the app starts when the visitor first uses the page (see
// docs/decisions/005-prerendered-pages.md). Run by `pnpm build`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const require = createRequire(import.meta.url);
const dir = import.meta.dirname;
const dist = join(dir, 'dist');
const { runtimeConfig } = require('../tooling/runtime-config.cjs');
const {
  RENDERED_CONFIG_ID,
  pageLoaderScript,
  renderPages,
  renderedConfigJson,
} = require('./dist-prerender/prerender.cjs');

const ENTRY = '<script defer="defer" src="/main.js"></script>';
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes(ENTRY) || !template.includes('<div id="root"></div>')) {
  throw new Error('host/dist/index.html no longer has the entry script or the #root element the prerender replaces.');
}

/** `</script>` inside JSON would end the block early. */
const scriptSafe = (json) => json.replaceAll('<', '\\u003c');
const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// The configuration of the build's environment; the browser compares it with
// /config.json and renders afresh when the page shows something else.
const config = runtimeConfig(process.env);
const hostTexts = JSON.parse(readFileSync(join(dir, 'public', 'assets', 'i18n', 'es.json'), 'utf8'));
const pages = await renderPages(config, hostTexts);

// Until the app starts the splash stays out of the way; a visitor the loader
// sends straight to the app sees it instead of a page in the wrong language.
const bootStyles =
  '<style>html:not([data-boot=app]) #splash { display: none; } html[data-boot=app] #root { visibility: hidden; }</style>';

for (const page of pages) {
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      ENTRY,
      [
        bootStyles,
        `<style data-emotion="css ${page.styleIds.join(' ')}">${page.css}</style>`,
        `<script type="application/json" id="${RENDERED_CONFIG_ID}">${scriptSafe(renderedConfigJson(config))}</script>`,
        `<script>${pageLoaderScript('/main.js')}</script>`,
      ].join(''),
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${page.body}</div>`);
  const file = join(dist, page.file);
  writeFileSync(file, html);
  // the static server sends pre-compressed siblings as they are
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  console.log(`Prerendered ${page.path} → dist/${page.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
}
