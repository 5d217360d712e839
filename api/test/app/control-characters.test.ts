import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { controlCharacterMessage } from '../../src/plugins/external/control-characters.js';
import { postJson, signUpBody } from '../factories.js';
import { build } from '../helper.js';

const refusal = (field: string) => ({
  message: 'Revisa los datos marcados.',
  errores: [{ campo: field, mensaje: controlCharacterMessage }],
});

describe('Control characters in text inputs', () => {
  it('refuses a NUL byte in the sign-in email with a 400 on the field, never a 500', async (t) => {
    const app = await build(t);
    const response = await postJson(app, '/auth/inicio-sesion', { usuario: 'a\u0000b@x.com', clave: 'x' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), refusal('usuario'));
  });

  it('refuses a NUL byte in the outbox filter', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/desarrollo/correos?para=a%00b%40x.com' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), refusal('para'));
  });

  it('refuses line breaks and other control characters in single-line fields, and stores nothing', async (t) => {
    const app = await build(t);
    for (const fullName of ['Ana\nPérez', 'Ana\u0007', 'Ana\u2028Pérez', 'Ana\u0085']) {
      const body = signUpBody({ nombreCompleto: fullName });
      const response = await postJson(app, '/usuarios', body);
      assert.equal(response.statusCode, 400, JSON.stringify(fullName));
      assert.deepEqual(response.json(), refusal('nombreCompleto'));
      const signIn = await postJson(app, '/auth/inicio-sesion', { usuario: body.correoElectronico, clave: body.clave });
      assert.equal(signIn.statusCode, 401, 'no account was created');
    }
  });

  it('lets a field a route declares multi-line hold line breaks and tabs, but not NUL', async (t) => {
    const app = await build(t);
    app.post('/prueba/comentario', { config: { multilineFields: ['comentario'] } }, async (request) => request.body);
    const multiline = await app.inject({
      method: 'POST',
      url: '/prueba/comentario',
      payload: { comentario: 'Buen servicio.\r\n\tGracias.' },
    });
    assert.equal(multiline.statusCode, 200);
    const nul = await app.inject({ method: 'POST', url: '/prueba/comentario', payload: { comentario: 'a\u0000' } });
    assert.deepEqual(nul.json(), refusal('comentario'));
  });
});
