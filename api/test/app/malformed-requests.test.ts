import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '../../src/lib/security-headers.js';
import { unsupportedCharsetMessage } from '../../src/plugins/external/utf8-json.js';
import { api, build } from '../helper.js';

/** Sends bytes as they are (no client would send them) and parses the answer. */
async function rawRequest(app: FastifyInstance, text: string) {
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => socket.end(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as { message: string } };
}

async function listening(t: Parameters<typeof build>[0]) {
  const app = await build(t);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

function assertSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(securityHeaders)) assert.equal(headers[name], value, name);
}

const signInPath = `${api}/auth/inicio-sesion`;

describe('Requests malformed below the routes', () => {
  it('answers a malformed URL (GET /%) in Spanish JSON with every security header', async (t) => {
    const app = await listening(t);
    const answer = await rawRequest(app, 'GET /% HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n');
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'La dirección solicitada no es válida.');
    assertSecurityHeaders(answer.headers);
  });

  for (const [what, contentLength] of [
    ['not a number', 'abc'],
    ['shorter than the body', '2'],
  ]) {
    it(`answers a Content-Length ${what} in Spanish JSON with every security header`, async (t) => {
      const app = await listening(t);
      const body = '{"usuario":"a@b.co","clave":"x"}';
      const answer = await rawRequest(
        app,
        `POST ${signInPath} HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n${body}`,
      );
      assert.equal(answer.status, 400);
      assert.match(answer.body.message, /^La solicitud HTTP no es válida/);
      assertSecurityHeaders(answer.headers);
    });
  }

  it('refuses a JSON body declared in another charset with a 415, instead of misreading it', async (t) => {
    const app = await build(t);
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"']) {
      const response = await app.inject({
        method: 'POST',
        url: signInPath,
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: '{"usuario":"a@b.co","clave":"x"}',
      });
      assert.equal(response.statusCode, 415, charset);
      assert.deepEqual(response.json(), { message: unsupportedCharsetMessage });
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    const utf8 = await app.inject({
      method: 'POST',
      url: signInPath,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      payload: '{"usuario":"a@b.co","clave":"x"}',
    });
    assert.equal(utf8.statusCode, 401);
  });
});
