// How to reach a person: a Colombian mobile number and an email address
// (docs/soat-rules.md). Pure and free of dependencies: the API and
// the front ends check them with this one module.
import type { RuleCheck } from './rule-check.js';

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Something, one @, a domain with a dot, and no spaces: what every mail system accepts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Colombian mobile: 10 digits starting with 3. */
export const MOBILE_PATTERN = /^3\d{9}$/;

export const CONTACT_MESSAGES = {
  'email.required': 'Escribe tu correo electrónico.',
  'email.format': 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
  'email.tooLong': `El correo electrónico puede tener como máximo ${EMAIL_MAX_LENGTH} caracteres.`,
  'mobile.required': 'Escribe tu número de celular.',
  'mobile.format': 'Escribe un celular colombiano de 10 dígitos que empiece por 3.',
} as const;

export type ContactCode = keyof typeof CONTACT_MESSAGES;

function refuse(code: ContactCode, params?: Record<string, number>): RuleCheck {
  return { ok: false, code, message: CONTACT_MESSAGES[code], ...(params ? { params } : {}) };
}

/** Emails are compared and stored trimmed and in lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmail(value: string): RuleCheck {
  const email = normalizeEmail(value);
  if (email === '') return refuse('email.required');
  if (email.length > EMAIL_MAX_LENGTH) return refuse('email.tooLong', { count: EMAIL_MAX_LENGTH });
  return EMAIL_PATTERN.test(email) ? { ok: true, value: email } : refuse('email.format');
}

/** A mobile as stored: its digits, without the spaces, dots or hyphens people type to group them. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function checkMobile(value: string): RuleCheck {
  const mobile = normalizeMobile(value);
  if (mobile === '') return refuse('mobile.required');
  return MOBILE_PATTERN.test(mobile) ? { ok: true, value: mobile } : refuse('mobile.format');
}
