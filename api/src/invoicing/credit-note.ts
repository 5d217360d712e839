// A refund's credit note (nota crédito): a UBL 2.1 CreditNote that cancels the whole invoice of a sale,
// identified by its CUDE and referring to the invoice by its number, CUFE and date.
import { NS } from './dian-codes.js';
import type { CreditNoteInput, DocumentIssuer, SaleDocument } from './sale-document.js';
import { buildSaleDocument, type DocumentKind } from './sale-document-builder.js';

const CREDIT_NOTE: DocumentKind = {
  kind: 'credit-note',
  namespace: NS.creditNote,
  root: 'CreditNote',
  customizationId: '20', // nota crédito que referencia una factura electrónica
  profileId: 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
  typeCode: { element: 'cbc:CreditNoteTypeCode', value: '91' },
  line: { element: 'cac:CreditNoteLine', quantity: 'cbc:CreditedQuantity' },
  codeName: 'CUDE',
};

/** The annex's `ConceptoNotaCredito` 2: the invoice is cancelled (anulación). */
const CANCELLATION = { code: '2', description: 'Anulación de factura electrónica' };

/** The credit note of a refund of the whole sale (unsigned: sign it with signDocument). */
export function buildCreditNote(input: CreditNoteInput, issuer: DocumentIssuer): SaleDocument {
  if (!Number.isSafeInteger(input.number) || input.number < 1) {
    throw new RangeError(`Not a credit note number: ${input.number}`);
  }
  return buildSaleDocument(CREDIT_NOTE, {
    issuer,
    sale: input.sale,
    number: `${issuer.creditNotePrefix}${input.number}`,
    issuedAt: input.issuedAt,
    note: input.reason,
    invoice: input.invoice,
    discrepancy: CANCELLATION,
  });
}
