import type { TFunction } from 'i18next';
import { newPasswordField, requiredMessage, sameValueRule, z } from '@soat/shared/forms';

/** The new password (the shared rules) and its confirmation. */
export function resetPasswordSchema(t: TFunction) {
  return z
    .object({
      claveNueva: newPasswordField(t),
      confirmacionClave: z.string().check(z.minLength(1, requiredMessage(t))),
    })
    .check(sameValueRule({ field: 'claveNueva', confirmation: 'confirmacionClave' }, t('validation.passwordsDiffer')));
}

export type ResetPasswordInput = z.input<ReturnType<typeof resetPasswordSchema>>;
export type ResetPasswordValues = z.output<ReturnType<typeof resetPasswordSchema>>;
