import type { Renewal, RenewalHolder } from './api/renewal';
import { EMPTY_HOLDER } from './holder-values';
import { EMPTY_DRAFT, type PurchaseDraft } from './purchase-draft';
import { vehicleFormValues } from './vehicle-schema';

/**
 * The purchase as a renewal's link starts it: the renewed policy's vehicle, and of its holder only the name
 * and the kind of document. The rest of the holder comes masked (issue 41), never into a field: it is filled
 * once the visitor types the holder's document (`withRenewalHolder`). The terms are still to accept.
 */
export function renewalDraft(renewal: Renewal, token: string): PurchaseDraft {
  const { placa, vehiculo, tomador } = renewal;
  return {
    ...EMPTY_DRAFT,
    vehicle: vehicleFormValues(placa, vehiculo),
    holder: {
      tomador: {
        ...EMPTY_HOLDER.tomador,
        tipoDocumento: tomador.tipoDocumento,
        nombres: tomador.nombres,
        apellidos: tomador.apellidos,
      },
      aceptaTerminos: false,
    },
    renewal: { token, renewal, verified: false },
  };
}

/** The draft once the holder's document was confirmed: the whole holder, as the renewed policy had them. */
export function withRenewalHolder(draft: PurchaseDraft, holder: RenewalHolder): PurchaseDraft {
  return {
    ...draft,
    holder: { ...draft.holder, tomador: holder },
    requestId: null,
    renewal: draft.renewal && { ...draft.renewal, verified: true },
  };
}
