// The host server's pages and frames rendered with its own runtime configuration (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { renderHostPages } from './page-composer.ts';
import { hostPages } from './host-pages.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { startStaticServer } from './static-server.ts';
import { loadTestBundle, TEST_TEXTS, writeHostBuild } from './test-builds.ts';
import { get } from './test-requests.ts';

declare global {
  /** The renders of the frames by the reduced Node build below (BUNDLE_SOURCE). */
  var hostRenders: number | undefined;
}

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Portal SOAT</title><script defer="defer" src="/main.js"></script></head>' +
  '<body><div id="splash"></div><div id="root"></div></body></html>';

/**
 * The host's Node build, reduced to what the prerender uses of it: its header names the Demo link as the
 * configuration says, as the real one does (host/src/shell/header.tsx). Renders are counted.
 */
const BUNDLE_SOURCE = `
const header = (config) => '<nav aria-label="Navegación principal"><a href="/tarifas">Tarifas</a>' +
  (config.demo.enabled ? '<a href="/demo">Demo</a>' : '') + '</nav>';
let prepared;
exports.routes = ['/home', '/quienes-somos'];
exports.pageLoaders = {};
exports.prepare = async ({ texts, config }) => {
  prepared = { texts, config };
};
exports.render = async (address) =>
  address === '/home'
    ? { title: prepared.texts.title, html: header(prepared.config) + '<h1>Inicio</h1>', styles: [] }
    : { title: null, html: header(prepared.config) + '<h1>Quiénes somos</h1>', styles: [] };
exports.document = {
  configElementId: 'configuracion-prerenderizada',
  frameAttribute: 'data-section-frame',
  loaderScript: (entry) => 'document.documentElement.dataset.loader = ' + JSON.stringify(entry) + ';',
  renderedConfigJson: (config) => JSON.stringify({ demo: config.demo }),
  renderFrames: async () => {
    globalThis.hostRenders = (globalThis.hostRenders ?? 0) + 1;
    return ['soat', ...(prepared.config.demo.enabled ? ['demo'] : [])].map((section) => ({
      section,
      body: header(prepared.config) + '<main><div role="status">Cargando</div></main>',
      styles: [],
    }));
  },
};`;

const loadBundle = () => loadTestBundle(BUNDLE_SOURCE);

/** A host build in a temporary folder, written as host/prerender.mts does with the build's `config`. */
async function hostBuild(root: string, config: RuntimeConfig): Promise<string> {
  const dir = writeHostBuild(root, BUNDLE_SOURCE, TEMPLATE);
  for (const { file, html } of await renderHostPages({
    template: TEMPLATE,
    config,
    server: loadBundle(),
    texts: TEST_TEXTS,
  })) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  return dir;
}

/** The main navigation's links in a page as the server sends it, before any script runs. */
const navLinks = (html: string) =>
  [.../<nav aria-label="Navegación principal">(.*?)<\/nav>/.exec(html)![1]!.matchAll(/>([^<]+)<\/a>/g)].map(
    ([, text]) => text,
  );

// the runtime configuration as far as the reduced Node build reads it
const DEMO_OFF = { demo: { enabled: false } } as RuntimeConfig;
const DEMO_ON = { demo: { enabled: true } } as RuntimeConfig;
// nothing answers there: no summary for /home, no remote pages for the sections (their frames go alone)
const NOWHERE = {
  API_BASE_URL: 'http://127.0.0.1:9/',
  AUTH_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
  SOAT_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
  CALIFICACION_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
  DEMO_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
};

describe('the host’s pages under a configuration other than the build’s', () => {
  let root: string;
  let dir: string;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'soat-host-pages-'));
    dir = await hostBuild(root, DEMO_OFF);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('are the build’s files, rendered by nobody, when the server runs with the build’s configuration', () => {
    globalThis.hostRenders = 0;
    assert.equal(hostPages({ dir, config: DEMO_OFF, server: loadBundle() }), null);
    assert.equal(globalThis.hostRenders, 0);
  });

  it('are rendered once with the server’s configuration, every frame and static page', async () => {
    globalThis.hostRenders = 0;
    const pages = hostPages({ dir, config: DEMO_ON, server: loadBundle() });
    assert.ok(pages);
    assert.deepEqual(navLinks((await pages.frame('soat'))!), ['Tarifas', 'Demo']);
    assert.deepEqual(navLinks((await pages.frame('demo'))!), ['Tarifas', 'Demo']);
    assert.deepEqual(navLinks((await pages.page('/quienes-somos'))!), ['Tarifas', 'Demo']);
    assert.match((await pages.page('/home'))!, /id="configuracion-prerenderizada">\{"demo":\{"enabled":true\}\}/);
    assert.equal(await pages.page('/tarifas'), null);
    assert.equal(globalThis.hostRenders, 1);
  });

  for (const [name, env, links] of [
    ['on', { DEMO_ENABLED: 'true' }, ['Tarifas', 'Demo']],
    ['off', { DEMO_ENABLED: 'false' }, ['Tarifas']],
  ] satisfies [string, NodeJS.ProcessEnv, string[]][]) {
    it(`are sent by the server with the demo ${name} showing the Demo link as /config.json says, on every page`, async () => {
      const server = await startStaticServer({ dir, port: 0, env: { ...NOWHERE, ...env } });
      try {
        const { port } = server.address() as AddressInfo;
        const config: RuntimeConfig = JSON.parse((await get(port, '/config.json')).text);
        assert.equal(config.demo.enabled, links.includes('Demo'));
        for (const path of ['/home', '/quienes-somos', '/soat', '/soat/consulta']) {
          const { status, text } = await get(port, path);
          assert.equal(status, 200, path);
          assert.deepEqual(navLinks(text), links, path);
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }
});
