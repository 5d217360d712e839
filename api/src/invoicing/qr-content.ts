// The text of a document's QR code (`sts:QRCode`, and the code printed on its graphic representation):
// one `Field: value` per line, in the annex's order, from the strings the document carries.
import { documentSearchUrl } from './dian-codes.js';
import type { SaleTotals } from './sale-document.js';
import { dianAmount, type DianEnvironment } from './unique-codes.js';

export interface QrFields {
  number: string;
  issueDate: string;
  issueTime: string;
  issuerNit: string;
  buyerId: string;
  totals: SaleTotals;
  /** `CUFE` for an invoice, `CUDE` for a credit note. */
  codeName: 'CUFE' | 'CUDE';
  uniqueCode: string;
  environment: DianEnvironment;
}

export function qrContent(fields: QrFields): string {
  const { taxes } = fields.totals;
  // every tax other than IVA, added up: INC and ICA (all 0.00 on a SOAT)
  const otherTaxes = dianAmount(Number.parseInt(taxes.inc, 10) + Number.parseInt(taxes.ica, 10));
  return [
    `NumFac: ${fields.number}`,
    `FecFac: ${fields.issueDate}`,
    `HorFac: ${fields.issueTime}`,
    `NitFac: ${fields.issuerNit}`,
    `DocAdq: ${fields.buyerId}`,
    `ValFac: ${fields.totals.lineExtension}`,
    `ValIva: ${taxes.iva}`,
    `ValOtroIm: ${otherTaxes}`,
    `ValTolFac: ${fields.totals.payable}`,
    `${fields.codeName}: ${fields.uniqueCode}`,
    `QRCode: ${documentSearchUrl(fields.environment, fields.uniqueCode)}`,
  ].join('\n');
}
