import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount, signIn, uniqueEmail } from '../../../factories.js';
import { build } from '../../../helper.js';
import { decodeHeader, decodePayload, nowSeconds } from '../../../jwt.js';

const badCredentials = { message: 'Correo o clave incorrectos.' };

describe('POST /auth/inicio-sesion', () => {
  it('answers the access token, the login name and the full name', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const response = await signIn(app, account.correoElectronico, account.clave);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['accessToken', 'nombreCompleto', 'user']);
    assert.equal(body.user, account.correoElectronico);
    assert.equal(body.nombreCompleto, account.nombreCompleto);
  });

  it('issues an HS256 access token with sub, typ, aud, iss, auth_time, iat and a 15-minute exp', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const { accessToken } = (await signIn(app, account.correoElectronico, account.clave)).json();
    assert.equal(decodeHeader(accessToken).alg, 'HS256');
    const claims = decodePayload(accessToken);
    assert.match(String(claims.sub), /^[0-9a-f-]{36}$/);
    assert.equal(claims.typ, 'access');
    assert.equal(claims.aud, 'portal-soat');
    assert.equal(claims.iss, 'portal-soat-api');
    assert.ok(Math.abs(Number(claims.iat) - nowSeconds()) <= 2);
    assert.equal(claims.auth_time, claims.iat);
    assert.equal(Number(claims.exp) - Number(claims.iat), 900);
  });

  it('treats the email case-insensitively', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const response = await signIn(app, `  ${account.correoElectronico.toUpperCase()} `, account.clave);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user, account.correoElectronico);
  });

  it('answers 401 with the same body for an unknown email and for a wrong password', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const wrongPassword = await signIn(app, account.correoElectronico, 'otra-clave-cualquiera');
    const unknownEmail = await signIn(app, uniqueEmail('nadie'), account.clave);
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(unknownEmail.statusCode, 401);
    assert.deepEqual(wrongPassword.json(), badCredentials);
    assert.deepEqual(unknownEmail.json(), badCredentials);
  });

  it('checks the password of an unknown email against a dummy hash, as for a real account', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    // Without it an unknown email would answer at once; how long each takes is measured by `npm run bench`.
    const verify = t.mock.method(app.passwordHasher, 'verify');
    await signIn(app, uniqueEmail('nadie'), account.clave);
    await signIn(app, account.correoElectronico, 'otra-clave-cualquiera');
    assert.equal(verify.mock.callCount(), 2);
    const [unknown, known] = verify.mock.calls.map((call) => call.arguments);
    assert.deepEqual(unknown, [undefined, account.clave]);
    assert.match(String(known?.[0]), /^\$argon2id\$/);
  });

  it('asks for both fields in Spanish when they are missing', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'POST', url: '/seguridad/api/v1/auth/inicio-sesion', payload: {} });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [
      { campo: 'usuario', mensaje: 'Este campo es obligatorio.' },
      { campo: 'clave', mensaje: 'Este campo es obligatorio.' },
    ]);
  });

  it('limits attempts to 10 a minute per IP and account, answering 429 in Spanish with Retry-After', async (t) => {
    const app = await build(t);
    const target = uniqueEmail('victima');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      assert.equal((await signIn(app, target, 'intento-fallido')).statusCode, 401);
    }
    const limited = await signIn(app, target.toUpperCase(), 'intento-fallido');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { message: 'Demasiados intentos. Intenta de nuevo en unos minutos.' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // Another account from the same IP is still counted apart.
    assert.equal((await signIn(app, uniqueEmail('otra'), 'intento-fallido')).statusCode, 401);
  });

  it('still applies the global per-IP limit to sign-in', async (t) => {
    const app = await build(t, {
      rateLimits: {
        ...(await import('../../../../src/config/index.js')).defaultRateLimits,
        global: { max: 3, timeWindowMs: 60_000 },
      },
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      assert.equal((await signIn(app, uniqueEmail(), 'intento-fallido')).statusCode, 401);
    }
    assert.equal((await signIn(app, uniqueEmail(), 'intento-fallido')).statusCode, 429);
  });
});
