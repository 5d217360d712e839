import { checkEmail, checkMobile, normalizeEmail } from './contact';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('mobile and email', () => {
  it('takes a mobile as 3 followed by nine digits, ignoring the spaces people group it with', () => {
    expect(checkMobile('300 123 4567')).toEqual({ ok: true, value: '3001234567' });
    for (const mobile of ['6011234567', '300123456', '30012345678', '+573001234567', '300123456a']) {
      expect(checkMobile(mobile)).toEqual(refusedWith('mobile.format'));
    }
    expect(checkMobile('')).toEqual(refusedWith('mobile.required'));
  });

  it('takes an email trimmed and in lower case, and refuses one without a domain or too long', () => {
    expect(normalizeEmail(' Ana@Ejemplo.CO ')).toBe('ana@ejemplo.co');
    expect(checkEmail(' Ana@Ejemplo.CO ')).toEqual({ ok: true, value: 'ana@ejemplo.co' });
    expect(checkEmail('ana@ejemplo')).toEqual(refusedWith('email.format'));
    expect(checkEmail('ana @ejemplo.co')).toEqual(refusedWith('email.format'));
    expect(checkEmail(`${'a'.repeat(250)}@x.co`)).toEqual(refusedWith('email.tooLong'));
    expect(checkEmail('')).toEqual(refusedWith('email.required'));
  });
});
