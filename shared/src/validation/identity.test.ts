import { isValidDocumentNumber, MOBILE_PATTERN, nitCheckDigit } from './identity';

describe('document rules', () => {
  it('computes the DIAN check digit of a NIT', () => {
    expect(nitCheckDigit('900123456')).toBe(8);
    expect(nitCheckDigit('860002964')).toBe(4);
  });

  it('accepts a NIT with the right check digit, with or without the hyphen', () => {
    expect(isValidDocumentNumber('NIT', '900123456-8')).toBe(true);
    expect(isValidDocumentNumber('NIT', '9001234568')).toBe(true);
  });

  it('rejects a NIT with a wrong check digit', () => {
    expect(isValidDocumentNumber('NIT', '900123456-7')).toBe(false);
  });

  it('takes 6 to 10 digits for a cédula, ignoring thousands separators', () => {
    expect(isValidDocumentNumber('CC', '1.020.304.050')).toBe(true);
    expect(isValidDocumentNumber('CC', '12345')).toBe(false);
    expect(isValidDocumentNumber('CC', '12345678901')).toBe(false);
  });

  it('takes 10 or 11 digits for a tarjeta de identidad and letters for a passport', () => {
    expect(isValidDocumentNumber('TI', '1002003004')).toBe(true);
    expect(isValidDocumentNumber('TI', '123456789')).toBe(false);
    expect(isValidDocumentNumber('PA', 'AB123456')).toBe(true);
    expect(isValidDocumentNumber('PA', 'AB-12')).toBe(false);
  });

  it('takes mobiles as 3 followed by nine digits', () => {
    expect(MOBILE_PATTERN.test('3001234567')).toBe(true);
    expect(MOBILE_PATTERN.test('6011234567')).toBe(false);
    expect(MOBILE_PATTERN.test('300123456')).toBe(false);
  });
});
