import { apiUrl, http, type HttpContext } from '@soat/shared/http';
import { PURCHASE_REQUEST, type PurchaseRequest } from './purchase-request';

// An unknown id is an answer the pages give themselves ("No encontramos esta solicitud"), not a failure:
// no error notification beside it.
const context: HttpContext = { handledStatuses: [404] };

export function getPurchaseRequest(purchaseRequestId: string): Promise<PurchaseRequest> {
  return http()
    .get(apiUrl(PURCHASE_REQUEST).replace('{idSolicitudSoat}', encodeURIComponent(purchaseRequestId)), { context })
    .json<PurchaseRequest>();
}
