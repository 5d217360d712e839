import type { TFunction } from 'i18next';
import { type FormCheck, ruleResolver } from '@soat/shared/form-fields';
import { checkEmail } from '@soat/shared/rules/contact';

/** The email the reset link goes to, as typed. */
export interface ForgotPasswordInput {
  correoElectronico: string;
}

/** The email as the rules store it. */
export type ForgotPasswordValues = ForgotPasswordInput;

/** The email's shared rule, without zod (docs/decisions/048-lighter-pages.md). */
export function checkForgotPassword({ correoElectronico }: ForgotPasswordInput): FormCheck<ForgotPasswordValues> {
  const email = checkEmail(correoElectronico);
  return email.ok
    ? { ok: true, values: { correoElectronico: email.value } }
    : { ok: false, refusals: [{ field: 'correoElectronico', refusal: email }] };
}

/** The form's resolver: its refusal in the page's language. */
export const forgotPasswordResolver = (t: TFunction) => ruleResolver(t, checkForgotPassword);
