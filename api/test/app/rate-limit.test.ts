import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultRateLimits } from '../../src/config.js';
import { api, build } from '../helper.js';

const tight = { ...defaultRateLimits, global: { max: 2, timeWindowMs: 60_000 } };

describe('Rate limits', () => {
  it('applies the global per-IP limit to every route, 404s included, in Spanish with Retry-After', async (t) => {
    const app = await build(t, { rateLimits: tight });
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/no-existe' })).statusCode, 404);
    const limited = await app.inject({ method: 'GET', url: '/otra-ruta-inventada' });
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { message: 'Demasiados intentos. Intenta de nuevo en unos minutos.' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  it('counts each client IP separately', async (t) => {
    const app = await build(t, { rateLimits: tight });
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/health', remoteAddress: '10.0.0.1' });
    const other = await app.inject({ method: 'GET', url: '/health', remoteAddress: '10.0.0.2' });
    assert.equal(other.statusCode, 200);
  });

  it('limits account creation to 20 a minute per IP', async (t) => {
    const app = await build(t);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      assert.equal((await app.inject({ method: 'POST', url: `${api}/usuarios`, payload: {} })).statusCode, 400);
    }
    assert.equal((await app.inject({ method: 'POST', url: `${api}/usuarios`, payload: {} })).statusCode, 429);
  });
});
