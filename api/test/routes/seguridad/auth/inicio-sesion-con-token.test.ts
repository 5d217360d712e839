import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { accessTokenFor, createAccount, postJson, putJson, requestResetToken } from '../../../factories.js';
import { build, testJwtSecret } from '../../../helper.js';
import { craftToken, decodePayload, nowSeconds } from '../../../jwt.js';

const invalidToken = { message: 'El token de acceso no es válido o expiró.' };

const renew = (app: FastifyInstance, accessToken: unknown) =>
  postJson(app, '/auth/inicio-sesion-con-token', { accessToken });

/** Claims as the API signs them, with a shorter exp than a fresh token, movable in time. */
function claimsFor(sub: string, overrides: Record<string, unknown> = {}) {
  const now = nowSeconds();
  return {
    sub,
    typ: 'access',
    aud: 'portal-soat',
    iss: 'portal-soat-api',
    auth_time: now - 60,
    sv: 0,
    iat: now,
    exp: now + 600,
    ...overrides,
  };
}

async function accountWithToken(app: FastifyInstance) {
  const account = await createAccount(app);
  const token = await accessTokenFor(app, account);
  return { account, token, sub: String(decodePayload(token).sub) };
}

describe('POST /auth/inicio-sesion-con-token', () => {
  it('renews a valid token: same user and auth_time, a later exp', async (t) => {
    const app = await build(t);
    const { account, sub } = await accountWithToken(app);
    const original = craftToken(claimsFor(sub), { secret: testJwtSecret });
    const response = await renew(app, original);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.user, account.correoElectronico);
    assert.equal(body.nombreCompleto, account.nombreCompleto);
    const before = decodePayload(original);
    const after = decodePayload(body.accessToken);
    assert.notEqual(body.accessToken, original);
    assert.equal(after.auth_time, before.auth_time);
    assert.ok(Number(after.exp) > Number(before.exp));
    assert.equal(after.sub, sub);
  });

  it('accepts a token the API just issued at sign-in', async (t) => {
    const app = await build(t);
    const { token } = await accountWithToken(app);
    assert.equal((await renew(app, token)).statusCode, 200);
  });

  it('rejects an expired token', async (t) => {
    const app = await build(t);
    const { sub } = await accountWithToken(app);
    const expired = craftToken(claimsFor(sub, { iat: nowSeconds() - 1000, exp: nowSeconds() - 10 }), {
      secret: testJwtSecret,
    });
    const response = await renew(app, expired);
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), invalidToken);
  });

  it('rejects a token whose payload was tampered with', async (t) => {
    const app = await build(t);
    const { token } = await accountWithToken(app);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify(claimsFor(randomUUID()))).toString('base64url');
    assert.deepEqual((await renew(app, `${header}.${otherPayload}.${signature}`)).json(), invalidToken);
  });

  it('rejects a token signed with another secret', async (t) => {
    const app = await build(t);
    const { sub } = await accountWithToken(app);
    const forged = craftToken(claimsFor(sub), { secret: 'another-secret-that-is-long-enough-xx' });
    assert.equal((await renew(app, forged)).statusCode, 401);
  });

  it('rejects alg "none" and HS512 tokens even with valid claims', async (t) => {
    const app = await build(t);
    const { sub } = await accountWithToken(app);
    for (const alg of ['none', 'HS512'] as const) {
      const response = await renew(app, craftToken(claimsFor(sub), { secret: testJwtSecret, alg }));
      assert.equal(response.statusCode, 401, alg);
      assert.deepEqual(response.json(), invalidToken);
    }
  });

  it('rejects tokens of another type, audience or issuer', async (t) => {
    const app = await build(t);
    const { sub } = await accountWithToken(app);
    for (const overrides of [{ typ: 'reset' }, { aud: 'otra-app' }, { iss: 'otro-emisor' }, { auth_time: 'ayer' }]) {
      const token = craftToken(claimsFor(sub, overrides), { secret: testJwtSecret });
      assert.equal((await renew(app, token)).statusCode, 401, JSON.stringify(overrides));
    }
  });

  it('rejects renewal past the absolute session limit counted from auth_time', async (t) => {
    const app = await build(t, { sessionMaxAgeSeconds: 3600 });
    const { sub } = await accountWithToken(app);
    const old = craftToken(claimsFor(sub, { auth_time: nowSeconds() - 3601 }), { secret: testJwtSecret });
    assert.deepEqual((await renew(app, old)).json(), invalidToken);
  });

  it('never issues a token that outlives the absolute session limit', async (t) => {
    const app = await build(t, { sessionMaxAgeSeconds: 3600 });
    const { sub } = await accountWithToken(app);
    const authTime = nowSeconds() - 3500;
    const response = await renew(app, craftToken(claimsFor(sub, { auth_time: authTime }), { secret: testJwtSecret }));
    assert.equal(response.statusCode, 200);
    assert.equal(decodePayload(response.json().accessToken).exp, authTime + 3600);
  });

  it('rejects tokens issued before a password reset, and renews tokens issued after it', async (t) => {
    const app = await build(t);
    const { account, sub } = await accountWithToken(app);
    const beforeReset = craftToken(claimsFor(sub, { iat: nowSeconds() - 5 }), { secret: testJwtSecret });
    assert.equal((await renew(app, beforeReset)).statusCode, 200);
    const token = await requestResetToken(app, account.correoElectronico);
    const confirmed = await putJson(app, '/usuarios/confirmar-restablecimiento-clave', {
      token,
      claveNueva: 'nueva-clave-del-llano',
    });
    assert.equal(confirmed.statusCode, 200);
    assert.deepEqual((await renew(app, beforeReset)).json(), invalidToken);
    const afterReset = await accessTokenFor(app, { ...account, clave: 'nueva-clave-del-llano' });
    assert.equal((await renew(app, afterReset)).statusCode, 200);
  });

  it('ends a session issued in the same second as a password reset', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const resetToken = await requestResetToken(app, account.correoElectronico);
    // sign-in, reset and renewal within one second of the clock, as the probe managed 5 of 5 times
    t.mock.timers.enable({ apis: ['Date'], now: Math.floor(Date.now() / 1000) * 1000 + 100 });
    const session = await accessTokenFor(app, account);
    const confirmed = await putJson(app, '/usuarios/confirmar-restablecimiento-clave', {
      token: resetToken,
      claveNueva: 'nueva-clave-del-llano',
    });
    assert.equal(confirmed.statusCode, 200);
    assert.equal(decodePayload(session).iat, nowSeconds());
    assert.deepEqual((await renew(app, session)).json(), invalidToken);
  });

  it('rejects a correctly signed token missing a claim, or issued in the future', async (t) => {
    const app = await build(t);
    const { sub } = await accountWithToken(app);
    for (const missing of ['iss', 'aud', 'sub', 'iat', 'exp', 'sv', 'auth_time']) {
      const claims: Record<string, unknown> = claimsFor(sub);
      delete claims[missing];
      const token = craftToken(claims, { secret: testJwtSecret });
      assert.deepEqual((await renew(app, token)).json(), invalidToken, `without ${missing}`);
    }
    const future = craftToken(claimsFor(sub, { iat: nowSeconds() + 3600, exp: nowSeconds() + 4200 }), {
      secret: testJwtSecret,
    });
    assert.deepEqual((await renew(app, future)).json(), invalidToken, 'iat an hour ahead');
  });

  it('rejects a valid token whose account no longer exists', async (t) => {
    const app = await build(t);
    const token = craftToken(claimsFor(randomUUID()), { secret: testJwtSecret });
    assert.deepEqual((await renew(app, token)).json(), invalidToken);
    const notUuid = craftToken(claimsFor('not-a-uuid'), { secret: testJwtSecret });
    assert.deepEqual((await renew(app, notUuid)).json(), invalidToken);
  });

  it('rejects text that is not a JWT', async (t) => {
    const app = await build(t);
    for (const accessToken of ['abc', 'a.b.c', 'x'.repeat(4000)]) {
      assert.equal((await renew(app, accessToken)).statusCode, 401);
    }
    assert.equal((await renew(app, '')).statusCode, 400);
  });

  it('limits renewals to 60 a minute per IP', async (t) => {
    const app = await build(t);
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      assert.equal((await renew(app, 'abc')).statusCode, 401);
    }
    const limited = await renew(app, 'abc');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().message, 'Demasiados intentos. Intenta de nuevo en unos minutos.');
  });
});
