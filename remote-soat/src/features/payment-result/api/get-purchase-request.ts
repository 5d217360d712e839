import { http } from '@soat/shared/http';
import type { PurchaseRequest } from '../../../components/purchase-request';

export function getPurchaseRequest(idSolicitudSoat: string): Promise<PurchaseRequest> {
  return http().get(`soat/api/v1/solicitudes/${encodeURIComponent(idSolicitudSoat)}`).json<PurchaseRequest>();
}
