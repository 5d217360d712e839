import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets } from '../../../../src/db/schema.js';
import { hashResetToken } from '../../../../src/plugins/app/security/password-reset-service.js';
import { createAccount, emailsTo, putJson, requestResetToken, signIn } from '../../../factories.js';
import { build } from '../../../helper.js';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';

const invalidLink = 'El enlace para restablecer la clave no es válido o expiró.';
const confirm = (app: FastifyInstance, token: unknown, newPassword: unknown) =>
  putJson(app, '/usuarios/confirmar-restablecimiento-clave', { token, claveNueva: newPassword });

describe('PUT /usuarios/confirmar-restablecimiento-clave', () => {
  it('changes the password: the old one stops working and the new one works', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    const response = await confirm(app, token, 'cafetal-en-la-montana');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Tu clave fue actualizada. Ya puedes iniciar sesión.' });
    assert.equal((await signIn(app, account.correoElectronico, account.clave)).statusCode, 401);
    assert.equal((await signIn(app, account.correoElectronico, 'cafetal-en-la-montana')).statusCode, 200);
  });

  it('does not sign the person in and emails a notice that the password changed', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    const response = await confirm(app, token, 'cafetal-en-la-montana');
    assert.equal(response.json().accessToken, undefined);
    const [latest] = await emailsTo(app, account.correoElectronico);
    assert.equal(latest?.asunto, 'Tu clave del Portal SOAT fue cambiada');
  });

  it('accepts a token only once', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    assert.equal((await confirm(app, token, 'cafetal-en-la-montana')).statusCode, 200);
    const again = await confirm(app, token, 'otra-clave-del-cafetal');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, invalidLink);
    assert.equal(again.json().errores[0].campo, 'token');
  });

  it('lets only one of two simultaneous uses of a token succeed', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    const answers = await Promise.all([
      confirm(app, token, 'cafetal-en-la-montana'),
      confirm(app, token, 'otra-clave-del-cafetal'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
  });

  it('rejects an expired token', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    const response = await confirm(app, token, 'cafetal-en-la-montana');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      response.json().errores.map((error: { campo: string }) => error.campo),
      ['token'],
    );
    assert.equal(response.json().message, invalidLink);
  });

  it('rejects an unknown token with the same message', async (t) => {
    const app = await build(t);
    for (const token of ['x'.repeat(43), 'no-existe', '']) {
      const response = await confirm(app, token, 'cafetal-en-la-montana');
      assert.equal(response.statusCode, 400, token);
      assert.equal(response.json().message, invalidLink);
      assert.equal(response.json().errores[0].campo, 'token');
    }
  });

  it('applies the password rules to the new password and keeps the token usable', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    for (const [newPassword, message] of [
      ['corta', PASSWORD_MESSAGES['password.tooShort']],
      ['password123', 'Esta clave es muy común. Elige una más difícil de adivinar.'],
      [account.correoElectronico, 'La clave no puede ser igual a tu correo electrónico.'],
      [undefined, 'Este campo es obligatorio.'],
    ]) {
      const response = await confirm(app, token, newPassword);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().errores, [{ campo: 'claveNueva', mensaje: message }]);
    }
    assert.equal((await confirm(app, token, 'cafetal-en-la-montana')).statusCode, 200);
  });

  it('retires the other reset links of the account once one is used', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const first = await requestResetToken(app, account.correoElectronico);
    const second = await requestResetToken(app, account.correoElectronico);
    assert.equal((await confirm(app, second, 'cafetal-en-la-montana')).statusCode, 200);
    assert.equal((await confirm(app, first, 'otra-clave-del-cafetal')).statusCode, 400);
  });

  it('limits attempts to 10 per IP every 15 minutes', async (t) => {
    const app = await build(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      assert.equal((await confirm(app, 'adivinanza', 'cafetal-en-la-montana')).statusCode, 400);
    }
    const limited = await confirm(app, 'adivinanza', 'cafetal-en-la-montana');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().message, 'Demasiados intentos. Intenta de nuevo en unos minutos.');
  });
});
