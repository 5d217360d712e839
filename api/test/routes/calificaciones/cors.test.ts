import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, testIntegrator } from '../../helper.js';

const preflight = (url: string, origin: string, headers = 'content-type') => ({
  method: 'OPTIONS' as const,
  url,
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
});

const browserEndpoints = [
  ['POST', '/api/calificaciones/consultas'],
  ['POST', '/api/calificaciones'],
  ['GET', '/api/calificaciones/resumen'],
] as const;

describe("CORS of the ratings endpoints (integrators' pages)", () => {
  it("lets an integrator's origin call the endpoints a browser uses: read, rate and the summary", async (t) => {
    const app = await build(t);
    for (const [method, url] of browserEndpoints) {
      const allowed = await app.inject(preflight(url, testIntegrator.origin));
      assert.equal(allowed.statusCode, 204, url);
      assert.equal(allowed.headers['access-control-allow-origin'], testIntegrator.origin, url);
      assert.match(String(allowed.headers['access-control-allow-headers']), /Content-Type/);
      const simple = await app.inject({
        method,
        url,
        headers: { origin: testIntegrator.origin },
        ...(method === 'POST' ? { payload: { token: 'nada' } } : {}),
      });
      assert.equal(simple.headers['access-control-allow-origin'], testIntegrator.origin, url);
      assert.match(String(simple.headers.vary), /Origin/i);
    }
  });

  it("never answers CORS to an integrator's origin on tokens, nor on any other endpoint", async (t) => {
    const app = await build(t);
    const minting = await app.inject(preflight('/api/calificaciones/tokens', testIntegrator.origin, 'x-api-key'));
    assert.equal(minting.headers['access-control-allow-origin'], undefined);
    const minted = await app.inject({
      method: 'POST',
      url: '/api/calificaciones/tokens',
      payload: { referencia: 'PEDIDO-1' },
      headers: { origin: testIntegrator.origin, 'x-api-key': testIntegrator.key },
    });
    // the integrator's server gets its token; a browser on its pages could not read it
    assert.equal(minted.statusCode, 201);
    assert.equal(minted.headers['access-control-allow-origin'], undefined);
    for (const url of [
      '/soat/api/v1/tarifas',
      '/health',
      '/seguridad/api/v1/auth/inicio-sesion',
      '/api/calificaciones/',
    ]) {
      const response = await app.inject(preflight(url, testIntegrator.origin));
      assert.equal(response.headers['access-control-allow-origin'], undefined, url);
    }
    // nor to an origin nobody configured, on the rating endpoints
    for (const [, url] of browserEndpoints) {
      for (const origin of ['https://evil.example', 'null', `${testIntegrator.origin}.evil.example`]) {
        const response = await app.inject(preflight(url, origin));
        assert.equal(response.headers['access-control-allow-origin'], undefined, `${url} ${origin}`);
      }
    }
  });

  it("keeps the portal's origins everywhere, tokens included", async (t) => {
    const app = await build(t);
    for (const url of ['/api/calificaciones/consultas', '/api/calificaciones/tokens', '/seguridad/api/v1/usuarios']) {
      const response = await app.inject(preflight(url, 'http://localhost:3000'));
      assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000', url);
    }
  });

  it('allows no integrator origin when none is configured', async (t) => {
    const app = await build(t, { ratingIntegrators: [] });
    const response = await app.inject(preflight('/api/calificaciones/consultas', testIntegrator.origin));
    assert.equal(response.headers['access-control-allow-origin'], undefined);
    const minted = await app.inject({
      method: 'POST',
      url: '/api/calificaciones/tokens',
      payload: { referencia: 'PEDIDO-1' },
      headers: { 'x-api-key': testIntegrator.key },
    });
    assert.equal(minted.statusCode, 401);
  });
});
