import type { TFunction } from 'i18next';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOTP = /^\d{6}$/;
const RECOVERY = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export interface CredentialErrors {
  correoElectronico?: string;
  clave?: string;
}

/** The first step's fields, checked before calling the API (which checks them again). */
export function checkCredentials(t: TFunction, email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (email.trim() === '') errors.correoElectronico = t('validation.required');
  else if (!EMAIL.test(email.trim())) errors.correoElectronico = t('validation.email');
  if (password === '') errors.clave = t('validation.required');
  return errors;
}

/**
 * The code as the API takes it: the 6 TOTP digits (spaces the app shows between them dropped), or a
 * recovery code `XXXX-XXXX` in capitals; null when it is neither.
 */
export function normalizeCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  if (TOTP.test(digits)) return digits;
  const recovery = value.trim().toUpperCase();
  return RECOVERY.test(recovery) ? recovery : null;
}
