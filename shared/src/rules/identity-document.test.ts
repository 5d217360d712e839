import { checkDocumentNumber, nitCheckDigit } from './identity-document';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('identity documents', () => {
  it.each([
    ['900123456', 8],
    ['860002964', 4],
    ['890903938', 8],
    ['899999068', 1],
    ['860034313', 7],
    ['800197268', 4],
    ['79886653', 9],
  ])('computes the DIAN check digit of NIT %s as %i', (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });

  it('accepts a NIT with its right check digit, with or without hyphen or dots, and stores it as base-digit', () => {
    expect(checkDocumentNumber('NIT', '900.123.456-8')).toEqual({ ok: true, value: '900123456-8' });
    expect(checkDocumentNumber('NIT', '9001234568')).toEqual({ ok: true, value: '900123456-8' });
    expect(checkDocumentNumber('NIT', '79886653-9')).toEqual({ ok: true, value: '79886653-9' });
  });

  it('refuses a NIT with a wrong check digit, and one with no check digit at all', () => {
    expect(checkDocumentNumber('NIT', '900123456-7')).toEqual(refusedWith('document.nitCheckDigit'));
    expect(checkDocumentNumber('NIT', '12345')).toEqual(refusedWith('document.NIT'));
  });

  it('takes 6 to 10 digits for a cédula, ignoring the dots and spaces people group them with', () => {
    expect(checkDocumentNumber('CC', '1.020.304.050')).toEqual({ ok: true, value: '1020304050' });
    expect(checkDocumentNumber('CC', '12345')).toEqual(refusedWith('document.CC'));
    expect(checkDocumentNumber('CE', '12345678901')).toEqual(refusedWith('document.CE'));
  });

  it('takes 10 or 11 digits for a tarjeta de identidad and 6 to 12 letters or numbers for a passport', () => {
    expect(checkDocumentNumber('TI', '1002003004')).toEqual({ ok: true, value: '1002003004' });
    expect(checkDocumentNumber('TI', '123456789')).toEqual(refusedWith('document.TI'));
    expect(checkDocumentNumber('PA', 'ab123456')).toEqual({ ok: true, value: 'AB123456' });
    expect(checkDocumentNumber('PA', 'AB-12')).toEqual(refusedWith('document.PA'));
  });

  it('asks for the number when it is empty', () => {
    expect(checkDocumentNumber('CC', ' ')).toEqual(refusedWith('document.required'));
  });
});
