// What the sale's electronic documents are built from (the issuer and the sale) and what a builder answers.
import type { DocumentType } from '@soat/shared/rules/identity-document';
import type { DianPaymentMeansCode } from './dian-codes.js';
import type { DianEnvironment } from './unique-codes.js';

/** An address as the annex writes it; the DANE codes are written when known. */
export interface DianAddress {
  /** Street address, as typed. */
  line: string;
  cityName: string;
  /** The DANE municipality code (5 digits, e.g. `11001` Bogotá). */
  cityCode?: string;
  departmentName?: string;
  /** The DANE department code (2 digits, e.g. `11`). */
  departmentCode?: string;
  postalZone?: string;
}

/** The insurer: the seller of the SOAT and the issuer of its documents (a legal person with a NIT). */
export interface InsurerParty {
  /** Its name as registered in the RUT (`cbc:RegistrationName`). */
  legalName: string;
  /** Its commercial name (`cac:PartyName`); the legal name when unset. */
  tradeName?: string;
  /** The NIT's base digits, without the check digit (computed). */
  nit: string;
  /** Its tax responsibilities (`TipoResponsabilidad`, e.g. `O-13` gran contribuyente), written `;`-separated. */
  taxLevelCodes: readonly string[];
  address: Required<Pick<DianAddress, 'cityCode' | 'departmentName' | 'departmentCode'>> & DianAddress;
  email: string;
  phone?: string;
}

/** The software that signs and sends, as the DIAN enabled it. */
export interface SoftwareIdentity {
  id: string;
  pin: string;
  /** The NIT (base digits) of the software's provider: the insurer itself when it is its own provider. */
  providerNit: string;
}

/** A numbering range authorised by the DIAN (a resolution): every invoice number comes from one. */
export interface NumberingRange {
  /** `sts:InvoiceAuthorization`: the resolution's number. */
  resolution: string;
  /** The range's validity, `YYYY-MM-DD`. */
  validFrom: string;
  validTo: string;
  prefix: string;
  from: number;
  to: number;
  /** The range's technical key (`ClTec`): closes the CUFE's chain; never written in a document. */
  technicalKey: string;
}

/** Everything about the issuer that every document carries. */
export interface DocumentIssuer {
  environment: DianEnvironment;
  insurer: InsurerParty;
  software: SoftwareIdentity;
  invoiceRange: NumberingRange;
  /** The credit notes' own prefix (notes are numbered by the issuer, without a resolution). */
  creditNotePrefix: string;
}

/** The buyer: the policy's holder. */
export interface Buyer {
  documentType: DocumentType;
  /** As stored: digits (a NIT as `base-checkDigit`, e.g. `900123456-8`). */
  documentNumber: string;
  /** Full name, or a company's registered name. */
  name: string;
  email: string;
  phone?: string;
  address?: DianAddress;
}

/** What the buyer paid, in whole pesos, as the policy recorded it. */
export interface SaleAmounts {
  /** Null where the official data publishes only the subtotal (then one line carries both). */
  premium: number | null;
  adresContribution: number | null;
  /** Premium and ADRES contribution. */
  subtotal: number;
  runtFee: number;
  total: number;
}

/** The sale as its documents describe it. */
export interface SaleDetails {
  policyNumber: string;
  plate: string;
  /** The policy's validity, `YYYY-MM-DD` (the invoice's period). */
  startsOn: string;
  endsOn: string;
  buyer: Buyer;
  amounts: SaleAmounts;
  paymentMeansCode: DianPaymentMeansCode;
}

export interface InvoiceInput {
  sale: SaleDetails;
  /** The number taken from `issuer.invoiceRange` (without its prefix). */
  number: number;
  issuedAt: Date;
}

/** A refund of the whole sale: a credit note that cancels its invoice. */
export interface CreditNoteInput {
  sale: SaleDetails;
  /** The note's consecutive (written after `issuer.creditNotePrefix`). */
  number: number;
  issuedAt: Date;
  invoice: InvoiceReference;
  /** Why the sale was refunded, in Spanish (the note's `cbc:Note`). */
  reason: string;
}

/** How a credit note names its invoice. */
export interface InvoiceReference {
  number: string;
  cufe: string;
  issueDate: string;
}

/** One line of a document: what was sold, and its amount as written. */
export interface SaleLine {
  description: string;
  /** The seller's code for it (`StandardItemIdentification`, scheme 999). */
  code: string;
  pesos: number;
  amount: string;
}

/** The document's totals, as written (the CUFE's chain is built from these strings). */
export interface SaleTotals {
  lineExtension: string;
  taxExclusive: string;
  taxInclusive: string;
  payable: string;
  taxes: { iva: string; inc: string; ica: string };
}

/** A built document: its XML (unsigned) and what the graphic representation and the records need. */
export interface SaleDocument {
  kind: 'invoice' | 'credit-note';
  /** Written when first read (the graphic representation needs only the strings below), the same every time. */
  readonly xml: string;
  /** `cbc:ID`: prefix and number. */
  number: string;
  /** The CUFE of an invoice, the CUDE of a credit note. */
  uniqueCode: string;
  issueDate: string;
  issueTime: string;
  qrContent: string;
  lines: SaleLine[];
  totals: SaleTotals;
  sale: SaleDetails;
  /** The invoice a credit note cancels. */
  invoice?: InvoiceReference;
}
