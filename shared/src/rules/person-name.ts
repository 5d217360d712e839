// A person's full name as accounts and policies hold it. Pure and free of
// dependencies: the API and the front ends check it with this one module.
import type { RuleCheck } from './rule-check.js';

export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 120;

export const PERSON_NAME_MESSAGES = {
  'name.required': 'Escribe tu nombre completo.',
  'name.tooShort': `El nombre debe tener al menos ${FULL_NAME_MIN_LENGTH} caracteres.`,
  'name.tooLong': `El nombre puede tener como máximo ${FULL_NAME_MAX_LENGTH} caracteres.`,
} as const;

export type PersonNameCode = keyof typeof PERSON_NAME_MESSAGES;

function refuse(code: PersonNameCode, params?: Record<string, number>): RuleCheck {
  return { ok: false, code, message: PERSON_NAME_MESSAGES[code], ...(params ? { params } : {}) };
}

/** A full name, stored trimmed and with single spaces between words. */
export function checkFullName(value: string): RuleCheck {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') return refuse('name.required');
  const length = [...name].length;
  if (length < FULL_NAME_MIN_LENGTH) return refuse('name.tooShort', { count: FULL_NAME_MIN_LENGTH });
  if (length > FULL_NAME_MAX_LENGTH) return refuse('name.tooLong', { count: FULL_NAME_MAX_LENGTH });
  return { ok: true, value: name };
}
