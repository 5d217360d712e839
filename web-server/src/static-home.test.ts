// The static server's /home: the summary composed in, its CSP, and the static page when the API is down.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { inlineScriptHashes } from './content-security-policy.ts';
import { startStaticServer } from './static-server.ts';
import { get } from './test-requests.ts';
import { hostBuild, SUMMARY } from './test-home-build.ts';

describe('the static server’s /home', () => {
  let root: string;
  let dir: string;
  let api: Server;
  let server: Server;
  let port: number;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'soat-home-server-'));
    ({ dir } = hostBuild(root));
    api = createServer((request, response) => {
      if (request.url !== '/api/calificaciones/resumen') {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"No disponible."}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(SUMMARY));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    server = await startStaticServer({
      dir,
      port: 0,
      env: { API_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/` },
    });
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    await Promise.all([server, api].map((closing) => new Promise((resolve) => closing.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends /home with the summary, revalidated by its ETag, its inline scripts allowed by the CSP', async () => {
    const answer = await get(port, '/home', { 'accept-encoding': 'br' });
    assert.equal(answer.status, 200);
    assert.match(answer.text, /128 calificaciones/);
    assert.match(answer.text, /id="datos-pagina"/);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(answer.headers['content-encoding'], 'br');
    // every script the page runs is one the policy names by its hash (the JSON blocks are not run)
    const scripts = [...answer.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\b(src|type)=/.test(attributes!),
    );
    assert.equal(scripts.length, 1);
    for (const [, , body] of scripts) {
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      assert.ok((answer.headers['content-security-policy'] as string).includes(hash));
      assert.ok(inlineScriptHashes(dir).includes(hash));
    }
    const again = await get(port, '/home', { 'accept-encoding': 'br', 'if-none-match': answer.headers.etag });
    assert.equal(again.status, 304);
  });

  it('sends the static home.html, as before, when the API is down; with the same headers but the ETag', async () => {
    const down = await startStaticServer({ dir, port: 0, env: { API_INTERNAL_URL: 'http://127.0.0.1:9/' } });
    try {
      const answer = await get((down.address() as AddressInfo).port, '/home', { 'accept-encoding': 'gzip' });
      assert.equal(answer.status, 200);
      assert.equal(answer.text, readFileSync(join(dir, 'home.html'), 'utf8'));
      assert.doesNotMatch(answer.text, /datos-pagina/);
      const composed = await get(port, '/home', { 'accept-encoding': 'gzip' });
      const same = (headers: IncomingHttpHeaders) =>
        Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => !['etag', 'date', 'content-length', 'last-modified'].includes(name))
            .map(([name, value]) => [name, name === 'content-type' ? (value as string).replace('; ', ';') : value]),
        );
      assert.deepEqual(same(composed.headers), same(answer.headers));
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });
});
