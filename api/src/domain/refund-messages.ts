// What the customer reads about a refund (ADR 010, "Refunds"), in Spanish: the payment's message in the
// API's answers and the refund emails say the same terms.

/** anulado: the gateway voided the card payment; en-gestion: an operator will transfer it; consignado: transferred. */
export type RefundSituation = 'anulado' | 'en-gestion' | 'consignado';

/** When a voided card payment shows again: the issuing bank decides, within this range. */
export const cardRefundTerm = 'entre 5 y 15 días hábiles, según tu banco';
/** What happens to a payment that cannot be returned by the gateway (PSE). */
export const manualRefundSteps = [
  'En los próximos 2 días hábiles te escribiremos a este correo para confirmar la cuenta bancaria a nombre del tomador donde te consignaremos el dinero.',
  'Te lo consignamos dentro de los 10 días hábiles siguientes a tu respuesta y te avisamos por correo cuando esté hecho.',
] as const;
/** When a transfer made by an operator shows in the customer's account. */
export const transferTerm = 'entre 1 y 3 días hábiles, según tu banco';

export const refundPaymentMessages: Record<RefundSituation, string> = {
  anulado: `Pago devuelto: anulamos el cobro en tu tarjeta. Verás el dinero de nuevo ${cardRefundTerm}.`,
  'en-gestion':
    'Estamos devolviendo este pago: no se puede devolver automáticamente, así que lo hará una persona de nuestro equipo. Te escribiremos al correo en los próximos 2 días hábiles para confirmar la cuenta donde te lo consignaremos.',
  consignado: `Pago devuelto: te consignamos el dinero. Lo verás en tu cuenta ${transferTerm}.`,
};
