/** Colombian identity rules (DESIGN §8): document types, NIT check digit, mobile numbers. */

export const DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PA', 'TI'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const DOCUMENT_PATTERNS: Record<DocumentType, RegExp> = {
  CC: /^\d{6,10}$/,
  CE: /^\d{6,10}$/,
  TI: /^\d{10,11}$/,
  PA: /^[A-Za-z0-9]{6,12}$/,
  NIT: /^\d{9}-?\d$/,
};

const NIT_WEIGHTS = [41, 37, 29, 23, 19, 17, 13, 7, 3];

/** The DIAN check digit of a 9-digit NIT (modulo 11 with the DIAN weights). */
export function nitCheckDigit(nit: string): number {
  const sum = [...nit].reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** Digits and letters only, as the API stores it (a NIT's hyphen is optional). */
export function normalizeDocumentNumber(value: string): string {
  return value.trim().replace(/[.\s]/g, '');
}

export function isValidDocumentNumber(type: DocumentType, value: string): boolean {
  const number = normalizeDocumentNumber(value);
  if (!DOCUMENT_PATTERNS[type].test(number)) return false;
  if (type !== 'NIT') return true;
  const digits = number.replace('-', '');
  return nitCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** A Colombian mobile number: 3 followed by nine digits. */
export const MOBILE_PATTERN = /^3\d{9}$/;
