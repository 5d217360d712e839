import { apiUrl, http, type ApiRequest, type ApiResponse, type HttpContext } from '@soat/shared/http';

const PAYMENTS = '/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos';

/** What POST /solicitudes/{id}/pagos takes: the method and, for PSE, the bank and the person type. */
export type PaymentChoice = ApiRequest<typeof PAYMENTS, 'post'>;
/** The attempt, with the gateway's hosted checkout (`urlPasarela`), where the card or the bank is chosen. */
export type CreatedPayment = ApiResponse<typeof PAYMENTS, 'post', 201>;

/**
 * Starts a payment attempt. The same `Idempotency-Key` answers the same
 * attempt, so a double click or a repeated request never charges twice.
 * `context`: what the caller answers itself (a 409 the page shows as the request's state, say).
 */
export function createPayment(
  purchaseRequestId: string,
  choice: PaymentChoice,
  idempotencyKey: string,
  context?: HttpContext,
) {
  return http()
    .post(apiUrl(PAYMENTS).replace('{idSolicitudSoat}', encodeURIComponent(purchaseRequestId)), {
      json: choice,
      headers: { 'Idempotency-Key': idempotencyKey },
      ...(context ? { context } : {}),
    })
    .json<CreatedPayment>();
}
