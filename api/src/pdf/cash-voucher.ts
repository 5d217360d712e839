import { formatPesos } from './certificate-content.js';
import { taggedSpanishPdf } from './tagged-pdf.js';
import { winAnsiText } from './win-ansi-text.js';

// The voucher of a cash payment (issue 45): what the customer shows or dictates at a banking correspondent,
// as a tagged PDF in Spanish (its language, title and headings for a screen reader), like the certificate.

export interface CashVoucherData {
  merchant: string;
  plate: string;
  /** Integer pesos. */
  amount: number;
  agreementCode: string;
  paymentReference: string;
  /** "el 1 de diciembre de 2026 a las 10:30 (hora de Colombia)". */
  deadlineText: string;
}

const BLUE = '#0b4f8a';
const TEXT = '#1a1a1a';

/** How to pay at a correspondent, step by step. */
export const cashSteps = (data: CashVoucherData) => [
  'Ve a un corresponsal bancario Bancolombia (tiendas, droguerías y supermercados con el aviso) antes del plazo.',
  `Di que vas a pagar un convenio: dicta el código de convenio ${data.agreementCode} y la referencia de pago ${data.paymentReference}.`,
  `Paga ${formatPesos(data.amount)} en efectivo y guarda el recibo del corresponsal.`,
  'Cuando el pago se confirme expedimos tu póliza y te la enviamos por correo. Si pagas después del plazo, no se expide con este pago y te devolvemos el dinero.',
];

export function renderCashVoucher(data: CashVoucherData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, finished } = taggedSpanishPdf({
    margin: 56,
    compress: options.compress ?? true,
    info: {
      Title: winAnsiText(`Comprobante de pago en efectivo, SOAT placa ${data.plate}`),
      Author: winAnsiText(data.merchant),
    },
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const text = (type: 'H1' | 'H2' | 'P', value: string, font: string, size: number, color = TEXT) => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(winAnsiText(value), { structParent: root, structType: type });
  };

  text('H1', 'Comprobante de pago en efectivo', 'Helvetica-Bold', 18, BLUE);
  doc.moveDown(0.3);
  text('P', `${data.merchant} · SOAT de la placa ${data.plate}`, 'Helvetica', 11);
  doc.moveDown(0.8);
  for (const [label, value] of [
    ['Valor a pagar', formatPesos(data.amount)],
    ['Código de convenio', data.agreementCode],
    ['Referencia de pago', data.paymentReference],
    ['Paga antes de', data.deadlineText],
  ] as const) {
    text('P', `${label}: ${value}`, 'Helvetica-Bold', 13);
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);
  text('H2', 'Cómo pagar en un corresponsal bancario', 'Helvetica-Bold', 13, BLUE);
  doc.moveDown(0.3);
  cashSteps(data).forEach((step, index) => {
    text('P', `${index + 1}. ${step}`, 'Helvetica', 11);
    doc.moveDown(0.2);
  });
  root.end();
  doc.end();
  return finished;
}
