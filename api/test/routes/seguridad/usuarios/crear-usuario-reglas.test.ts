import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema.js';
import { postJson, signUpBody } from '../../../factories.js';
import { build } from '../../../helper.js';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';

const documentCases = [
  // dots and spaces that group the digits are the same number (the shared rule strips them)
  { type: 'CC', valid: ['123456', '1020304050', '1.234.567'], invalid: ['12345', '12345678901', 'AB12345'] },
  { type: 'CE', valid: ['654321', '9876543210'], invalid: ['12345', '12345678901', 'E123456'] },
  { type: 'TI', valid: ['1234567890', '12345678901'], invalid: ['123456789', '123456789012', '12345678A0'] },
  { type: 'PA', valid: ['AB1234', 'ab123456cd12'], invalid: ['AB123', 'AB1234567890X', 'AB-12345'] },
  {
    type: 'NIT',
    valid: ['900123456-8', '9001234568', '800197268-4'],
    invalid: ['900123456', '90012345-8', '900123456-88'],
  },
];

describe('POST /usuarios document and password rules', () => {
  for (const { type, valid, invalid } of documentCases) {
    it(`accepts valid ${type} numbers and rejects malformed ones with a Spanish message`, async (t) => {
      const app = await build(t);
      for (const documentNumber of valid) {
        const response = await postJson(
          app,
          '/usuarios',
          signUpBody({ tipoDocumento: type, numeroDocumento: documentNumber }),
        );
        assert.equal(response.statusCode, 201, `${type} ${documentNumber}: ${response.body}`);
      }
      for (const documentNumber of invalid) {
        const response = await postJson(
          app,
          '/usuarios',
          signUpBody({ tipoDocumento: type, numeroDocumento: documentNumber }),
        );
        assert.equal(response.statusCode, 400, `${type} ${documentNumber}`);
        const [error] = response.json().errores;
        assert.equal(error.campo, 'numeroDocumento');
        assert.match(error.mensaje, /^(La|El|Escribe) /);
      }
    });
  }

  it('rejects a NIT whose DIAN check digit is wrong', async (t) => {
    const app = await build(t);
    const response = await postJson(
      app,
      '/usuarios',
      signUpBody({ tipoDocumento: 'NIT', numeroDocumento: '900123456-7' }),
    );
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [
      { campo: 'numeroDocumento', mensaje: 'El dígito de verificación del NIT no es correcto.' },
    ]);
  });

  it('stores a NIT in the canonical form with a hyphen', async (t) => {
    const app = await build(t);
    const body = signUpBody({ tipoDocumento: 'NIT', numeroDocumento: '9001234568' });
    assert.equal((await postJson(app, '/usuarios', body)).statusCode, 201);
    const [user] = await app.db.select().from(users).where(eq(users.email, body.correoElectronico));
    assert.equal(user?.documentNumber, '900123456-8');
  });

  it('rejects an unknown document type', async (t) => {
    const app = await build(t);
    const response = await postJson(app, '/usuarios', signUpBody({ tipoDocumento: 'RC' }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [
      { campo: 'tipoDocumento', mensaje: 'Elige un tipo de documento válido: CC, CE, NIT, PA o TI.' },
    ]);
  });

  it('rejects passwords shorter than 8 or longer than 128 characters', async (t) => {
    const app = await build(t);
    for (const [password, message] of [
      ['corta1', PASSWORD_MESSAGES['password.tooShort']],
      ['x'.repeat(129), PASSWORD_MESSAGES['password.tooLong']],
    ]) {
      const response = await postJson(app, '/usuarios', signUpBody({ clave: password }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().errores, [{ campo: 'clave', mensaje: message }]);
    }
  });

  it('rejects common passwords, whatever their case', async (t) => {
    const app = await build(t);
    for (const password of ['password1', 'PassWord123', 'QWERTYUIOP', 'iloveyou']) {
      const response = await postJson(app, '/usuarios', signUpBody({ clave: password }));
      assert.equal(response.statusCode, 400, password);
      assert.deepEqual(response.json().errores, [
        { campo: 'clave', mensaje: 'Esta clave es muy común. Elige una más difícil de adivinar.' },
      ]);
    }
  });

  it('rejects a password equal to the email', async (t) => {
    const app = await build(t);
    const body = signUpBody();
    const response = await postJson(app, '/usuarios', { ...body, clave: body.correoElectronico.toUpperCase() });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [
      { campo: 'clave', mensaje: 'La clave no puede ser igual a tu correo electrónico.' },
    ]);
  });

  it('accepts long passphrases with spaces and any characters', async (t) => {
    const app = await build(t);
    const response = await postJson(
      app,
      '/usuarios',
      signUpBody({ clave: 'el café de Manizales ☕ sabe mejor a las 6 a. m.' }),
    );
    assert.equal(response.statusCode, 201);
  });
});
