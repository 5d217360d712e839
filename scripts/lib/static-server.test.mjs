// The static server as browsers meet it (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { startStaticServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { markSlot } = require('../../tooling/section-frames.cjs');

const LOADER = "document.documentElement.dataset.loader = 'yes';";
const FRAME = `<!doctype html><html lang="es"><head><title>Portal SOAT</title><script>${LOADER}</script></head><body><div id="root">${markSlot(
  '<main id="contenido"><div role="status">Cargando</div></main>',
)}</div></body></html>`;

/** One request, the answer's status, headers and body as bytes. */
function get(port, path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the static server’s section pages', () => {
  let dir;
  let server;
  let port;
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
    port = server.address().port;
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
      headers['content-security-policy'],
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    const scripts = headers['content-security-policy'].split(';').find((part) => part.trim().startsWith('script-src'));
    assert.doesNotMatch(scripts, /unsafe-inline/);
  });

  it('answers a request target that is no URL with a 400, and keeps serving', async () => {
    const answer = await new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.end('GET //a:99999/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.equal((await get(port, '/iniciar-sesion')).status, 200);
  });
});
