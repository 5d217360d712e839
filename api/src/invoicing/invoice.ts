// The sale's electronic invoice (factura electrónica de venta): a UBL 2.1 Invoice as the DIAN's technical
// annex v1.9 defines it, numbered from the issuer's authorised range, identified by its CUFE.
import { NS } from './dian-codes.js';
import type { DocumentIssuer, InvoiceInput, SaleDocument } from './sale-document.js';
import { buildSaleDocument, type DocumentKind } from './sale-document-builder.js';

const INVOICE: DocumentKind = {
  kind: 'invoice',
  namespace: NS.invoice,
  root: 'Invoice',
  customizationId: '10', // operación estándar
  profileId: 'DIAN 2.1: Factura Electrónica de Venta',
  typeCode: { element: 'cbc:InvoiceTypeCode', value: '01' }, // factura electrónica de venta
  line: { element: 'cac:InvoiceLine', quantity: 'cbc:InvoicedQuantity' },
  codeName: 'CUFE',
};

/** The invoice of one SOAT sale (unsigned: sign it with signDocument before sending it). */
export function buildInvoice(input: InvoiceInput, issuer: DocumentIssuer): SaleDocument {
  const range = issuer.invoiceRange;
  if (!Number.isSafeInteger(input.number) || input.number < range.from || input.number > range.to) {
    throw new RangeError(`Invoice number ${input.number} is outside the range ${range.from}–${range.to}`);
  }
  const { sale } = input;
  return buildSaleDocument(INVOICE, {
    issuer,
    sale,
    number: `${range.prefix}${input.number}`,
    issuedAt: input.issuedAt,
    note: `Seguro obligatorio de accidentes de tránsito (SOAT), póliza ${sale.policyNumber}, placa ${sale.plate}, vigente del ${sale.startsOn} al ${sale.endsOn}.`,
    range,
  });
}
