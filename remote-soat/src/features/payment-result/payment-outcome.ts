import { isFailedPayment, type PurchaseRequest } from '../../components/purchase-request';

/** What the customer is told about a purchase request after the gateway. */
export type PaymentOutcome = 'issued' | 'issuing' | 'pending' | 'declined' | 'not-paid' | 'refund';

export function paymentOutcome(request: PurchaseRequest): PaymentOutcome {
  if (request.estado === 'emitida') return request.poliza ? 'issued' : 'issuing';
  if (request.estado === 'reembolso-pendiente') return 'refund';
  // paid, the policy being issued
  if (request.estado === 'pagada') return 'issuing';
  if (!request.pago) return 'not-paid';
  if (isFailedPayment(request.pago.estado)) return 'declined';
  return request.pago.estado === 'APROBADO' ? 'issuing' : 'pending';
}

/** Whether the outcome can still change by itself (asked again), or is final. */
export function isSettled(outcome: PaymentOutcome): boolean {
  return outcome !== 'pending' && outcome !== 'issuing';
}

/**
 * How long to wait before asking again: every 3 s for the first half minute
 * (most payments settle then), every 10 s for the next few minutes, then every 30 s.
 */
export function pollDelay(checksDone: number): number {
  if (checksDone < 10) return 3_000;
  if (checksDone < 30) return 10_000;
  return 30_000;
}
