import type { TFunction } from 'i18next';
import { documentNumberRule, documentTypeField, plateField, storedDocumentNumber, z } from '@soat/shared/forms';

/** The consult form: the plate and the holder's document, checked by the shared rules as the API checks them. */
export function consultSchema(t: TFunction) {
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
export type ConsultInput = z.input<ReturnType<typeof consultSchema>>;
/** The API's request, in the form the rules store it (upper-case plate, document digits). */
export type ConsultValues = z.output<ReturnType<typeof consultSchema>>;
