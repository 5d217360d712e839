// DIAN weights for the nine NIT digits, left to right (3 is applied to the last digit).
const weights = [41, 37, 29, 23, 19, 17, 13, 7, 3];

/** DIAN modulo-11 check digit of a nine-digit NIT. */
export function nitCheckDigit(nineDigits: string): number {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError('A NIT base has exactly nine digits');
  const sum = [...nineDigits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** Accepts `900123456-8` or `9001234568`; returns the canonical `900123456-8`, or undefined. */
export function parseNit(value: string): { canonical: string; validCheckDigit: boolean } | undefined {
  const match = /^(\d{9})-?(\d)$/.exec(value);
  if (!match) return undefined;
  const [, base = '', checkDigit = ''] = match;
  return { canonical: `${base}-${checkDigit}`, validCheckDigit: nitCheckDigit(base) === Number(checkDigit) };
}
