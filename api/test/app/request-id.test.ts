import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultRateLimits } from '../../src/config/index.js';
import { api, build } from '../helper.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('answers back the id the front end sent', async (t) => {
    const app = await build(t);
    for (const id of ['0b7c2f4e-9a51-4c8e-8f0e-2d3b4a5c6d7e', 'a', 'trace:span-1.2_x', 'x'.repeat(64)]) {
      const response = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': id } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-request-id'], id);
    }
  });

  it('replaces a missing, empty, oversized or unsafe id with a fresh UUID', async (t) => {
    const app = await build(t);
    const seen = new Set<string>();
    for (const id of [undefined, '', 'x'.repeat(65), 'con espacio', 'a\u0007b', '"quoted"', 'ñandú', '{"level":60}']) {
      const headers = id === undefined ? {} : { 'x-request-id': id };
      const response = await app.inject({ method: 'GET', url: '/health', headers });
      const answered = String(response.headers['x-request-id']);
      assert.match(answered, uuid, JSON.stringify(id));
      seen.add(answered);
    }
    assert.equal(seen.size, 8, 'one fresh id per request');
  });

  it('is on error answers too: validation, unknown route, malformed URL, rate limit', async (t) => {
    // one request a minute: the second is refused by the global limit
    const app = await build(t, { rateLimits: { ...defaultRateLimits, global: { max: 1, timeWindowMs: 60_000 } } });
    const headers = (id: string) => ({ 'x-request-id': id });
    const invalid = await app.inject({
      method: 'POST',
      url: `${api}/auth/inicio-sesion`,
      payload: {},
      headers: headers('req-400'),
    });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.headers['x-request-id'], 'req-400');
    const limited = await app.inject({ method: 'GET', url: '/no-existe', headers: headers('req-429') });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['x-request-id'], 'req-429');
    const malformed = await app.inject({ method: 'GET', url: '/%', headers: headers('req-bad-url') });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.headers['x-request-id'], 'req-bad-url');
    assert.deepEqual(malformed.json(), { message: 'La dirección solicitada no es válida.' });
  });

  it('is on a 404', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/no-existe', headers: { 'x-request-id': 'req-404' } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['x-request-id'], 'req-404');
  });
});
