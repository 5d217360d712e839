// The length of a password (ASVS 6.2.1, 6.2.9). Pure and free of
// dependencies: both sides check it with this one module. The API also refuses
// common passwords, which needs a dictionary the front ends load only to show
// the strength meter.
import type { RuleCheck } from './rule-check.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  'password.required': 'Escribe la clave.',
  'password.tooShort': `La clave debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  'password.tooLong': `La clave puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  'password.sameAsEmail': 'La clave no puede ser igual a tu correo electrónico.',
} as const;

export type PasswordCode = keyof typeof PASSWORD_MESSAGES;

function refuse(code: PasswordCode, params?: Record<string, number>): RuleCheck {
  return { ok: false, code, message: PASSWORD_MESSAGES[code], ...(params ? { params } : {}) };
}

/**
 * A new password: long enough, not too long, and not the account's email. No
 * composition rules: a long phrase is stronger and easier to remember.
 */
export function checkNewPassword(password: string, options: { email?: string } = {}): RuleCheck {
  if (password === '') return refuse('password.required');
  // counted in characters as people see them, not UTF-16 units
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return refuse('password.tooShort', { count: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) return refuse('password.tooLong', { count: PASSWORD_MAX_LENGTH });
  const email = options.email?.trim().toLowerCase();
  if (email && password.toLowerCase() === email) return refuse('password.sameAsEmail');
  return { ok: true, value: password };
}
