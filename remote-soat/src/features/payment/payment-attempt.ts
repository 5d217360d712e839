import { isFailedPayment, type PurchaseRequest } from '../../lib/purchase-request';
import type { PaymentChoice } from './api/create-payment';

/** One payment attempt as this tab remembers it (sessionStorage), so a reload re-sends the same key. */
interface Attempt {
  key: string;
  /** The choice the key was made for: another choice is another attempt. */
  choice: string;
  /** The payment the API answered for the key, once it has. */
  idPago: string | null;
}

const storageKey = (purchaseRequestId: string) => `soat:pago:${purchaseRequestId}`;

function read(purchaseRequestId: string): Attempt | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(storageKey(purchaseRequestId)) ?? 'null') as Attempt | null;
    return kept && typeof kept.key === 'string' && typeof kept.choice === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function write(purchaseRequestId: string, attempt: Attempt): void {
  try {
    window.sessionStorage.setItem(storageKey(purchaseRequestId), JSON.stringify(attempt));
  } catch {
    // storage blocked: the key still covers this page's clicks, only not a reload
  }
}

/** A random UUID (v4); `crypto.randomUUID` exists only on secure origins. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` for paying the request with this choice: the kept one
 * while it is the same attempt (a double click, a reload, a return from the
 * gateway's page), a new one for another choice or after the kept attempt failed.
 */
export function attemptKey(request: Pick<PurchaseRequest, 'idSolicitudSoat' | 'pago'>, choice: PaymentChoice): string {
  const kept = read(request.idSolicitudSoat);
  const chosen = JSON.stringify(choice);
  const { pago } = request;
  // a payment that failed, or whose money came too late and is being given back, is over: a new attempt
  const over = (payment: NonNullable<typeof pago>) =>
    isFailedPayment(payment.estado) || payment.motivoReembolso !== null;
  const failed = Boolean(kept?.idPago && pago && kept.idPago === pago.idPago && over(pago));
  if (kept && kept.choice === chosen && !failed) return kept.key;
  const attempt: Attempt = { key: newUuid(), choice: chosen, idPago: null };
  write(request.idSolicitudSoat, attempt);
  return attempt.key;
}

/** Remembers which payment the API answered for the key. */
export function recordPayment(purchaseRequestId: string, key: string, paymentId: string): void {
  const kept = read(purchaseRequestId);
  if (kept?.key === key) write(purchaseRequestId, { ...kept, idPago: paymentId });
}

/**
 * The attempt this tab made that the gateway still has pending (the customer
 * left its checkout page, say): sending it again answers the same checkout.
 */
export function pendingAttempt(
  request: Pick<PurchaseRequest, 'idSolicitudSoat' | 'pago'>,
): { key: string; choice: PaymentChoice } | null {
  const kept = read(request.idSolicitudSoat);
  const { pago } = request;
  if (!kept?.idPago || !pago || pago.idPago !== kept.idPago || pago.estado !== 'PENDIENTE') return null;
  try {
    return { key: kept.key, choice: JSON.parse(kept.choice) as PaymentChoice };
  } catch {
    return null;
  }
}
