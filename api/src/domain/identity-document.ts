import { parseNit } from './nit.js';

export const documentTypes = ['CC', 'CE', 'NIT', 'PA', 'TI'] as const;
export type DocumentType = (typeof documentTypes)[number];

const patterns: Record<Exclude<DocumentType, 'NIT'>, { pattern: RegExp; message: string }> = {
  CC: {
    pattern: /^\d{6,10}$/,
    message: 'La cédula de ciudadanía debe tener entre 6 y 10 dígitos, sin puntos ni espacios.',
  },
  CE: {
    pattern: /^\d{6,10}$/,
    message: 'La cédula de extranjería debe tener entre 6 y 10 dígitos, sin puntos ni espacios.',
  },
  TI: {
    pattern: /^\d{10,11}$/,
    message: 'La tarjeta de identidad debe tener 10 u 11 dígitos, sin puntos ni espacios.',
  },
  PA: { pattern: /^[A-Za-z0-9]{6,12}$/, message: 'El pasaporte debe tener entre 6 y 12 letras o números.' },
};

export type DocumentCheck = { ok: true; normalized: string } | { ok: false; message: string };

/** Checks a document number against the rules of its type and returns the stored form. */
export function checkDocumentNumber(type: DocumentType, rawNumber: string): DocumentCheck {
  const value = rawNumber.trim();
  if (type === 'NIT') {
    const nit = parseNit(value);
    if (!nit) {
      return {
        ok: false,
        message: 'Escribe el NIT con 9 dígitos y el dígito de verificación, por ejemplo 900123456-8.',
      };
    }
    if (!nit.validCheckDigit) return { ok: false, message: 'El dígito de verificación del NIT no es correcto.' };
    return { ok: true, normalized: nit.canonical };
  }
  const rule = patterns[type];
  if (!rule.pattern.test(value)) return { ok: false, message: rule.message };
  return { ok: true, normalized: type === 'PA' ? value.toUpperCase() : value };
}
