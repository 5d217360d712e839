import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema.js';
import { createAccount, postJson, signUpBody, uniqueEmail } from '../../../factories.js';
import { build } from '../../../helper.js';
import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';
import { PERSON_NAME_MESSAGES } from '@soat/shared/rules/person-name';

type Errors = Array<{ campo: string; mensaje: string }>;

function errorFor(errors: Errors, field: string): string | undefined {
  return errors.find((error) => error.campo === field)?.mensaje;
}

describe('POST /usuarios (crear cuenta)', () => {
  it('creates an account and answers 201 with the lowercased email and the name', async (t) => {
    const app = await build(t);
    const email = uniqueEmail('Ana.Gomez').toUpperCase();
    const response = await postJson(app, '/usuarios', signUpBody({ correoElectronico: email }));
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), {
      message: 'Cuenta creada.',
      usuario: { correoElectronico: email.toLowerCase(), nombreCompleto: 'Ana María Gómez' },
    });
  });

  it('stores an argon2id hash (m=19456, t=2, p=1) and the time the terms were accepted', async (t) => {
    const app = await build(t);
    const before = Date.now();
    const account = await createAccount(app);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.correoElectronico));
    assert.ok(user);
    assert.match(user.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!user.passwordHash.includes(account.clave));
    assert.ok(user.termsAcceptedAt.getTime() >= before - 1000 && user.termsAcceptedAt.getTime() <= Date.now());
  });

  it('answers 409 when an account with the same email exists, whatever the case', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const response = await postJson(
      app,
      '/usuarios',
      signUpBody({ correoElectronico: account.correoElectronico.toUpperCase() }),
    );
    assert.equal(response.statusCode, 409);
    const body = response.json();
    assert.equal(body.message, 'Ya existe una cuenta con ese correo electrónico.');
    assert.equal(body.errores[0].campo, 'correoElectronico');
  });

  it('lists every missing field as required', async (t) => {
    const app = await build(t);
    const response = await postJson(app, '/usuarios', {});
    assert.equal(response.statusCode, 400);
    const errors = response.json().errores as Errors;
    const fields = ['nombreCompleto', 'tipoDocumento', 'numeroDocumento', 'correoElectronico', 'celular', 'clave'];
    for (const field of fields) assert.equal(errorFor(errors, field), 'Este campo es obligatorio.', field);
    assert.equal(errorFor(errors, 'aceptaTerminos'), 'Debes aceptar los términos y condiciones.');
    assert.equal(errors.length, 7);
  });

  it('reports one message per field even when a field breaks several rules', async (t) => {
    const app = await build(t);
    const response = await postJson(app, '/usuarios', signUpBody({ correoElectronico: 'x', clave: 'abc' }));
    const errors = response.json().errores as Errors;
    assert.equal(errors.filter((error) => error.campo === 'correoElectronico').length, 1);
    assert.equal(errorFor(errors, 'correoElectronico'), CONTACT_MESSAGES['email.format']);
    assert.equal(errorFor(errors, 'clave'), PASSWORD_MESSAGES['password.tooShort']);
  });

  it('rejects a body that is not a JSON object', async (t) => {
    const app = await build(t);
    for (const payload of ['"texto"', '[1,2]', 'null', '42']) {
      const response = await app.inject({
        method: 'POST',
        url: '/seguridad/api/v1/usuarios',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, payload);
      assert.equal(response.json().message, 'El cuerpo de la solicitud debe ser un objeto JSON.');
    }
  });

  it('requires a full name of 2 to 120 characters', async (t) => {
    const app = await build(t);
    for (const [name, message] of [
      ['A', PERSON_NAME_MESSAGES['name.tooShort']],
      [' B ', PERSON_NAME_MESSAGES['name.tooShort']],
      ['x'.repeat(121), PERSON_NAME_MESSAGES['name.tooLong']],
    ] as const) {
      const response = await postJson(app, '/usuarios', signUpBody({ nombreCompleto: name }));
      assert.equal(response.statusCode, 400);
      assert.equal(errorFor(response.json().errores, 'nombreCompleto'), message);
    }
  });

  it('requires a Colombian mobile number: 10 digits starting with 3', async (t) => {
    const app = await build(t);
    for (const mobile of ['2001234567', '300123456', '30012345678', '300123456a', '+573001234567']) {
      const response = await postJson(app, '/usuarios', signUpBody({ celular: mobile }));
      assert.equal(response.statusCode, 400, mobile);
      assert.equal(errorFor(response.json().errores, 'celular'), CONTACT_MESSAGES['mobile.format']);
    }
  });

  it('requires accepting the terms and conditions', async (t) => {
    const app = await build(t);
    for (const acceptsTerms of [false, 'true', undefined]) {
      const response = await postJson(app, '/usuarios', signUpBody({ aceptaTerminos: acceptsTerms }));
      assert.equal(response.statusCode, 400);
      assert.equal(errorFor(response.json().errores, 'aceptaTerminos'), 'Debes aceptar los términos y condiciones.');
    }
  });

  it('ignores fields it does not know instead of storing them', async (t) => {
    const app = await build(t);
    const body = signUpBody();
    const response = await postJson(app, '/usuarios', {
      ...body,
      id: '00000000-0000-4000-8000-000000000000',
      passwordHash: 'x',
      sessionVersion: 99,
      rol: 'admin',
    });
    assert.equal(response.statusCode, 201);
    const [stored] = await app.db.select().from(users).where(eq(users.email, body.correoElectronico));
    assert.ok(stored);
    assert.notEqual(stored.id, '00000000-0000-4000-8000-000000000000');
    assert.match(stored.passwordHash, /^\$argon2id\$/);
    assert.equal(stored.sessionVersion, 0);
    assert.ok(!('rol' in stored));
  });
});
