import { checkFullName, FULL_NAME_MAX_LENGTH } from './person-name';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('full names', () => {
  it('are stored trimmed, with single spaces between words', () => {
    expect(checkFullName('  Ana   María Pérez ')).toEqual({ ok: true, value: 'Ana María Pérez' });
  });

  it('need 2 to 120 characters', () => {
    expect(checkFullName(' ')).toEqual(refusedWith('name.required'));
    expect(checkFullName('A')).toEqual(refusedWith('name.tooShort'));
    expect(checkFullName('a'.repeat(FULL_NAME_MAX_LENGTH + 1))).toEqual(refusedWith('name.tooLong'));
  });
});
