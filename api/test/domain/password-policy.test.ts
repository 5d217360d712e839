import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passwordProblem } from '../../src/domain/password-policy.js';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';

describe('Password policy', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    assert.equal(passwordProblem('tortuga del rio'), undefined);
    assert.equal(passwordProblem('x'.repeat(7) + 'ñ'), undefined);
    assert.equal(passwordProblem('ñ'.repeat(128)), undefined);
  });

  it('rejects passwords that are too short or too long', () => {
    assert.equal(passwordProblem('abc1234'), PASSWORD_MESSAGES['password.tooShort']);
    assert.equal(passwordProblem('a'.repeat(129)), PASSWORD_MESSAGES['password.tooLong']);
  });

  it('rejects the common passwords of the list, whatever their case', () => {
    for (const common of ['password', 'Password1', '12345678', 'QWERTY123', 'football']) {
      assert.match(passwordProblem(common) ?? '', /muy común/, common);
    }
  });

  it('rejects the email as password, whatever its case', () => {
    assert.equal(
      passwordProblem('Ana@Example.com', 'ana@example.com'),
      'La clave no puede ser igual a tu correo electrónico.',
    );
  });
});
