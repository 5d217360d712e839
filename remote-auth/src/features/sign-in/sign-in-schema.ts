import type { TFunction } from 'i18next';
import { emailField, requiredMessage, z } from '@soat/shared/forms';

/** Email and password: only that both are there and the email looks like one; the service says the rest. */
export function signInSchema(t: TFunction) {
  return z.object({
    usuario: emailField(t),
    clave: z.string().check(z.minLength(1, requiredMessage(t))),
  });
}

export type SignInInput = z.input<ReturnType<typeof signInSchema>>;
export type SignInValues = z.output<ReturnType<typeof signInSchema>>;
