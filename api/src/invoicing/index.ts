// The invoicing's public door: the sale's DIAN documents, their signature, their schema validation, their
// graphic representation and their delivery (docs/invoicing.md). Pure: no database, no HTTP.
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
export { DIAN_NIT, documentSearchUrl, type DianPaymentMeansCode } from './dian-codes.js';
export { buildInvoice } from './invoice.js';
export { buildCreditNote } from './credit-note.js';
export { signDocument, type SignOptions } from './xml-signature.js';
export { verifyDocumentSignature, type SignatureVerification } from './signature-verification.js';
export { developmentSigner, isTestCertificate, loadSigner, type DocumentSigner, type SignerSource } from './signer.js';
export { validateUblDocument, type SchemaValidation, type UblDocumentName } from './schema-validation.js';
export { renderDocumentPdf, type DocumentPdfOptions } from './document-pdf.js';
export { buildAttachedDocument, type AttachedDocumentInput } from './attached-document.js';
export { deliveryFileNames, zipDelivery, type DeliveryFileNames, type DeliveryNaming } from './delivery-zip.js';
export { cude, cufe, dianAmount, softwareSecurityCode, type DianEnvironment } from './unique-codes.js';
