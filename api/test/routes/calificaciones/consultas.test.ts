import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { ratingTokens } from '../../../src/db/schema.js';
import { hashRatingToken } from '../../../src/plugins/app/ratings/rating-service.js';
import { build, testIntegrator } from '../../helper.js';
import { expireToken, mintToken, rate, readToken } from './rating-fixtures.js';

describe('POST /api/calificaciones/consultas', () => {
  it('reads a new token as pending, with its reference, first name and expiry, and never stores it in clear', async (t) => {
    const app = await build(t);
    const minted = await mintToken(app, { referencia: 'PEDIDO-77', nombre: 'Luisa' });
    const response = await readToken(app, minted.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      estado: 'pendiente',
      referencia: 'PEDIDO-77',
      nombre: 'Luisa',
      venceEn: minted.venceEn,
      calificacion: null,
    });
    assert.equal(response.headers['cache-control'], 'no-store');
    // only the token's SHA-256 is kept
    const rows = await app.db
      .select()
      .from(ratingTokens)
      .where(eq(ratingTokens.hash, hashRatingToken(minted.token)));
    assert.equal(rows.length, 1);
    assert.match(rows[0]!.hash, /^[0-9a-f]{64}$/);
    assert.ok(!JSON.stringify(rows).includes(minted.token));
    assert.deepEqual([rows[0]!.origin, rows[0]!.integratorId], ['integrador', testIntegrator.id]);
  });

  it('reads a used token as rated, with what was sent (not an error)', async (t) => {
    const app = await build(t);
    const { token } = await mintToken(app);
    const sent = await rate(app, { token, estrellas: 4, comentario: '  Rápido y claro.  ', recomendaria: true });
    assert.equal(sent.statusCode, 201, sent.body);
    const response = await readToken(app, token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.estado, 'calificada');
    assert.deepEqual(body.calificacion, {
      estrellas: 4,
      comentario: 'Rápido y claro.',
      recomendaria: true,
      enviadaEn: sent.json().enviadaEn,
    });
  });

  it('answers 401 with a message about the token for an expired, unknown or forged token', async (t) => {
    const app = await build(t);
    const { token } = await mintToken(app);
    await expireToken(app, token);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [token, forged, 'A'.repeat(43), 'no-es-un-token', '', 'x'.repeat(5000)]) {
      const response = await readToken(app, candidate);
      assert.equal(response.statusCode, 401, candidate);
      assert.equal(response.json().message, 'El token de calificación no es válido o ha vencido.');
      assert.match(response.json().message, /token/);
    }
  });

  it('answers 400 in Spanish without a token', async (t) => {
    const app = await build(t);
    for (const payload of [{}, { token: 42 }, { token: null }]) {
      const response = await app.inject({ method: 'POST', url: '/api/calificaciones/consultas', payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().errores, [
        { campo: 'token', mensaje: 'Falta el token de calificación del enlace.' },
      ]);
    }
    const notAnObject = await app.inject({
      method: 'POST',
      url: '/api/calificaciones/consultas',
      headers: { 'content-type': 'application/json' },
      payload: '"token"',
    });
    assert.equal(notAnObject.statusCode, 400);
  });
});
