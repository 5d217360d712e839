import { formatPesos } from '../pdf/policy-certificate.js';
import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

/**
 * The sale's electronic document once the DIAN accepted it (ADR 041): the invoice of a policy, or the
 * credit note of its refund, as the zip the norm delivers (the AttachedDocument's XML and the PDF).
 */
export function electronicDocumentEmail(options: {
  kind: 'factura' | 'nota-credito';
  to: string;
  name: string;
  /** Prefix and number, `SETP990000001`. */
  documentNumber: string;
  policyNumber: string;
  total: number;
  /** The CUFE of an invoice, the CUDE of a credit note. */
  uniqueCode: string;
  /** Where the customer downloads it again (the result page). */
  purchaseUrl: string;
  zip: { filename: string; content: Buffer };
}): EmailMessage {
  const { kind, to, name, documentNumber, policyNumber, total, uniqueCode, purchaseUrl, zip } = options;
  const invoice = kind === 'factura';
  const subject = invoice
    ? `Tu factura electrónica ${documentNumber} del SOAT ${policyNumber}`
    : `Nota crédito ${documentNumber} de tu SOAT ${policyNumber}`;
  const what = invoice
    ? `Esta es la factura electrónica de venta ${documentNumber} de tu SOAT ${policyNumber}, por ${formatPesos(total)}, validada por la DIAN.`
    : `Esta es la nota crédito ${documentNumber}, validada por la DIAN, que anula la factura de tu SOAT ${policyNumber} por el reembolso de ${formatPesos(total)}.`;
  const code = `${invoice ? 'CUFE' : 'CUDE'}: ${uniqueCode}`;
  const attached =
    'Adjuntamos un archivo .zip con el documento electrónico (XML) y su representación gráfica (PDF). Guárdalo: es tu soporte ante la DIAN.';
  const link = `También puedes descargarlo en ${purchaseUrl}`;
  const text = [`Hola, ${name}:`, '', what, code, attached, link].join('\n');
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    escapeHtml(what),
    `<span style="word-break:break-all">${escapeHtml(code)}</span>`,
    escapeHtml(attached),
    `También puedes descargarlo en <a href="${escapeHtml(purchaseUrl)}">${escapeHtml(purchaseUrl)}</a>.`,
  ]);
  return {
    to,
    subject,
    text,
    html,
    attachments: [{ filename: zip.filename, contentType: 'application/zip', content: zip.content }],
  };
}
