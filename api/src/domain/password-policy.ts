import { dictionary } from '@zxcvbn-ts/language-common';
import { checkNewPassword } from '@soat/shared/rules/password';

// ~49k common passwords (zxcvbn-ts), all lowercase; ASVS 6.2.4 asks for at least the top 3,000.
const commonPasswords = new Set(dictionary['passwords-common']);

export const commonPasswordMessage = 'Esta clave es muy común. Elige una más difícil de adivinar.';

/**
 * The shared password rules (length, not the account's email; the front ends
 * check the same), plus what only the API can afford: not a common password,
 * whatever its case. No composition rules (ASVS 6.2.5).
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  const check = checkNewPassword(password, email === undefined ? {} : { email });
  if (!check.ok) return check.message;
  if (commonPasswords.has(password.toLowerCase())) return commonPasswordMessage;
  return undefined;
}
