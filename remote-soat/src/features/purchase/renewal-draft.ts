import type { Renewal } from './api/renewal';
import { EMPTY_DRAFT, type PurchaseDraft } from './purchase-draft';
import { vehicleFormValues } from './vehicle-schema';

/** The purchase as a renewal starts it: the renewed policy's vehicle and holder, the terms still to accept. */
export function renewalDraft({ placa, vehiculo, tomador }: Renewal): PurchaseDraft {
  return { ...EMPTY_DRAFT, vehicle: vehicleFormValues(placa, vehiculo), holder: { tomador, aceptaTerminos: false } };
}
