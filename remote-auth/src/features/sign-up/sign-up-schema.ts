import type { TFunction } from 'i18next';
import {
  documentNumberRule,
  documentTypeField,
  emailField,
  fullNameField,
  mobileField,
  newPasswordField,
  newPasswordRules,
  requiredMessage,
  sameValueRule,
  storedDocumentNumber,
  z,
} from '@soat/shared/forms';

/** The sign-up form: the security service's rules (shared), the password's confirmation and the terms. */
export function signUpSchema(t: TFunction) {
  const form = z
    .object({
      nombreCompleto: fullNameField(t),
      tipoDocumento: documentTypeField(t),
      numeroDocumento: z.string(),
      correoElectronico: emailField(t),
      celular: mobileField(t),
      clave: newPasswordField(t),
      confirmacionClave: z.string().check(z.minLength(1, requiredMessage(t))),
      // a box the visitor ticks (true or false); only a ticked one passes, as the API's `true`
      aceptaTerminos: z.pipe(
        z.boolean().check(z.refine((accepted) => accepted, t('validation.terms'))),
        z.transform((): true => true),
      ),
    })
    .check(
      documentNumberRule(t, { type: 'tipoDocumento', number: 'numeroDocumento' }),
      newPasswordRules(t, { password: 'clave', email: 'correoElectronico' }),
      sameValueRule({ field: 'clave', confirmation: 'confirmacionClave' }, t('validation.passwordsDiffer')),
    );
  return z.pipe(
    form,
    storedDocumentNumber<z.output<typeof form>>({ type: 'tipoDocumento', number: 'numeroDocumento' }),
  );
}

/** What the form holds while the visitor types. */
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
/** What it gives once valid: the API payload (in the form the rules store it) and the confirmation. */
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
