import type { TFunction } from 'i18next';
import {
  documentNumberRule,
  documentTypeField,
  emailField,
  mobileField,
  storedDocumentNumber,
  z,
} from '@soat/shared/forms';
import type { DocumentType } from '@soat/shared/rules/identity-document';

/** The longest text the API takes for each field of the holder (its OpenAPI document). */
const MAX_LENGTH = { nombres: 60, apellidos: 60, direccion: 120, ciudad: 60 } as const;

/** The policyholder as the form holds it, and the acceptance of the terms. */
export interface HolderFormValues {
  tomador: {
    tipoDocumento: DocumentType;
    numeroDocumento: string;
    nombres: string;
    apellidos: string;
    correoElectronico: string;
    celular: string;
    direccion: string;
    ciudad: string;
  };
  aceptaTerminos: boolean;
}

export const EMPTY_HOLDER: HolderFormValues = {
  tomador: {
    tipoDocumento: 'CC',
    numeroDocumento: '',
    nombres: '',
    apellidos: '',
    correoElectronico: '',
    celular: '',
    direccion: '',
    ciudad: '',
  },
  aceptaTerminos: false,
};

/**
 * The holder step: document (with the NIT check digit), email and mobile by
 * the shared rules; names, address and city required, trimmed, within the API's lengths.
 */
export function holderSchema(t: TFunction) {
  const requiredText = (max: number) =>
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t('purchase.validation.required')),
          z.maxLength(max, t('purchase.validation.tooLong', { count: max })),
        ),
      z.transform((value: string) => value.replace(/\s+/g, ' ')),
    );
  const holder = z
    .object({
      tipoDocumento: documentTypeField(t),
      numeroDocumento: z.string(),
      nombres: requiredText(MAX_LENGTH.nombres),
      apellidos: requiredText(MAX_LENGTH.apellidos),
      correoElectronico: emailField(t),
      celular: mobileField(t),
      direccion: requiredText(MAX_LENGTH.direccion),
      ciudad: requiredText(MAX_LENGTH.ciudad),
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
