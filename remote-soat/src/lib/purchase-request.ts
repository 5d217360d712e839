import type { ApiResponse } from '@soat/shared/http';

/** A purchase request, read by the payment page and the payment result page (ADR 010). */
export const PURCHASE_REQUEST = '/soat/api/v1/solicitudes/{idSolicitudSoat}';
export type PurchaseRequest = ApiResponse<typeof PURCHASE_REQUEST, 'get'>;
export type PaymentStatus = NonNullable<PurchaseRequest['pago']>['estado'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request id is a UUID: anything else in the address is no request, and the API is not asked. */
export function isPurchaseRequestId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/** A payment attempt that ended without the money: a new attempt may be made. */
export function isFailedPayment(status: PaymentStatus): boolean {
  return status === 'RECHAZADO' || status === 'ERROR' || status === 'ANULADO';
}
