// The static server's pages rendered on request, with the data of the resource they show (a remote's
// server renders them, the host's asks it), as browsers and the other servers meet them (node:test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RuntimeConfig } from './runtime-config.ts';
import { startStaticServer } from './static-server.ts';
import { get } from './test-requests.ts';
import { FRAME } from './test-section-frame.ts';

describe('a resource’s page rendered on request (a remote’s server and the host’s)', () => {
  // the key the portal's servers share (render-key.ts), as `npm start` makes one
  const RENDER_KEY = 'clave-de-prueba-de-los-servidores-del-portal';
  const withKey = { 'x-render-key': RENDER_KEY };
  let root: string;
  let api: Server;
  let apiAsked: (string | undefined)[];
  let remote: Server;
  let host: Server;
  const portOf = (server: Server) => (server.address() as AddressInfo).port;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'soat-rendered-'));
    // the API the remote's loader reads from
    apiAsked = [];
    api = createServer((request, response) => {
      apiAsked.push(request.url);
      const found = request.url === '/recursos/ana';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found ? { nombre: 'Ana</script>' } : { message: 'No existe.' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    // the remote's build: its index, the pattern's loading state, its texts and (reduced) Node build
    const remoteDir = join(root, 'remote-soat', 'dist');
    mkdirSync(join(remoteDir, 'prerendered', 'cotizar-soat', 'pagos'), { recursive: true });
    mkdirSync(join(remoteDir, 'assets', 'i18n'), { recursive: true });
    mkdirSync(join(root, 'remote-soat', 'dist-prerender'));
    writeFileSync(join(remoteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(remoteDir, 'assets', 'i18n', 'es.json'), '{}');
    const page = { path: '/cotizar-soat/pagos/:id', query: [], file: 'cotizar-soat/pagos/$id.json' };
    writeFileSync(join(remoteDir, 'prerendered', 'index.json'), JSON.stringify({ pages: [{ ...page, render: true }] }));
    writeFileSync(
      join(remoteDir, 'prerendered', page.file),
      JSON.stringify({ ...page, title: null, html: '<p>Cargando el pago</p>', styles: [] }),
    );
    writeFileSync(
      join(root, 'remote-soat', 'dist-prerender', 'prerender.cjs'),
      `module.exports = {
        routes: ['/cotizar-soat/pagos/:id'],
        pageLoaders: {
          '/cotizar-soat/pagos/:id': async ({ params, get }) => {
            if (params.id === 'falso') return { redirect: '/cotizar-soat?invalido=true' };
            const { status, body } = await get('/recursos/' + params.id);
            return status === 200 ? { data: body, startNow: false } : null;
          },
          // a render held until the test lets it go (globalThis.soatRenderGate), counted while it waits
          '/cotizar-soat/lento/:id': async () => {
            globalThis.soatRendersWaiting = (globalThis.soatRendersWaiting ?? 0) + 1;
            await globalThis.soatRenderGate;
            globalThis.soatRendersWaiting -= 1;
            return { data: { nombre: 'Lento' }, startNow: false };
          },
        },
        prepare: async () => {},
        render: async (address, data) => ({ html: '<h1>Pago de ' + data.nombre.length + '</h1>', styles: [], title: 'Pago' }),
      };`,
    );
    remote = await startStaticServer({
      dir: remoteDir,
      port: 0,
      env: { API_BASE_URL: `http://127.0.0.1:${portOf(api)}/`, RENDER_KEY },
    });
    // the host, with its frame of the section
    const hostDir = join(root, 'host', 'dist');
    mkdirSync(join(hostDir, 'sections'), { recursive: true });
    writeFileSync(join(hostDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(hostDir, 'sections', 'cotizar-soat.html'), FRAME);
    host = await startStaticServer({
      dir: hostDir,
      port: 0,
      env: { SOAT_MANIFEST_URL: `http://127.0.0.1:${portOf(remote)}/mf-manifest.json`, RENDER_KEY },
    });
  });
  after(async () => {
    await Promise.all([api, remote, host].map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the page with its data, stored by nobody and readable by no other origin', async () => {
    const answer = await get(portOf(host), '/cotizar-soat/pagos/ana');
    const html = answer.body.toString();
    assert.equal(answer.status, 200);
    assert.match(html, /<h1>Pago de 12<\/h1>/);
    assert.match(
      html,
      /<script type="application\/json" id="datos-pagina">\{"nombre":"Ana\\u003c\/script\\u003e"\}<\/script>/,
    );
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.headers.etag, undefined);
    assert.equal(answer.headers['access-control-allow-origin'], undefined);
  });

  it('sends the visitor on with a 303, stored by nobody, where the loader says (a refused link)', async () => {
    const answer = await get(portOf(host), '/cotizar-soat/pagos/falso');
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.location, '/cotizar-soat?invalido=true');
    assert.equal(answer.headers['cache-control'], 'no-store');
  });

  it('sends the loading state for a resource the loader does not render, and to a HEAD, which renders nothing', async () => {
    const missing = await get(portOf(host), '/cotizar-soat/pagos/nadie');
    assert.match(missing.body.toString(), /<html data-start="now"[\s\S]*Cargando el pago/);
    const asked = apiAsked.length;
    const head = await get(portOf(host), '/cotizar-soat/pagos/ana', {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers['cache-control'], 'no-cache');
    assert.equal(apiAsked.length, asked);
  });

  it('reaches the remote at its internal address when the browsers’ address is not this server’s (containers)', async () => {
    const hostDir = join(root, 'host', 'dist');
    const browsersAddress = 'http://127.0.0.1:9/mf-manifest.json';
    const containerHost = await startStaticServer({
      dir: hostDir,
      port: 0,
      env: {
        SOAT_MANIFEST_URL: browsersAddress,
        SOAT_INTERNAL_MANIFEST_URL: `http://127.0.0.1:${portOf(remote)}/mf-manifest.json`,
        RENDER_KEY,
      },
    });
    try {
      const page = await get(portOf(containerHost), '/cotizar-soat/pagos/ana');
      assert.match(page.body.toString(), /<h1>Pago de 12<\/h1>/);
      const config: RuntimeConfig = JSON.parse((await get(portOf(containerHost), '/config.json')).body.toString());
      assert.equal(config.remotes.soat, browsersAddress);
    } finally {
      await new Promise((resolve) => containerHost.close(resolve));
    }
  });

  it('answers the host only: nothing for other origins, GET only, and a path that is no page never stops it', async () => {
    const rendered = await get(portOf(remote), '/prerendered/render/cotizar-soat/pagos/ana', withKey);
    assert.equal(rendered.status, 200);
    assert.equal(rendered.headers['access-control-allow-origin'], undefined);
    assert.equal(
      (await get(portOf(remote), '/prerendered/render/cotizar-soat/pagos/ana', withKey, 'HEAD')).status,
      405,
    );
    for (const path of ['/prerendered/render//a:99999/x', '/prerendered/render//otro.test/cotizar-soat/pagos/ana']) {
      assert.equal((await get(portOf(remote), path, withKey)).status, 404, path);
    }
    assert.equal((await get(portOf(remote), '/prerendered/render/cotizar-soat/pagos/ana', withKey)).status, 200);
  });

  it("renders nothing without the portal's render key: a browser, a wrong key or a server that has none get a 404", async () => {
    const path = '/prerendered/render/cotizar-soat/pagos/ana';
    const asked = apiAsked.length;
    for (const headers of [{}, { 'x-render-key': `${RENDER_KEY}x` }, { 'x-render-key': '' }]) {
      const refused = await get(portOf(remote), path, headers);
      assert.equal(refused.status, 404, JSON.stringify(headers));
      assert.doesNotMatch(refused.text, /Ana/);
      assert.equal(refused.headers['cache-control'], 'no-store');
      assert.equal(refused.headers['access-control-allow-origin'], undefined);
    }
    // and nothing was read from the API for them
    assert.equal(apiAsked.length, asked);
    // a host without the key sends the page in its loading state: the app starts and asks the API itself
    const keyless = await startStaticServer({
      dir: join(root, 'host', 'dist'),
      port: 0,
      env: { SOAT_MANIFEST_URL: `http://127.0.0.1:${portOf(remote)}/mf-manifest.json` },
    });
    try {
      const page = await get(portOf(keyless), '/cotizar-soat/pagos/ana');
      assert.match(page.text, /<html data-start="now"[\s\S]*Cargando el pago/);
      assert.doesNotMatch(page.text, /Pago de 12/);
    } finally {
      await new Promise((resolve) => keyless.close(resolve));
    }
  });

  it('answers 503 with Retry-After while it renders as many pages as it may at once, and renders again after', async () => {
    const gate = globalThis as { soatRenderGate?: Promise<void>; soatRendersWaiting?: number };
    let release = () => {};
    gate.soatRenderGate = new Promise<void>((resolve) => (release = resolve));
    const slow = (id: number) => get(portOf(remote), `/prerendered/render/cotizar-soat/lento/${id}`, withKey);
    const held = [1, 2, 3, 4].map(slow);
    try {
      while ((gate.soatRendersWaiting ?? 0) < 4) await new Promise((resolve) => setTimeout(resolve, 10));
      const busy = await slow(5);
      assert.equal(busy.status, 503);
      assert.equal(busy.headers['retry-after'], '1');
      assert.equal(busy.headers['cache-control'], 'no-store');
    } finally {
      release();
    }
    assert.deepEqual(
      (await Promise.all(held)).map((answer) => answer.status),
      [200, 200, 200, 200],
    );
    assert.equal((await slow(6)).status, 200);
  });
});
