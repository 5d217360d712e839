// Writes the host's prerendered HTML after the browser build (run by `pnpm build`), with its Node build
// (dist-prerender/prerender.cjs, the page-server contract):
// - its routes' pages (home, quienes-somos): the page paints from the HTML and its inlined styles, and the
//   app starts when the visitor first uses the page;
// - the frame of every remote section (sections/<section>.html): the layout with the section's placeholder,
//   which the server fills with the remote's own prerendered page.
// See docs/serving-a-page.md. An ES module (.mts) that Node 24 runs as it is: the host's package is
// CommonJS by default, and this script awaits at its top level.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { renderHostPages } from '@soat/web-server/page-composer';
import { loadPageServer } from '@soat/web-server/page-servers';
import { runtimeConfig } from '@soat/web-server/runtime-config';
import { FRAMES_DIR } from '@soat/web-server/section-frames';

const dir = import.meta.dirname;
const dist = join(dir, 'dist');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
// The configuration of the build's environment; the host's server renders the pages again with its own
// when they differ (web-server/src/host-pages.ts), and those with a loader with their data
// (web-server/src/document-pages.ts).
const config = runtimeConfig(process.env);
const texts = JSON.parse(readFileSync(join(dir, 'public', 'assets', 'i18n', 'es.json'), 'utf8')) as Record<
  string,
  unknown
>;

function write(file: string, html: string): string {
  const path = join(dist, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  // the static server sends pre-compressed siblings as they are
  writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  return `dist/${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`;
}

rmSync(join(dist, FRAMES_DIR), { recursive: true, force: true });
// written in order: home.html, the build's last file, comes last
for (const { file, path, html } of await renderHostPages({ template, config, server: loadPageServer(dist), texts })) {
  console.log(
    `${path ? `Prerendered ${path}` : `Frame of /${file.slice(FRAMES_DIR.length + 1, -5)}`} → ${write(file, html)}`,
  );
}
