// The static server as browsers meet it (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RuntimeConfig } from './runtime-config.ts';
import { markSlot } from './section-frames.ts';
import { startStaticServer } from './static-server.ts';
import { get, type Answer } from './test-requests.ts';

const LOADER = "document.documentElement.dataset.loader = 'yes';";
const FRAME = `<!doctype html><html lang="es"><head><title>Portal SOAT</title><script>${LOADER}</script></head><body><div id="root">${markSlot(
  '<main id="contenido"><div role="status">Cargando</div></main>',
)}</div></body></html>`;

describe('the static server’s section pages', () => {
  let dir: string;
  let server: Server;
  let port: number;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'soat-static-'));
    mkdirSync(join(dir, 'sections'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'sections', 'iniciar-sesion.html'), FRAME);
    // a remote nobody serves: the frame goes alone
    server = await startStaticServer({
      dir,
      port: 0,
      env: { AUTH_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json' },
    });
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the page compressed as the browser prefers, never in an encoding it refused', async () => {
    const br = await get(port, '/iniciar-sesion', { 'accept-encoding': 'gzip, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.body).toString(), /<html data-start="now"/);
    const gzip = await get(port, '/iniciar-sesion', { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gzip.body).toString(), /Cargando/);
    const plain = await get(port, '/iniciar-sesion');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body.toString(), /Cargando/);
    for (const answer of [br, gzip, plain]) {
      assert.equal(answer.headers.vary, 'Accept-Encoding');
      assert.equal(answer.headers['cache-control'], 'no-cache');
    }
    assert.equal(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size, 3);
  });

  it('tells search engines not to list the back office’s pages (/operador), and only those', async () => {
    for (const path of ['/operador', '/operador/ingresar']) {
      assert.equal((await get(port, path)).headers['x-robots-tag'], 'noindex, nofollow', path);
    }
    for (const path of ['/iniciar-sesion', '/operadores']) {
      assert.equal((await get(port, path)).headers['x-robots-tag'], undefined, path);
    }
  });

  it('answers a revalidation with 304 and no body, and HEAD with the headers only', async () => {
    const first = await get(port, '/iniciar-sesion', { 'accept-encoding': 'gzip' });
    const again = await get(port, '/iniciar-sesion', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag,
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const head = await get(port, '/iniciar-sesion', {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.ok(Number(head.headers['content-length']) > 0);
  });

  it('allows the frame’s inline loader by its hash in the CSP, and nothing inline besides', async () => {
    const { headers } = await get(port, '/iniciar-sesion');
    const hash = createHash('sha256').update(LOADER).digest('base64');
    assert.match(
      headers['content-security-policy'] as string,
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    const scripts = (headers['content-security-policy'] as string)
      .split(';')
      .find((part) => part.trim().startsWith('script-src'));
    assert.doesNotMatch(scripts!, /unsafe-inline/);
  });

  it('answers a request target that is no URL with a 400, and keeps serving', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.end('GET //a:99999/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.equal((await get(port, '/iniciar-sesion')).status, 200);
  });
});

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

describe('the integrators’ access (ADR 012): the rating page framed, the custom element’s files fetched', () => {
  const INTEGRATOR = 'http://localhost:5500';
  const env = {
    RATING_INTEGRATORS: JSON.stringify([{ id: 'desarrollo', clave: 'clave-de-desarrollo', origenes: [INTEGRATOR] }]),
    CALIFICACION_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
    AUTH_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
  };
  let root: string;
  let host: Server;
  let remote: Server;
  const portOf = (server: Server) => (server.address() as AddressInfo).port;
  const frameAncestors = (answer: Answer) =>
    (answer.headers['content-security-policy'] as string)
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-ancestors'));

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'soat-integrators-'));
    const hostDir = join(root, 'host', 'dist');
    mkdirSync(join(hostDir, 'sections'), { recursive: true });
    writeFileSync(join(hostDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(hostDir, 'sections', 'calificacion.html'), FRAME);
    writeFileSync(join(hostDir, 'sections', 'iniciar-sesion.html'), FRAME);
    host = await startStaticServer({ dir: hostDir, port: 0, env });
    const remoteDir = join(root, 'remote-calificacion', 'dist');
    mkdirSync(join(remoteDir, 'assets', 'i18n'), { recursive: true });
    writeFileSync(join(remoteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(remoteDir, 'soat-calificacion.js'), 'customElements.define("soat-calificacion", class {});');
    writeFileSync(join(remoteDir, 'soat-calificacion.0123abcd.js'), '/* a chunk */');
    writeFileSync(join(remoteDir, 'remoteEntry.js'), '/* the federation entry */');
    writeFileSync(join(remoteDir, 'assets', 'i18n', 'en.json'), '{}');
    remote = await startStaticServer({ dir: remoteDir, port: 0, env });
  });
  after(async () => {
    await Promise.all([host, remote].map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('lets the integrators’ pages frame the rating page on the rating remote’s own origin, and no other page', async () => {
    for (const path of ['/calificacion', '/calificacion?token=abc', '/calificacion?invalid=true']) {
      assert.equal(frameAncestors(await get(portOf(remote), path)), `frame-ancestors 'self' ${INTEGRATOR}`, path);
    }
    for (const path of ['/iniciar-sesion', '/home', '/calificaciones', '/config.json']) {
      assert.equal(frameAncestors(await get(portOf(remote), path)), "frame-ancestors 'none'", path);
    }
    // the host's rating page is the whole portal (sign-in, purchase a click away): never framed
    for (const path of ['/calificacion', '/calificacion?token=abc', '/iniciar-sesion', '/home']) {
      assert.equal(frameAncestors(await get(portOf(host), path)), "frame-ancestors 'none'", path);
    }
  });

  it('serves the element’s files, public like every static file, cached as their names say', async () => {
    for (const path of [
      '/soat-calificacion.js',
      '/soat-calificacion.0123abcd.js',
      '/config.json',
      '/assets/i18n/en.json',
    ]) {
      const answer = await get(portOf(remote), path, { origin: INTEGRATOR, 'accept-encoding': 'gzip' });
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['access-control-allow-origin'], '*', path);
    }
    const chunk = await get(portOf(remote), '/soat-calificacion.0123abcd.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get(portOf(remote), '/soat-calificacion.js')).headers['cache-control'], 'no-cache');
  });
});

describe('a build replaced in place (a redeployment of one app, docs/decisions/015)', () => {
  let dir: string;
  let server: Server;
  const path = (...parts: string[]) => join(dir, ...parts);
  /** Writes a remote's build as the build does: the page index (its stamp) last. */
  const writeBuild = ({ entry, chunk }: { entry: string; chunk: string }) => {
    writeFileSync(path('index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path('remoteEntry.js'), entry);
    writeFileSync(path(chunk), `/* ${chunk} */`);
    writeFileSync(path('prerendered', 'index.json'), JSON.stringify({ pages: [] }));
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'soat-redeploy-'));
    mkdirSync(path('prerendered'));
    writeBuild({ entry: '/* version 1 */', chunk: '1.aaaaaaaa.js' });
    server = await startStaticServer({ dir, port: 0, env: {} });
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the new build from the first request after its last file was written, with no restart', async () => {
    const port = (server.address() as AddressInfo).port;
    assert.equal((await get(port, '/remoteEntry.js')).body.toString(), '/* version 1 */');
    // a new chunk before the build is complete: still the last complete build's files
    writeFileSync(path('2.bbbbbbbb.js'), '/* 2.bbbbbbbb.js */');
    assert.equal((await get(port, '/2.bbbbbbbb.js')).status, 404);

    writeBuild({ entry: '/* version 2, longer than the first */', chunk: '2.bbbbbbbb.js' });
    const entry = await get(port, '/remoteEntry.js');
    assert.equal(entry.body.toString(), '/* version 2, longer than the first */');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await get(port, '/2.bbbbbbbb.js');
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});
