import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount, emailsTo, postJson } from '../../factories.js';
import { build } from '../../helper.js';

describe('GET /desarrollo/correos', () => {
  it('lists the emails sent to a recipient, newest first', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const ask = () =>
      postJson(app, '/usuarios/restablecer-clave', { correoElectronico: account.correoElectronico, frontOffice: true });
    await ask();
    await app.backgroundTasks.idle();
    await ask();
    const emails = await emailsTo(app, account.correoElectronico.toUpperCase());
    assert.equal(emails.length, 2);
    const [newest, oldest] = emails;
    assert.ok(newest!.creadoEn > oldest!.creadoEn);
    assert.deepEqual(Object.keys(newest!).sort(), ['asunto', 'creadoEn', 'html', 'id', 'para', 'texto']);
    assert.equal(newest!.para, account.correoElectronico);
  });

  it('does not exist in production', async (t) => {
    const app = await build(t, { nodeEnv: 'production' });
    const response = await app.inject({ method: 'GET', url: '/desarrollo/correos' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Recurso no encontrado.' });
  });
});
