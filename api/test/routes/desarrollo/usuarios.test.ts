import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount, signIn } from '../../factories.js';
import { build } from '../../helper.js';

const deleteAccount = (app: Awaited<ReturnType<typeof build>>, email: string) =>
  app.inject({ method: 'DELETE', url: `/desarrollo/usuarios?correoElectronico=${encodeURIComponent(email)}` });

describe('DELETE /desarrollo/usuarios', () => {
  it('deletes a test account by its email, which then no longer signs in, and answers 404 the second time', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    assert.equal((await signIn(app, account.correoElectronico, account.clave)).statusCode, 200);
    const deleted = await deleteAccount(app, ` ${account.correoElectronico.toUpperCase()} `);
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal((await signIn(app, account.correoElectronico, account.clave)).statusCode, 401);
    const again = await deleteAccount(app, account.correoElectronico);
    assert.equal(again.statusCode, 404);
    assert.deepEqual(again.json(), { message: 'No hay una cuenta con ese correo.' });
  });

  it('does not exist unless DEV_OUTBOX asks for it, whatever NODE_ENV says', async (t) => {
    for (const nodeEnv of ['development', 'test', 'production'] as const) {
      const app = await build(t, { nodeEnv, devOutbox: false });
      const account = await createAccount(app);
      assert.equal((await deleteAccount(app, account.correoElectronico)).statusCode, 404, nodeEnv);
      assert.equal((await signIn(app, account.correoElectronico, account.clave)).statusCode, 200, nodeEnv);
    }
  });
});
