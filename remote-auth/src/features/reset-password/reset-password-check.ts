import type { TFunction } from 'i18next';
import { type FieldRefusal, type FormCheck, requiredMessage, ruleResolver } from '@soat/shared/form-fields';
import { checkNewPassword } from '@soat/shared/rules/password';

/** The new password and its confirmation, as typed. */
export interface ResetPasswordInput {
  claveNueva: string;
  confirmacionClave: string;
}

export type ResetPasswordValues = ResetPasswordInput;

/**
 * The new password (the shared rules) and its confirmation, every problem at once, without zod
 * (docs/decisions/048-lighter-pages.md).
 */
export function checkResetPassword(
  t: TFunction,
  { claveNueva, confirmacionClave }: ResetPasswordInput,
): FormCheck<ResetPasswordValues> {
  const password = checkNewPassword(claveNueva);
  const refusals: FieldRefusal[] = [];
  if (!password.ok) refusals.push({ field: 'claveNueva', refusal: password });
  if (confirmacionClave === '') refusals.push({ field: 'confirmacionClave', message: requiredMessage(t) });
  else if (confirmacionClave !== claveNueva) {
    refusals.push({ field: 'confirmacionClave', message: t('validation.passwordsDiffer') });
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, values: { claveNueva, confirmacionClave } };
}

/** The form's resolver: its refusals in the page's language. */
export const resetPasswordResolver = (t: TFunction) =>
  ruleResolver(t, (values: ResetPasswordInput) => checkResetPassword(t, values));
