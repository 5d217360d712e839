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
    assert.deepEqual(Object.keys(newest!).sort(), ['adjuntos', 'asunto', 'creadoEn', 'html', 'id', 'para', 'texto']);
    assert.equal(newest!.para, account.correoElectronico);
    assert.deepEqual(newest!.adjuntos, []);
  });

  it('does not exist unless DEV_OUTBOX asks for it, whatever NODE_ENV says', async (t) => {
    for (const nodeEnv of ['development', 'test', 'production'] as const) {
      const app = await build(t, { nodeEnv, devOutbox: false });
      const response = await app.inject({ method: 'GET', url: '/desarrollo/correos?para=ana%40example.com' });
      assert.equal(response.statusCode, 404, nodeEnv);
      assert.deepEqual(response.json(), { message: 'Recurso no encontrado.' });
      const { paths, tags } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
      assert.equal(paths['/desarrollo/correos'], undefined, nodeEnv);
      assert.ok(!tags.some((tag: { name: string }) => tag.name === 'desarrollo'), nodeEnv);
    }
  });

  it('never lists the whole outbox: the recipient is required and unknown filters are refused', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    await postJson(app, '/usuarios/restablecer-clave', {
      correoElectronico: account.correoElectronico,
      frontOffice: true,
    });
    await app.backgroundTasks.idle();
    for (const query of ['', '?to=x', '?para=&to=x', `?para=${encodeURIComponent(account.correoElectronico)}&todo=1`]) {
      const response = await app.inject({ method: 'GET', url: `/desarrollo/correos${query}` });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().correos, undefined);
    }
  });
});
