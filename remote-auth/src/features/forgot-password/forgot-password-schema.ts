import type { TFunction } from 'i18next';
import { emailField, z } from '@soat/shared/forms';

export function forgotPasswordSchema(t: TFunction) {
  return z.object({ correoElectronico: emailField(t) });
}

export type ForgotPasswordInput = z.input<ReturnType<typeof forgotPasswordSchema>>;
export type ForgotPasswordValues = z.output<ReturnType<typeof forgotPasswordSchema>>;
