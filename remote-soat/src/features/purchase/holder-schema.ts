import type { TFunction } from 'i18next';
import {
  documentNumberRule,
  documentTypeField,
  emailField,
  mobileField,
  requiredMessage,
  ruleMessage,
  storedDocumentNumber,
  z,
} from '@soat/shared/forms';
import { checkAddress, checkCity, squeezeText } from '@soat/shared/rules/address';
import type { RuleCheck } from '@soat/shared/rules/rule-check';
import { checkFullName } from '@soat/shared/rules/person-name';

/**
 * The holder step: document (with the NIT check digit), email, mobile and
 * names, address and city by the shared rules; all trimmed.
 */
export function holderSchema(t: TFunction) {
  const required = requiredMessage(t);
  const squeeze = squeezeText;
  /** Required text checked by a shared rule, stored trimmed with single spaces. */
  const textField = (check: (value: string) => RuleCheck) =>
    z.pipe(
      z.string().check(
        z.superRefine((value, ctx) => {
          const result = check(value);
          const message = squeeze(value) === '' ? required : result.ok ? null : ruleMessage(t, result);
          if (message) ctx.issues.push({ code: 'custom', message, input: value });
        }),
      ),
      z.transform(squeeze),
    );
  /** Given names or surnames: the shared name rule the API applies too (2 to 120 characters). */
  const nameField = () =>
    z.pipe(
      z.string().check(
        z.superRefine((value, ctx) => {
          if (squeeze(value) === '') {
            ctx.issues.push({ code: 'custom', message: required, input: value });
            return;
          }
          const name = checkFullName(value);
          if (!name.ok) ctx.issues.push({ code: 'custom', message: ruleMessage(t, name), input: value });
        }),
      ),
      z.transform(squeeze),
    );
  const holder = z
    .object({
      tipoDocumento: documentTypeField(t),
      numeroDocumento: z.string(),
      nombres: nameField(),
      apellidos: nameField(),
      correoElectronico: emailField(t),
      celular: mobileField(t),
      direccion: textField(checkAddress),
      ciudad: textField(checkCity),
    })
    .check(documentNumberRule(t, { type: 'tipoDocumento', number: 'numeroDocumento' }));
  return z.object({
    tomador: z.pipe(
      holder,
      storedDocumentNumber<z.output<typeof holder>>({ type: 'tipoDocumento', number: 'numeroDocumento' }),
    ),
    // a box the visitor ticks; only a ticked one passes, as the API's `true`
    aceptaTerminos: z.pipe(
      z.boolean().check(z.refine((accepted) => accepted, t('purchase.validation.terms'))),
      z.transform((): true => true),
    ),
  });
}

export type HolderValues = z.output<ReturnType<typeof holderSchema>>;

/**
 * A signed-in customer's name split as Colombian names usually are (two given
 * names, two surnames): a guess the customer can correct, so never more.
 */
export function splitFullName(fullName: string): { nombres: string; apellidos: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { nombres: words[0] ?? '', apellidos: '' };
  const given = words.length >= 4 ? words.length - 2 : 1;
  return { nombres: words.slice(0, given).join(' '), apellidos: words.slice(given).join(' ') };
}
