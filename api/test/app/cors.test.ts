import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, build } from '../helper.js';

const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: `${api}/auth/inicio-sesion`,
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type,authorization',
  },
});

describe('CORS', () => {
  it('allows a listed origin with GET, POST, PUT, PATCH and the Authorization, Content-Type, Idempotency-Key and X-Request-Id headers', async (t) => {
    const app = await build(t);
    const response = await app.inject(preflight('http://localhost:3000'));
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(response.headers['access-control-allow-methods'], 'GET, POST, PUT, PATCH');
    assert.equal(
      response.headers['access-control-allow-headers'],
      'Authorization, Content-Type, Idempotency-Key, X-Request-Id',
    );
    const simple = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://127.0.0.1:3001' } });
    assert.equal(simple.headers['access-control-allow-origin'], 'http://127.0.0.1:3001');
    // the page's script may read the answer's request id (to quote it when reporting a problem) and how long
    // a lockout lasts
    assert.equal(simple.headers['access-control-expose-headers'], 'X-Request-Id, Retry-After');
  });

  it('does not allow an origin that is not listed, nor the null origin, and never answers *', async (t) => {
    const app = await build(t);
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost:3000.evil.example',
      'http://localhost:9999',
    ]) {
      const response = await app.inject(preflight(origin));
      assert.equal(response.headers['access-control-allow-origin'], undefined, origin);
      const simple = await app.inject({ method: 'GET', url: '/health', headers: { origin } });
      assert.equal(simple.headers['access-control-allow-origin'], undefined, origin);
    }
  });
});
