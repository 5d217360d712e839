import { formatPesos } from '../pdf/certificate-content.js';
import { cashSteps, type CashVoucherData } from '../pdf/cash-voucher.js';
import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

/** The cash payment's reference, deadline and steps, with the PDF voucher attached (issue 45). */
export function cashVoucherEmail(options: {
  to: string;
  name: string;
  voucher: CashVoucherData;
  pdf: Buffer;
  /** Where the customer follows the payment (the result page). */
  purchaseUrl: string;
}): EmailMessage {
  const { to, name, voucher, pdf, purchaseUrl } = options;
  const subject = `Paga tu SOAT de la placa ${voucher.plate} en efectivo: referencia ${voucher.paymentReference}`;
  const intro = `Para pagar ${formatPesos(voucher.amount)} en un corresponsal bancario usa el código de convenio ${voucher.agreementCode} y la referencia de pago ${voucher.paymentReference}. Paga antes de ${voucher.deadlineText}.`;
  const steps = cashSteps(voucher).map((step, index) => `${index + 1}. ${step}`);
  const attached = 'Adjuntamos el comprobante en PDF para que lo muestres o lo imprimas.';
  const text = [`Hola, ${name}:`, '', intro, ...steps, attached, '', `Puedes ver tu compra en ${purchaseUrl}`].join(
    '\n',
  );
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    escapeHtml(intro),
    ...steps.map(escapeHtml),
    escapeHtml(attached),
    `Puedes ver tu compra en <a href="${escapeHtml(purchaseUrl)}">${escapeHtml(purchaseUrl)}</a>.`,
  ]);
  return {
    to,
    subject,
    text,
    html,
    attachments: [
      { filename: `comprobante-${voucher.paymentReference}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  };
}
