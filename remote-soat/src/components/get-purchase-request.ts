import { apiUrl, http } from '@soat/shared/http';
import { PURCHASE_REQUEST, type PurchaseRequest } from './purchase-request';

export function getPurchaseRequest(idSolicitudSoat: string): Promise<PurchaseRequest> {
  return http()
    .get(apiUrl(PURCHASE_REQUEST).replace('{idSolicitudSoat}', encodeURIComponent(idSolicitudSoat)))
    .json<PurchaseRequest>();
}
