import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultRateLimits } from '../../src/config/index.js';
import { postJson } from '../factories.js';
import { api, build } from '../helper.js';
import { soatApi } from '../routes/soat/purchase-fixtures.js';

const tight = { ...defaultRateLimits, global: { max: 2, timeWindowMs: 60_000 } };

describe('Rate limits', () => {
  it('applies the global per-IP limit to every route, 404s included, in Spanish with Retry-After', async (t) => {
    const app = await build(t, { rateLimits: tight });
    assert.equal((await app.inject({ method: 'GET', url: '/no-existe' })).statusCode, 404);
    assert.equal((await postJson(app, '/usuarios', {})).statusCode, 400);
    const limited = await app.inject({ method: 'GET', url: '/otra-ruta-inventada' });
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { message: 'Demasiados intentos. Intenta de nuevo en unos minutos.' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  it('counts each client IP separately', async (t) => {
    const app = await build(t, { rateLimits: tight });
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/no-existe', remoteAddress: '10.0.0.1' });
    const other = await app.inject({ method: 'GET', url: '/no-existe', remoteAddress: '10.0.0.2' });
    assert.equal(other.statusCode, 404);
  });

  it('lets many customers behind one carrier address read, while sign-in from it stays strictly limited', async (t) => {
    const app = await build(t);
    const carrier = '181.48.0.1';
    for (let request = 1; request <= 1000; request += 1) {
      const url = ['/health', '/openapi.json', '/una-ruta-que-no-existe'][request % 3]!;
      const response = await app.inject({ method: 'GET', url, remoteAddress: carrier });
      assert.notEqual(response.statusCode, 429, `request ${request} to ${url}`);
    }
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: `${api}/auth/inicio-sesion`,
        payload: { usuario: 'ana@example.com', clave: 'no es' },
        remoteAddress: carrier,
      });
    for (let attempt = 1; attempt <= defaultRateLimits.signIn.max; attempt += 1) {
      assert.equal((await signIn()).statusCode, 401);
    }
    assert.equal((await signIn()).statusCode, 429);
  });

  it('never limits the health check and the API document', async (t) => {
    const app = await build(t, { rateLimits: tight });
    for (let request = 0; request < 5; request += 1) {
      assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode, 200);
    }
  });

  it('limits account creation to 20 a minute per IP', async (t) => {
    const app = await build(t);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      assert.equal((await app.inject({ method: 'POST', url: `${api}/usuarios`, payload: {} })).statusCode, 400);
    }
    assert.equal((await app.inject({ method: 'POST', url: `${api}/usuarios`, payload: {} })).statusCode, 429);
  });

  it("counts the gateway's events by a limit of their own, above the global one, still refusing a flood", async (t) => {
    const app = await build(t, { rateLimits: { ...tight, paymentEvents: { max: 5, timeWindowMs: 60_000 } } });
    const gateway = '52.0.0.7';
    const event = () =>
      app.inject({ method: 'POST', url: `${soatApi}/pagos/eventos`, payload: {}, remoteAddress: gateway });
    // more than the global limit (2) lets through: each is heard, and refused for its signature
    for (let sent = 1; sent <= 5; sent += 1) assert.equal((await event()).statusCode, 401, `event ${sent}`);
    assert.equal((await event()).statusCode, 429);
  });
});
