import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { accountBlockedMessage, badCredentialsMessage } from '../../../../src/routes/seguridad/auth/inicio-sesion.js';
import { createAccount, postJson, putJson, requestResetToken, uniqueEmail } from '../../../factories.js';
import { build } from '../../../helper.js';

const attempt = (app: FastifyInstance, user: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/seguridad/api/v1/auth/inicio-sesion',
    payload: { usuario: user, clave: password },
    remoteAddress: address,
  });

/** Ten wrong passwords from six addresses, as the probe did: none of them meets the per-address limit. */
async function attackFromManyAddresses(app: FastifyInstance, email: string) {
  for (let failure = 0; failure < 10; failure += 1) {
    const response = await attempt(app, email, `clave equivocada ${failure}`, `203.0.113.${failure % 6}`);
    assert.equal(response.statusCode, 401, `failure ${failure + 1}`);
  }
}

describe('POST /auth/inicio-sesion, per account', () => {
  it('blocks an account attacked from many addresses, saying in Spanish what to do', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    await attackFromManyAddresses(app, account.correoElectronico);
    for (const password of ['otra clave equivocada', account.clave]) {
      const blocked = await attempt(app, account.correoElectronico, password, '198.51.100.7');
      assert.equal(blocked.statusCode, 429);
      assert.deepEqual(blocked.json(), { message: accountBlockedMessage(15 * 60) });
      assert.ok(Number(blocked.headers['retry-after']) > 14 * 60);
    }
  });

  it('answers an email without an account the same way, revealing nothing', async (t) => {
    const app = await build(t);
    const nobody = uniqueEmail('nadie');
    await attackFromManyAddresses(app, nobody);
    const blocked = await attempt(app, nobody, 'cualquier clave', '198.51.100.7');
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().message, accountBlockedMessage(15 * 60));
  });

  it('lets the owner in from an address they signed in from before, while the account is blocked', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    assert.equal((await attempt(app, account.correoElectronico, account.clave, '192.0.2.10')).statusCode, 200);
    await attackFromManyAddresses(app, account.correoElectronico);
    assert.equal((await attempt(app, account.correoElectronico, account.clave, '192.0.2.99')).statusCode, 429);
    assert.equal((await attempt(app, account.correoElectronico, account.clave, '192.0.2.10')).statusCode, 200);
  });

  it('ends the block on time: attempts during it do not extend it', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const start = Date.now();
    t.mock.timers.enable({ apis: ['Date'], now: start });
    await attackFromManyAddresses(app, account.correoElectronico);
    t.mock.timers.tick(10 * 60_000);
    const during = await attempt(app, account.correoElectronico, 'sigue atacando', '203.0.113.50');
    assert.equal(during.statusCode, 429);
    assert.ok(Number(during.headers['retry-after']) <= 5 * 60);
    t.mock.timers.tick(5 * 60_000 + 1_000);
    assert.equal((await attempt(app, account.correoElectronico, account.clave, '198.51.100.8')).statusCode, 200);
  });

  it('lifts the block when the owner restores the password', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    await attackFromManyAddresses(app, account.correoElectronico);
    const token = await requestResetToken(app, account.correoElectronico);
    const reset = await putJson(app, '/usuarios/confirmar-restablecimiento-clave', {
      token,
      claveNueva: 'nueva-clave-del-llano',
    });
    assert.equal(reset.statusCode, 200);
    assert.equal(
      (await attempt(app, account.correoElectronico, 'nueva-clave-del-llano', '198.51.100.9')).statusCode,
      200,
    );
  });

  it('counts failures in a window: a few mistakes spread over the day never block', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    for (let failure = 0; failure < 15; failure += 1) {
      assert.equal(
        (await attempt(app, account.correoElectronico, 'me equivoqué', '203.0.113.1')).json().message,
        badCredentialsMessage,
      );
      t.mock.timers.tick(5 * 60_000);
    }
    assert.equal(
      (await postJson(app, '/auth/inicio-sesion', { usuario: account.correoElectronico, clave: account.clave }))
        .statusCode,
      200,
    );
  });
});
