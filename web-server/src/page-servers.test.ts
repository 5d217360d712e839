// The one contract every front end's Node build is loaded through (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { PageConfig } from '@soat/shared/page-server';
import { loadPageServer } from './page-servers.ts';
import { startStaticServer } from './static-server.ts';

/** A remote's Node build as the page-server contract asks it to be. */
const PAGE_SERVER = `module.exports = {
  routes: ['/pagos/:id'],
  pageLoaders: { '/pagos/:id': async () => null },
  prepare: async () => {},
  render: async () => ({ html: '<p>Pago</p>', styles: [], title: null }),
};`;

/** A build that exports something else: its `./routes` module alone. */
const NOT_A_PAGE_SERVER = `module.exports = {
  routesModule: { pageLoaders: { '/pagos/:id': async () => null } },
};`;

/** A remote's build from before the contract (tooling/prerender-remote-entry.js then): its `./routes` module and two functions. */
const EARLIER_REMOTE_BUILD = `module.exports = {
  routesModule: {
    default: 'rutas',
    prerenderedPages: ['/pagos/:id'],
    pageLoaders: { '/pagos/:id': async () => null },
    preloadPage: async () => { globalThis.earlierPreloaded = true; },
  },
  prepareRemoteRendering: async (namespace, texts, apiBaseUrl) => {
    globalThis.earlierPrepared = { namespace, texts, apiBaseUrl };
  },
  renderRemotePage: (routes, address, data) => ({ html: routes + ' ' + address + ' ' + data.estado, styles: [], title: null }),
};`;

declare global {
  /** What the earlier remote build above was prepared with, and whether it preloaded its pages. */
  var earlierPrepared: unknown;
  var earlierPreloaded: boolean | undefined;
}

describe('a front end’s Node build', () => {
  let root: string;
  let dir: string;
  const writeBuild = (source: string) =>
    writeFileSync(join(root, 'remote-soat', 'dist-prerender', 'prerender.cjs'), source);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'soat-page-servers-'));
    dir = join(root, 'remote-soat', 'dist');
    mkdirSync(join(dir, 'prerendered'), { recursive: true });
    mkdirSync(join(root, 'remote-soat', 'dist-prerender'));
    const page = { path: '/pagos/:id', query: [], file: 'pagos/$id.json', render: true };
    writeFileSync(join(dir, 'prerendered', 'index.json'), JSON.stringify({ pages: [page] }));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is loaded through the page-server contract when it exports it', () => {
    writeBuild(PAGE_SERVER);
    const server = loadPageServer(dir);
    assert.deepEqual(server.routes, ['/pagos/:id']);
    assert.equal(typeof server.pageLoaders['/pagos/:id'], 'function');
  });

  it('is refused, with what it lacks, when it does not export the contract', () => {
    writeBuild(NOT_A_PAGE_SERVER);
    assert.throws(
      () => loadPageServer(dir),
      (error: Error) =>
        error.message.includes(join('remote-soat', 'dist-prerender', 'prerender.cjs')) &&
        error.message.includes('is not a page server (@soat/shared/page-server)') &&
        error.message.includes('`routes` is not a list of paths') &&
        error.message.includes('`pageLoaders` is not an object of loaders') &&
        error.message.includes('`render` is not a function'),
    );
  });

  it('from a remote built before the contract is still loaded through it (a remote delivered alone, ADR 015)', async () => {
    writeBuild(EARLIER_REMOTE_BUILD);
    const server = loadPageServer(dir);
    assert.deepEqual(server.routes, ['/pagos/:id']);
    await server.prepare({ texts: { a: 'b' }, config: {} as PageConfig, apiBaseUrl: 'https://api.test/' });
    assert.deepEqual(globalThis.earlierPrepared, {
      namespace: 'soat',
      texts: { a: 'b' },
      apiBaseUrl: 'https://api.test/',
    });
    assert.equal(globalThis.earlierPreloaded, true);
    assert.equal((await server.render('/pagos/1', { estado: 'APROBADO' })).html, 'rutas /pagos/1 APROBADO');
  });

  it('is refused when half of a document is there', () => {
    writeBuild(PAGE_SERVER.replace('render:', "document: { configElementId: 'c' },\n  render:"));
    assert.throws(
      () => loadPageServer(dir),
      /`document\.loaderScript` is not a function; .*`document\.frameAttribute` is not a string/,
    );
  });

  it('keeps the server from starting when it does not export the contract', async () => {
    writeBuild(NOT_A_PAGE_SERVER);
    await assert.rejects(startStaticServer({ dir, port: 0, env: {} }), /is not a page server/);
  });
});
