// Colombian identity documents and the NIT check digit (docs/soat-rules.md). Pure and free of dependencies: the API and the front ends check
// documents with this one module.
import type { RuleCheck } from './rule-check.js';

export const DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PA', 'TI'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_MESSAGES = {
  'document.type': 'Elige un tipo de documento válido: CC, CE, NIT, PA o TI.',
  'document.required': 'Escribe el número de documento.',
  'document.CC': 'La cédula de ciudadanía debe tener entre 6 y 10 dígitos.',
  'document.CE': 'La cédula de extranjería debe tener entre 6 y 10 dígitos.',
  'document.TI': 'La tarjeta de identidad debe tener 10 u 11 dígitos.',
  'document.PA': 'El pasaporte debe tener entre 6 y 12 letras o números.',
  'document.NIT': 'Escribe el NIT con su dígito de verificación, por ejemplo 900123456-8.',
  'document.nitCheckDigit': 'El dígito de verificación del NIT no es correcto.',
} as const;

export type DocumentCode = keyof typeof DOCUMENT_MESSAGES;

// Lengths as Colombian registries issue them today; a person's NIT is their cédula.
const PATTERNS: Record<Exclude<DocumentType, 'NIT'>, RegExp> = {
  CC: /^\d{6,10}$/,
  CE: /^\d{6,10}$/,
  TI: /^\d{10,11}$/,
  PA: /^[A-Z0-9]{6,12}$/,
};

/** A NIT: its base (6 to 10 digits) and the check digit, with or without the hyphen. */
const NIT_PATTERN = /^(\d{6,10})-?(\d)$/;

/** DIAN weights, applied from the rightmost digit of the base leftwards. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function isDocumentType(value: unknown): value is DocumentType {
  return DOCUMENT_TYPES.includes(value as DocumentType);
}

/** The DIAN check digit (modulo 11) of a NIT's base digits. */
export function nitCheckDigit(base: string): number {
  if (!/^\d{1,15}$/.test(base)) throw new RangeError('A NIT base has from 1 to 15 digits.');
  const sum = [...base].reverse().reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** As typed by a person, without the dots, spaces and case that do not change the number. */
function clean(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

function refuse(code: DocumentCode): RuleCheck {
  return { ok: false, code, message: DOCUMENT_MESSAGES[code] };
}

/**
 * Checks a document number against the rules of its type. Answers the form it
 * is stored in: digits only (letters in upper case for a passport), and a NIT
 * as `base-checkDigit` (`900123456-8`).
 */
export function checkDocumentNumber(type: DocumentType, value: string): RuleCheck {
  const number = clean(value);
  if (number === '') return refuse('document.required');
  if (type !== 'NIT') return PATTERNS[type].test(number) ? { ok: true, value: number } : refuse(`document.${type}`);
  const nit = NIT_PATTERN.exec(number);
  if (!nit) return refuse('document.NIT');
  const [, base = '', checkDigit = ''] = nit;
  if (nitCheckDigit(base) !== Number(checkDigit)) return refuse('document.nitCheckDigit');
  return { ok: true, value: `${base}-${checkDigit}` };
}
