import { apiUrl, http, type ApiResponse } from '@soat/shared/http';
import { EMPTY_DRAFT, type PurchaseDraft } from '../purchase-draft';
import { vehicleFormValues } from '../vehicle-schema';

/** The reminder's link read with a POST, so its token never travels in an address (the page's server reads it too). */
export const RENEWALS = '/soat/api/v1/renovaciones';

/** What a renewal reminder's link prefills: the plate, the vehicle, the holder and the new policy's first day. */
export type Renewal = ApiResponse<typeof RENEWALS, 'post'>;

export function getRenewal(token: string): Promise<Renewal> {
  return http().post(apiUrl(RENEWALS), { json: { token } }).json<Renewal>();
}

/** The purchase as a renewal starts it: the renewed policy's vehicle and holder, the terms still to accept. */
export function renewalDraft({ placa, vehiculo, tomador }: Renewal): PurchaseDraft {
  return { ...EMPTY_DRAFT, vehicle: vehicleFormValues(placa, vehiculo), holder: { tomador, aceptaTerminos: false } };
}
