import type { TFunction } from 'i18next';
import { EMAIL_PATTERN } from '@soat/shared/rules/contact';

// The checks the back office makes before calling the API (which checks the same, in Spanish).

export const REASON_MIN = 10;
export const REASON_MAX = 500;

/** A reason's problem, or undefined: 10 to 500 characters once its spaces are collapsed. */
export function reasonProblem(t: TFunction, reason: string): string | undefined {
  const length = reason.trim().replace(/\s+/g, ' ').length;
  return length < REASON_MIN || length > REASON_MAX ? t('purchases.reasonRule') : undefined;
}

/** A search's problem, or undefined: at least 3 characters. */
export function searchProblem(t: TFunction, text: string): string | undefined {
  return text.trim().length < 3 ? t('find.queryRule') : undefined;
}

/** An email's problem, or undefined. */
export function emailProblem(t: TFunction, email: string): string | undefined {
  if (!email.trim()) return t('validation.required');
  return EMAIL_PATTERN.test(email.trim()) ? undefined : t('validation.email');
}

/** A moment as the back office shows it: the day and time in Colombia. */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat('es-CO', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'America/Bogota',
  }).format(new Date(iso));
}
