import { formatSpanishDate, type CalendarDate } from '@soat/shared/rules/validity';
import type { PaymentStatus, RefundReason } from '../db/schema.js';

/** The portal's payment methods (the API's `metodo`). */
export type PaymentMethod = 'TARJETA' | 'PSE' | 'NEQUI' | 'BANCOLOMBIA' | 'DAVIPLATA' | 'EFECTIVO';

/** A transaction's status as the gateway (Wompi) names it. */
export type GatewayStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

/**
 * How `soat_payments_total` counts a payment that reached a final status: its status, or VENCIDO for one whose
 * own deadline ran out unpaid (a Nequi push, a cash reference). A closed list (a new status fails the type
 * check until it is here): every method's series of each is exported from 0 (platform/metrics.ts).
 */
const paymentMetricOutcomes: Record<Exclude<PaymentStatus, 'PENDIENTE'> | 'VENCIDO', true> = {
  APROBADO: true,
  RECHAZADO: true,
  ANULADO: true,
  ERROR: true,
  VENCIDO: true,
};
export type PaymentMetricOutcome = keyof typeof paymentMetricOutcomes;
export const PAYMENT_METRIC_OUTCOMES = Object.keys(paymentMetricOutcomes) as PaymentMetricOutcome[];

export const statusFromGateway: Record<GatewayStatus, PaymentStatus> = {
  PENDING: 'PENDIENTE',
  APPROVED: 'APROBADO',
  DECLINED: 'RECHAZADO',
  VOIDED: 'ANULADO',
  ERROR: 'ERROR',
};

/** What the customer reads about a payment, in Spanish (the gateway's own words may be English). */
export const paymentMessages: Record<PaymentStatus, string> = {
  PENDIENTE: 'Tu pago está en proceso. Te avisaremos por correo cuando se confirme.',
  APROBADO: 'Pago aprobado. Tu póliza fue expedida y te la enviamos por correo.',
  RECHAZADO: 'El pago fue rechazado. Puedes intentarlo de nuevo con otro medio de pago.',
  ERROR: 'La pasarela no pudo procesar el pago. Puedes intentarlo de nuevo.',
  ANULADO: 'El pago fue anulado. Puedes intentarlo de nuevo.',
};
/**
 * What the customer reads about a final payment: for a refusal, the gateway's own reason (its
 * `status_message`, e.g. "Fondos insuficientes.") before what to do next.
 */
export function finalMessage(status: PaymentStatus, gatewayReason: string | null): string {
  const reason = gatewayReason?.trim().slice(0, 200);
  if (!reason || (status !== 'RECHAZADO' && status !== 'ERROR')) return paymentMessages[status];
  const [first, ...rest] = paymentMessages[status].split('. ');
  return `${first}: ${reason.replace(/\.?$/, '.')} ${rest.join('. ')}`;
}

export const refundMessage =
  'Pago aprobado, pero la placa ya tiene un SOAT para ese periodo: no expedimos otra póliza y te devolveremos el dinero.';

/** What the customer reads about an approved payment that bought no policy, by why (ADR 010). */
export const refundMessages: Record<RefundReason, string> = {
  'periodo-ocupado': refundMessage,
  'pago-repetido':
    'Pago aprobado, pero esta solicitud ya tenía su póliza expedida con otro pago: te devolveremos el dinero de este.',
  'solicitud-cerrada':
    'Pago aprobado cuando esta solicitud ya estaba cerrada (venció sin pagarse): no expedimos la póliza y te devolveremos el dinero.',
  'precio-cambio':
    'Pago aprobado, pero el valor del SOAT cambió antes de ese día (hay una nueva tarifa vigente): no expedimos la póliza con el valor anterior y te devolveremos el dinero.',
  'pago-vencido':
    'El pago llegó después de su plazo, cuando ya había vencido: no expedimos la póliza con él y te devolveremos el dinero.',
};

/** The plate got a policy for part of this request's period after the request was made (another tab, say). */
export const periodTakenMessage = (plate: string, until: CalendarDate, nextStart: CalendarDate) =>
  `La placa ${plate} ya tiene un SOAT vigente hasta el ${formatSpanishDate(until)}, así que esta solicitud ya no se puede pagar y no te cobramos nada. Haz una nueva solicitud con inicio de vigencia el ${formatSpanishDate(nextStart)}.`;

/** The same when that policy is not this request's holder's nor its account's: no date (ADR 010). */
export const periodTakenByAnotherMessage = (plate: string) =>
  `La placa ${plate} ya tiene un SOAT que cubre parte del periodo de esta solicitud, así que ya no se puede pagar y no te cobramos nada. Un vehículo solo puede tener un SOAT a la vez.`;

export const idempotencyKeyReusedMessage =
  'Esa clave Idempotency-Key ya se usó para un pago con otros datos. Usa una clave nueva para este intento.';

export const alreadyPaidMessage = 'Esta solicitud ya fue pagada.';
export const paymentPendingMessage =
  'Ya hay un pago en proceso para esta solicitud. Termínalo en la pasarela o espera su confirmación.';
export const paymentInFlightMessage =
  'Este pago está en curso: lo estamos creando en la pasarela. Intenta de nuevo en unos segundos.';
