import type { TFunction } from 'i18next';
import { type FieldRefusal, type FormCheck, requiredMessage, ruleResolver } from '@soat/shared/form-fields';
import { checkEmail } from '@soat/shared/rules/contact';

/** The sign-in form as the visitor fills it in. */
export interface SignInInput {
  usuario: string;
  clave: string;
}

/** What it sends: the email as the rules store it, the password as typed. */
export type SignInValues = SignInInput;

/**
 * Email and password: only that both are there and the email looks like one; the service says the rest.
 * Checked without zod (`ruleResolver`): the page loads no schema library (docs/decisions/048-lighter-pages.md).
 */
export function checkSignIn(t: TFunction, { usuario, clave }: SignInInput): FormCheck<SignInValues> {
  const email = checkEmail(usuario);
  const refusals: FieldRefusal[] = [];
  if (!email.ok) refusals.push({ field: 'usuario', refusal: email });
  if (clave === '') refusals.push({ field: 'clave', message: requiredMessage(t) });
  if (!email.ok || refusals.length > 0) return { ok: false, refusals };
  return { ok: true, values: { usuario: email.value, clave } };
}

/** The sign-in form's resolver: its refusals in the page's language. */
export const signInResolver = (t: TFunction) => ruleResolver(t, (values: SignInInput) => checkSignIn(t, values));
