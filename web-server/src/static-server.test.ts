// The static server as browsers meet it (run by `npm test` with node:test). The pages a server renders on
// request: static-server-rendered-pages.test.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startStaticServer } from './static-server.ts';
import { get, type Answer } from './test-requests.ts';
import { FRAME, LOADER } from './test-section-frame.ts';

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
