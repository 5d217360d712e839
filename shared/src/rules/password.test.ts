import { checkNewPassword, PASSWORD_MAX_LENGTH } from './password';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('passwords', () => {
  it('needs 8 to 128 characters, counted as people see them', () => {
    expect(checkNewPassword('corta')).toEqual(refusedWith('password.tooShort'));
    expect(checkNewPassword('🙂🙂🙂🙂🙂🙂🙂🙂')).toEqual({ ok: true, value: '🙂🙂🙂🙂🙂🙂🙂🙂' });
    expect(checkNewPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(refusedWith('password.tooLong'));
    expect(checkNewPassword('')).toEqual(refusedWith('password.required'));
  });

  it("refuses the account's own email as its password", () => {
    expect(checkNewPassword('Ana@Ejemplo.co', { email: 'ana@ejemplo.co' })).toEqual(
      refusedWith('password.sameAsEmail'),
    );
  });
});
