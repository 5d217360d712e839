import { formatSpanishDate } from '@soat/shared/rules/validity';
import { formatPesos } from '../pdf/policy-certificate.js';
import { cardRefundTerm, manualRefundSteps, transferTerm, type RefundSituation } from '../domain/refund-messages.js';
import type { RefundReason } from '../db/schema.js';
import { maskMobile } from '../domain/purchase-views.js';
import type { PaymentMethod } from '../domain/payment-messages.js';
import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

const paidWithText: Record<PaymentMethod, string> = {
  TARJETA: 'con tarjeta',
  PSE: 'por PSE',
  NEQUI: 'con Nequi',
  BANCOLOMBIA: 'con Botón Bancolombia',
  DAVIPLATA: 'con DaviPlata',
  EFECTIVO: 'en efectivo en un corresponsal bancario',
};

/**
 * What happens next with a refund a person makes: back to the Nequi or DaviPlata wallet; for cash, the
 * customer is asked for a bank account in the holder's name (there is nowhere else to send it); a bank
 * transfer otherwise.
 */
function manualSteps(options: { method: PaymentMethod; holderName?: string; mobile?: string | null }): string[] {
  if (options.method === 'NEQUI' || options.method === 'DAVIPLATA') {
    const wallet = options.method === 'NEQUI' ? 'Nequi' : 'DaviPlata';
    const phone = options.mobile ? ` del celular ${maskMobile(options.mobile)}` : '';
    return [
      `Te enviaremos el dinero a tu cuenta ${wallet}${phone} dentro de los próximos 2 días hábiles.`,
      'Te avisaremos por correo cuando esté hecho.',
    ];
  }
  if (options.method === 'EFECTIVO') {
    return [
      `Responde a este correo con una cuenta bancaria a nombre del tomador, ${options.holderName ?? 'el tomador de la póliza'}: el banco, el tipo de cuenta (ahorros o corriente) y su número.`,
      'Te consignamos el dinero dentro de los 10 días hábiles siguientes a tu respuesta y te avisamos por correo cuando esté hecho.',
    ];
  }
  return [...manualRefundSteps];
}

/**
 * The customer's email about the money of a payment that bought no policy: what was returned and
 * when it shows (a voided card payment, a transfer made), or what happens next (a refund an
 * operator makes: PSE, or a card the gateway would not void).
 */
export function refundEmail(options: {
  to: string;
  name: string;
  situation: RefundSituation;
  /** Integer pesos. */
  amount: number;
  method: PaymentMethod;
  /** The policyholder's full name: the account a cash payment is returned to must be theirs. */
  holderName?: string;
  /** Nequi: the wallet's mobile the money goes back to. */
  mobile?: string | null;
  plate: string;
  start: string;
  end: string;
  /** Where the customer sees the purchase (the result page). */
  purchaseUrl: string;
  /** The purchase got its policy from another payment: this one was paid twice. */
  paidTwice: boolean;
  /** Why the payment bought no policy (ADR 010); a period taken when not told. */
  reason?: RefundReason;
}): EmailMessage {
  const { to, name, situation, method, plate, purchaseUrl } = options;
  const amount = formatPesos(options.amount);
  const purchase = `el SOAT de la placa ${plate} del ${formatSpanishDate(options.start)} al ${formatSpanishDate(options.end)}`;
  const reasons: Record<RefundReason, string> = {
    'pago-repetido': `Recibimos dos pagos por ${purchase}: la póliza quedó expedida con el primero, así que te devolvemos el segundo.`,
    'periodo-ocupado': `No expedimos ${purchase}: el vehículo ya tenía un SOAT para ese periodo, y un vehículo solo puede tener uno a la vez.`,
    'solicitud-cerrada': `No expedimos ${purchase}: el pago llegó cuando la solicitud ya había vencido sin pagarse.`,
    'precio-cambio': `No expedimos ${purchase}: el pago llegó cuando ya regía una nueva tarifa del SOAT, con otro valor.`,
    'pago-vencido': `No expedimos ${purchase}: el pago llegó después de su plazo, cuando ya había vencido.`,
  };
  const why = reasons[options.paidTwice ? 'pago-repetido' : (options.reason ?? 'periodo-ocupado')];
  const paidWith = paidWithText[method];

  let subject: string;
  let body: string[];
  if (situation === 'anulado') {
    subject = `Te devolvimos ${amount} del SOAT de la placa ${plate}`;
    body = [
      why,
      `Anulamos el cobro de ${amount} que pagaste con tu tarjeta. El dinero vuelve a la misma tarjeta: lo verás reflejado ${cardRefundTerm}.`,
    ];
  } else if (situation === 'en-gestion') {
    subject = `Estamos devolviendo tus ${amount} del SOAT de la placa ${plate}`;
    body = [
      why,
      `El pago de ${amount} que hiciste ${paidWith} no se puede devolver automáticamente, así que una persona de nuestro equipo hará la devolución. Lo que sigue:`,
      ...manualSteps(options).map((step, index) => `${index + 1}. ${step}`),
      method === 'EFECTIVO' ? 'Sin esa cuenta no podemos devolverte el dinero.' : 'No tienes que hacer nada por ahora.',
    ];
  } else {
    subject = `Te consignamos ${amount} del SOAT de la placa ${plate}`;
    body = [
      `Te consignamos ${amount}, el valor que pagaste ${paidWith} por ${purchase}.`,
      `Lo verás en tu cuenta ${transferTerm}.`,
    ];
  }
  const link = `Puedes ver tu compra en ${purchaseUrl}`;
  const text = [`Hola, ${name}:`, '', ...body, '', link].join('\n');
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    ...body.map(escapeHtml),
    `Puedes ver tu compra en <a href="${escapeHtml(purchaseUrl)}">${escapeHtml(purchaseUrl)}</a>.`,
  ]);
  return { to, subject, text, html };
}
