import { dictionary } from '@zxcvbn-ts/language-common';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

// ~49k common passwords (zxcvbn-ts), all lowercase; ASVS 6.2.4 asks for at least the top 3,000.
const commonPasswords = new Set(dictionary['passwords-common']);

/**
 * Rules beyond length (the schema checks that): not a common password and not the
 * account's email, both case-insensitive. No composition rules (ASVS 6.2.5).
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < passwordMinLength) return `Debe tener al menos ${passwordMinLength} caracteres.`;
  if (password.length > passwordMaxLength) return `Debe tener como máximo ${passwordMaxLength} caracteres.`;
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return 'Esta clave es muy común. Elige una más difícil de adivinar.';
  if (email && lowered === email.trim().toLowerCase()) return 'La clave no puede ser igual a tu correo electrónico.';
  return undefined;
}
