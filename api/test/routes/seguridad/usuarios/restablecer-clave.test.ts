import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '../../../../src/db/schema.js';
import { createAccount, emailsTo, postJson, requestResetToken, uniqueEmail } from '../../../factories.js';
import { api, build, relaxedRateLimits } from '../../../helper.js';
import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';

const sameAnswer = { message: 'Si el correo está registrado, te enviamos un enlace para restablecer la clave.' };
const askReset = (app: Parameters<typeof postJson>[0], email: string, headers: Record<string, string> = {}) =>
  postJson(app, '/usuarios/restablecer-clave', { correoElectronico: email, frontOffice: true }, headers);

describe('POST /usuarios/restablecer-clave', () => {
  it('answers the same for an unknown email and sends nothing', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const unknown = uniqueEmail('nadie');
    const known = await askReset(app, account.correoElectronico);
    const missing = await askReset(app, unknown);
    assert.equal(known.statusCode, 200);
    assert.equal(missing.statusCode, 200);
    assert.deepEqual(known.json(), sameAnswer);
    assert.deepEqual(missing.json(), sameAnswer);
    assert.equal((await emailsTo(app, unknown)).length, 0);
    assert.equal((await emailsTo(app, account.correoElectronico)).length, 1);
  });

  it('emails a Spanish message with a link built from PORTAL_URL, never from the Host header', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    await askReset(app, account.correoElectronico.toUpperCase(), {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    const [email] = await emailsTo(app, account.correoElectronico);
    assert.ok(email);
    assert.equal(email.asunto, 'Restablece tu clave del Portal SOAT');
    assert.match(email.texto, /^Hola, Ana María Gómez:/);
    assert.match(email.texto, /https:\/\/portal\.example\.co\/restablecer-clave\?token=[A-Za-z0-9_-]{43}\n/);
    assert.match(email.html, /href="https:\/\/portal\.example\.co\/restablecer-clave\?token=[A-Za-z0-9_-]{43}"/);
    assert.ok(!email.texto.includes('evil.example') && !email.html.includes('evil.example'));
  });

  it('stores only the SHA-256 of the token, tied to the account and expiring after the configured time', async (t) => {
    const app = await build(t, { resetTokenTtlSeconds: 600 });
    const account = await createAccount(app);
    const token = await requestResetToken(app, account.correoElectronico);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.correoElectronico));
    const rows = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, user!.id));
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.tokenHash, createHash('sha256').update(token).digest('hex'));
    assert.ok(!JSON.stringify(rows).includes(token));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    assert.ok(Math.abs(lifetime - 600_000) < 5_000, `lifetime ${lifetime} ms`);
  });

  it('requires a valid email and frontOffice set to true', async (t) => {
    const app = await build(t);
    const response = await postJson(app, '/usuarios/restablecer-clave', {
      correoElectronico: 'no-es-correo',
      frontOffice: false,
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [
      { campo: 'correoElectronico', mensaje: CONTACT_MESSAGES['email.format'] },
      { campo: 'frontOffice', mensaje: 'Este campo debe ser verdadero.' },
    ]);
  });

  it('allows 5 requests per email and IP every 15 minutes, then answers 429 with Retry-After', async (t) => {
    const app = await build(t);
    const email = uniqueEmail('inundada');
    for (let attempt = 1; attempt <= 5; attempt += 1) assert.equal((await askReset(app, email)).statusCode, 200);
    const limited = await askReset(app, email.toUpperCase());
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().message, 'Demasiados intentos. Intenta de nuevo en unos minutos.');
    assert.ok(Number(limited.headers['retry-after']) > 14 * 60);
    assert.equal((await askReset(app, uniqueEmail('otra'))).statusCode, 200);
  });

  it('gives one account at most 3 live links and 5 emails an hour, answering every request the same', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const account = await createAccount(app);
    const ask = async (times: number) => {
      for (let attempt = 1; attempt <= times; attempt += 1) {
        assert.deepEqual((await askReset(app, account.correoElectronico)).json(), sameAnswer);
        await app.backgroundTasks.idle();
      }
    };
    const resetEmails = async () =>
      (await emailsTo(app, account.correoElectronico)).filter((email) =>
        email.asunto.startsWith('Restablece tu clave'),
      );
    await ask(6);
    assert.equal((await resetEmails()).length, 3, 'three live links at once');

    // using one link retires the others: two more may be sent this hour, and no more
    const [latest] = await resetEmails();
    const token = latest!.texto.match(/token=([A-Za-z0-9_-]+)/)![1];
    await app.inject({
      method: 'PUT',
      url: `${api}/usuarios/confirmar-restablecimiento-clave`,
      payload: { token, claveNueva: 'nueva-clave-del-llano' },
    });
    await ask(4);
    assert.equal((await resetEmails()).length, 5, 'five emails in the hour');
    const tokens = await app.db.select().from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId));
    assert.equal(tokens.filter((row) => row.users.email === account.correoElectronico).length, 5);
  });
});
