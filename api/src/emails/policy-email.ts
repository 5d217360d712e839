import { formatSpanishDate } from '@soat/shared/rules/validity';
import { formatPesos } from '../pdf/policy-certificate.js';
import type { EmailMessage } from './email-message.js';
import { emailButton, emailHtml, escapeHtml } from './layout.js';

export function policyEmail(options: {
  to: string;
  name: string;
  policyNumber: string;
  plate: string;
  start: string;
  end: string;
  total: number;
  /** Where the customer sees the purchase again (the result page). */
  purchaseUrl: string;
  /** The holder's personal rating link (ADR 012): one rating, within `ratingValidDays`. */
  ratingUrl: string;
  ratingValidDays: number;
  certificate: Buffer;
}): EmailMessage {
  const { to, name, policyNumber, plate, start, end, total, purchaseUrl, ratingUrl, ratingValidDays, certificate } =
    options;
  const subject = `Tu SOAT ${policyNumber} para la placa ${plate}`;
  const issued = `Expedimos tu póliza SOAT ${policyNumber} para el vehículo de placa ${plate}.`;
  const validity = `Cubre desde el ${formatSpanishDate(start)} hasta el ${formatSpanishDate(end)}. Pagaste ${formatPesos(total)}.`;
  const attached =
    'Adjuntamos el certificado en PDF. No necesitas imprimirlo: las autoridades consultan el SOAT en el RUNT.';
  const link = `Puedes ver tu compra en ${purchaseUrl}`;
  const rateInvite = '¿Cómo te fue con la compra? Califica nuestro servicio: te toma un minuto.';
  const rateNote = `El enlace es personal, sirve para una sola calificación y vence en ${ratingValidDays} días.`;
  const text = [
    `Hola, ${name}:`,
    '',
    issued,
    validity,
    attached,
    link,
    '',
    rateInvite,
    `Califica el servicio en ${ratingUrl}`,
    rateNote,
  ].join('\n');
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    escapeHtml(issued),
    escapeHtml(validity),
    escapeHtml(attached),
    `Puedes ver tu compra en <a href="${escapeHtml(purchaseUrl)}">${escapeHtml(purchaseUrl)}</a>.`,
    escapeHtml(rateInvite),
    emailButton(ratingUrl, 'Calificar el servicio'),
    `Si el botón no funciona, copia esta dirección en tu navegador: ${escapeHtml(ratingUrl)}`,
    escapeHtml(rateNote),
  ]);
  return {
    to,
    subject,
    text,
    html,
    attachments: [{ filename: `poliza-${policyNumber}.pdf`, contentType: 'application/pdf', content: certificate }],
  };
}
