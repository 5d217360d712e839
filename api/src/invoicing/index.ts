// The invoicing's public door: the sale's DIAN documents, their signature, their validation and their
// delivery (docs/invoicing.md). Pure: no database, no HTTP.
export type {
  Buyer,
  CreditNoteInput,
  DianAddress,
  DocumentIssuer,
  InsurerParty,
  InvoiceInput,
  InvoiceReference,
  NumberingRange,
  SaleAmounts,
  SaleDetails,
  SaleDocument,
  SaleLine,
  SaleTotals,
  SoftwareIdentity,
} from './sale-document.js';
export type { DianPaymentMeansCode } from './dian-codes.js';
export { buildInvoice } from './invoice.js';
export { buildCreditNote } from './credit-note.js';
export { validateUblDocument, type SchemaValidation } from './schema-validation.js';
export { cude, cufe, dianAmount, softwareSecurityCode, type DianEnvironment } from './unique-codes.js';
