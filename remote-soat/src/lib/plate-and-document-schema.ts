import type { TFunction } from 'i18next';
import { documentNumberRule, documentTypeField, plateField, storedDocumentNumber, z } from '@soat/shared/forms';

/**
 * A plate and a holder's document, checked by the shared rules as the API checks them: the consult's form
 * and the claim of purchases made without an account.
 */
export function plateAndDocumentSchema(t: TFunction) {
  const form = z
    .object({
      placa: plateField(t),
      tipoDocumento: documentTypeField(t),
      numeroDocumento: z.string(),
    })
    .check(documentNumberRule(t, { type: 'tipoDocumento', number: 'numeroDocumento' }));
  return z.pipe(
    form,
    storedDocumentNumber<z.output<typeof form>>({ type: 'tipoDocumento', number: 'numeroDocumento' }),
  );
}

/** What the form holds while the visitor types. */
export type PlateAndDocumentInput = z.input<ReturnType<typeof plateAndDocumentSchema>>;
/** The API's request, in the form the rules store it (upper-case plate, document digits). */
export type PlateAndDocumentValues = z.output<ReturnType<typeof plateAndDocumentSchema>>;
