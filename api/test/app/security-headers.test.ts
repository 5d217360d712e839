import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, build } from '../helper.js';

describe('Security headers', () => {
  it('sends a locked-down CSP, nosniff, frame denial, HSTS and no-referrer', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.match(String(response.headers['strict-transport-security']), /max-age=\d{8}/);
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['x-powered-by'], undefined);
  });

  it('marks security answers, successes and errors alike, as not cacheable', async (t) => {
    const app = await build(t);
    const ok = await app.inject({
      method: 'POST',
      url: `${api}/usuarios/restablecer-clave`,
      payload: { correoElectronico: 'a@b.co', frontOffice: true },
    });
    const error = await app.inject({
      method: 'POST',
      url: `${api}/auth/inicio-sesion`,
      payload: { usuario: 'a@b.co', clave: 'nada-de-nada' },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(error.statusCode, 401);
    assert.equal(ok.headers['cache-control'], 'no-store');
    assert.equal(error.headers['cache-control'], 'no-store');
  });

  it('answers JSON with a charset', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/no-existe' });
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  });
});
