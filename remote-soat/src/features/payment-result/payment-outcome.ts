import { isFailedPayment, type PurchaseRequest } from '../../lib/purchase-request';

/**
 * What the customer is told about a purchase request after the gateway. A paid request that could
 * not be issued is refunded: `refund` while the refund job works on it, then `refunded`, or
 * `refund-manual` while a person of the team returns the money (PSE).
 */
export type PaymentOutcome =
  | 'issued'
  | 'issuing'
  | 'pending'
  | 'declined'
  | 'not-paid'
  | 'refund'
  | 'refunded'
  | 'refund-manual'
  | 'late-refund'
  | 'expired';

export function paymentOutcome(request: PurchaseRequest): PaymentOutcome {
  if (request.estado === 'emitida') return request.poliza ? 'issued' : 'issuing';
  // closed unpaid at the end of its lifetime (ADR 010): quoted again
  if (request.estado === 'vencida') return 'expired';
  if (request.estado === 'reembolso-pendiente') return 'refund';
  if (request.estado === 'reembolsada') return 'refunded';
  if (request.estado === 'reembolso-en-gestion') return 'refund-manual';
  // paid, the policy being issued
  if (request.estado === 'pagada') return 'issuing';
  if (!request.pago) return 'not-paid';
  // money that arrived after its payment had expired (cash paid late, say): given back, the request still open
  if (request.pago.motivoReembolso) return 'late-refund';
  if (isFailedPayment(request.pago.estado)) return 'declined';
  return request.pago.estado === 'APROBADO' ? 'issuing' : 'pending';
}

/** Whether the outcome can still change by itself soon (asked again), or is final for now. */
export function isSettled(outcome: PaymentOutcome): boolean {
  return outcome !== 'pending' && outcome !== 'issuing' && outcome !== 'refund';
}

/** An issued policy whose electronic invoice the DIAN is still validating (its download is still to come). */
export function awaitsInvoice(request: PurchaseRequest): boolean {
  return request.poliza?.factura?.estado === 'en-proceso';
}

/**
 * Once the policy is issued, how often and how many more times to ask for its invoice: the DIAN usually
 * validates it within seconds, so for about half a minute, and then the email delivers it.
 */
export const INVOICE_CHECKS = { delayMs: 3_000, times: 10 } as const;

/** Whether the page follows the request by itself: its payment can still change, or its invoice is coming. */
export function isFollowed(request: PurchaseRequest): boolean {
  return !isSettled(paymentOutcome(request)) || awaitsInvoice(request);
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
