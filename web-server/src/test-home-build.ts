// A host build in a temporary folder, reduced to what the servers use of it, for the tests of /home.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageComposer } from './page-composer.ts';
import type { PageServer } from './page-servers.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { loadTestBundle, writeHostBuild } from './test-builds.ts';

declare global {
  /** The renders of /home by the reduced Node build below (BUNDLE_SOURCE). */
  var homeRenders: number | undefined;
}

/** The runtime configuration as far as the reduced Node build reads it. */
export const DEMO_OFF = { demo: { enabled: false } } as RuntimeConfig;

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Portal SOAT</title><script defer="defer" src="/main.js"></script></head>' +
  '<body><div id="splash"></div><div id="root"></div></body></html>';

export const SUMMARY = {
  promedio: 4.6,
  total: 128,
  recomiendan: 92,
  distribucion: [
    { estrellas: 5, cantidad: 96 },
    { estrellas: 4, cantidad: 20 },
    { estrellas: 3, cantidad: 7 },
    { estrellas: 2, cantidad: 3 },
    { estrellas: 1, cantidad: 2 },
  ],
};

/**
 * The host's Node build, reduced to what the server uses of it (as a module's
 * source, so the static server can load it from dist-prerender as it would the
 * real one). Each render is counted in `globalThis.homeRenders`.
 */
const BUNDLE_SOURCE = `
exports.routes = ['/home'];
const summaryOf = (value) =>
  value && Number.isInteger(value.total) && Array.isArray(value.distribucion)
    ? { promedio: value.promedio, total: value.total, recomiendan: value.recomiendan, distribucion: value.distribucion }
    : null;
exports.pageLoaders = {
  '/home': async ({ get }) => {
    const answer = await get('/api/calificaciones/resumen');
    const summary = answer.status === 200 ? summaryOf(answer.body) : null;
    return summary ? { data: { resumenCalificaciones: summary }, startNow: false } : null;
  },
};
let texts;
exports.prepare = async (setup) => {
  texts = setup.texts;
};
exports.render = async (address, data) => {
  const summary = data && data.resumenCalificaciones;
  if (!summary) return { title: texts.title, html: '<h1>Inicio</h1>', styles: [] };
  globalThis.homeRenders = (globalThis.homeRenders ?? 0) + 1;
  if (summary.total === 13) throw new Error('a page that cannot render');
  return {
    title: texts.title,
    html: '<h1>Inicio</h1><p>' + summary.promedio + ' de 5, ' + summary.total + ' calificaciones</p>',
    styles: [{ id: 'abc', css: '.css-abc{color:red}' }],
  };
};
exports.document = {
  configElementId: 'configuracion-prerenderizada',
  loaderScript: (entry) => 'document.documentElement.dataset.loader = ' + JSON.stringify(entry) + ';',
  renderedConfigJson: (config) => JSON.stringify({ demo: config.demo }),
  frameAttribute: 'data-section-frame',
  renderFrames: async () => [],
};`;

/** A host build in a temporary folder: dist (index.html, home.html as the build writes it, texts) and its Node build. */
export function hostBuild(root: string): { dir: string; bundle: PageServer } {
  const dir = writeHostBuild(root, BUNDLE_SOURCE, TEMPLATE);
  const bundle = { exports: loadTestBundle(BUNDLE_SOURCE) };
  const page = pageComposer({ template: TEMPLATE, config: DEMO_OFF, document: bundle.exports.document! });
  const html = page({ title: null, body: '<h1>Inicio</h1>', styles: [], rootAttributes: 'data-prerendered="/home"' });
  writeFileSync(join(dir, 'home.html'), html);
  writeFileSync(join(dir, 'home.html.gz'), gzipSync(html));
  return { dir, bundle: bundle.exports };
}
