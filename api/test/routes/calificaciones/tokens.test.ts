import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { defaultRateLimits } from '../../../src/config/index.js';
import { ratingTokens } from '../../../src/db/schema.js';
import { hashRatingToken } from '../../../src/plugins/app/ratings/rating-service.js';
import { badIntegratorKeyMessage, integratorForKey } from '../../../src/routes/calificaciones/tokens.js';
import { build, relaxedRateLimits, testIntegrator } from '../../helper.js';
import { mint, mintToken, readToken } from './rating-fixtures.js';

const dayMs = 24 * 60 * 60 * 1000;

describe('POST /api/calificaciones/tokens (integrators)', () => {
  it('mints a new single-use token valid 7 days, with the portal link, for a reference of the integrator', async (t) => {
    const app = await build(t);
    const response = await mint(app, { referencia: '  PEDIDO-2026-000123 ', nombre: ' Carlos ' });
    assert.equal(response.statusCode, 201, response.body);
    const { token, venceEn, enlace } = response.json();
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(enlace, `https://portal.example.co/calificacion?token=${token}`);
    const validFor = Date.parse(venceEn) - Date.now();
    assert.ok(Math.abs(validFor - 7 * dayMs) < 60_000, venceEn);
    const [row] = await app.db
      .select()
      .from(ratingTokens)
      .where(eq(ratingTokens.hash, hashRatingToken(token)));
    assert.deepEqual(
      [row!.origin, row!.integratorId, row!.reference, row!.name, row!.policyId, row!.usedAt],
      ['integrador', testIntegrator.id, 'PEDIDO-2026-000123', 'Carlos', null, null],
    );
    assert.equal((await readToken(app, token)).json().estado, 'pendiente');
  });

  it('answers the same shape whether the reference is new or known, with a new token each time', async (t) => {
    const app = await build(t);
    const reference = `PEDIDO-${Date.now()}`;
    const first = await mint(app, { referencia: reference });
    const second = await mint(app, { referencia: reference });
    const other = await mint(app, { referencia: `${reference}-otro` });
    const shape = (response: typeof first) => ({
      status: response.statusCode,
      keys: Object.keys(response.json()).sort(),
      headers: Object.keys(response.headers).sort(),
      token: /^[A-Za-z0-9_-]{43}$/.test(response.json().token),
    });
    assert.deepEqual(shape(first), shape(second));
    assert.deepEqual(shape(first), shape(other));
    assert.equal(shape(first).status, 201);
    assert.notEqual(first.json().token, second.json().token);
    // both tokens work on their own
    assert.equal((await readToken(app, first.json().token)).json().nombre, null);
    assert.equal((await readToken(app, second.json().token)).json().referencia, reference);
  });

  it('answers 401 for a missing or wrong key, with a message that does not say "token", minting nothing', async (t) => {
    const app = await build(t);
    const before = (await app.db.select({ id: ratingTokens.id }).from(ratingTokens)).length;
    for (const key of [null, '', 'clave-equivocada', `${testIntegrator.key} `, testIntegrator.key.toUpperCase()]) {
      const response = await mint(app, { referencia: 'PEDIDO-1' }, key);
      assert.equal(response.statusCode, 401, String(key));
      assert.equal(response.json().message, badIntegratorKeyMessage);
      assert.doesNotMatch(response.json().message, /token/i);
    }
    // a wrong key with a bad body is still a 401: nothing is said about the body to a stranger
    assert.equal((await mint(app, { referencia: 42 }, 'clave-equivocada')).statusCode, 401);
    assert.equal((await app.db.select({ id: ratingTokens.id }).from(ratingTokens)).length, before);
  });

  it('refuses a missing, empty or too long reference and a too long name with 400 in Spanish', async (t) => {
    const app = await build(t);
    for (const [body, field] of [
      [{}, 'referencia'],
      [{ referencia: '   ' }, 'referencia'],
      [{ referencia: 'x'.repeat(101) }, 'referencia'],
      [{ referencia: 7 }, 'referencia'],
      [{ referencia: 'PEDIDO-1', nombre: 'n'.repeat(61) }, 'nombre'],
      [{ referencia: 'PEDIDO-1', nombre: 5 }, 'nombre'],
    ] as const) {
      const response = await mint(app, body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)} → ${response.body}`);
      const errors = response.json().errores as Array<{ campo: string; mensaje: string }>;
      assert.deepEqual(
        errors.map((error) => error.campo),
        [field],
      );
      assert.match(errors[0]!.mensaje, /^(Escribe|El nombre)/);
    }
    const longest = await mintToken(app, { referencia: 'r'.repeat(100), nombre: 'n'.repeat(60) });
    assert.equal((await readToken(app, longest.token)).json().referencia, 'r'.repeat(100));
  });

  it('is limited per address, wrong keys included (429 past the limit)', async (t) => {
    const limit = 3;
    const app = await build(t, {
      rateLimits: { ...relaxedRateLimits, ratingTokens: { max: limit, timeWindowMs: 60_000 } },
    });
    assert.ok(defaultRateLimits.ratingTokens.max > 0);
    const statuses = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      const key = attempt % 2 === 0 ? 'clave-equivocada' : testIntegrator.key;
      statuses.push((await mint(app, { referencia: 'PEDIDO-1' }, key)).statusCode);
    }
    assert.deepEqual(statuses, [401, 201, 401, 429, 429]);
    const limited = await mint(app, { referencia: 'PEDIDO-1' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // another address is not limited
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/calificaciones/tokens',
      payload: { referencia: 'PEDIDO-1' },
      headers: { 'x-api-key': testIntegrator.key },
      remoteAddress: '10.9.8.7',
    });
    assert.equal(elsewhere.statusCode, 201, elsewhere.body);
  });

  it('finds the integrator by the SHA-256 of its key only', () => {
    const integrators = [
      { id: 'a', keySha256: 'a'.repeat(64), origins: [] },
      { id: 'b', keySha256: createHash('sha256').update('clave-b').digest('hex'), origins: [] },
    ];
    assert.equal(integratorForKey(integrators, 'clave-b')?.id, 'b');
    assert.equal(integratorForKey(integrators, 'a'.repeat(64)), undefined, 'the hash itself is not the key');
    assert.equal(integratorForKey(integrators, undefined), undefined);
    assert.equal(integratorForKey(integrators, ['x']), undefined);
    assert.equal(integratorForKey([], 'x'), undefined);
  });
});
