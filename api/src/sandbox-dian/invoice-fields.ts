import { elementsAt, textAt, textsAt } from '../invoicing/ubl-xml.js';

// What the sandbox DIAN reads of an invoice, each field at the XPath of the DIAN's annex (UBL 2.1 and the
// DIAN's extension; the prefixes are ubl-xml.ts' ublNamespaces, whatever prefixes the document chose).

const invoice = '/inv:Invoice';
const control = `${invoice}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sts:DianExtensions/sts:InvoiceControl`;
const totals = `${invoice}/cac:LegalMonetaryTotal`;
const buyer = `${invoice}/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`;
const supplier = `${invoice}/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme`;

/** The XPaths, by field (docs/invoicing.md lists them for the builder to agree with). */
export const invoiceXPaths = {
  number: `${invoice}/cbc:ID`,
  uuid: `${invoice}/cbc:UUID`,
  environment: `${invoice}/cbc:ProfileExecutionID`,
  issueDate: `${invoice}/cbc:IssueDate`,
  issueTime: `${invoice}/cbc:IssueTime`,
  resolution: `${control}/sts:InvoiceAuthorization`,
  rangeStartDate: `${control}/sts:AuthorizationPeriod/cbc:StartDate`,
  rangeEndDate: `${control}/sts:AuthorizationPeriod/cbc:EndDate`,
  rangePrefix: `${control}/sts:AuthorizedInvoices/sts:Prefix`,
  rangeFrom: `${control}/sts:AuthorizedInvoices/sts:From`,
  rangeTo: `${control}/sts:AuthorizedInvoices/sts:To`,
  issuerNit: `${supplier}/cbc:CompanyID`,
  issuerName: `${supplier}/cbc:RegistrationName`,
  buyerId: buyer,
  buyerScheme: `${buyer}/@schemeName`,
  buyerCheckDigit: `${buyer}/@schemeID`,
  lineExtensionAmount: `${totals}/cbc:LineExtensionAmount`,
  taxExclusiveAmount: `${totals}/cbc:TaxExclusiveAmount`,
  taxInclusiveAmount: `${totals}/cbc:TaxInclusiveAmount`,
  allowanceTotalAmount: `${totals}/cbc:AllowanceTotalAmount`,
  chargeTotalAmount: `${totals}/cbc:ChargeTotalAmount`,
  prepaidAmount: `${totals}/cbc:PrepaidAmount`,
  payableRoundingAmount: `${totals}/cbc:PayableRoundingAmount`,
  payableAmount: `${totals}/cbc:PayableAmount`,
  /** A tax's header total by its scheme (01 IVA, 04 INC, 03 ICA). */
  taxAmount: (scheme: string) =>
    `${invoice}/cac:TaxTotal[cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID='${scheme}']/cbc:TaxAmount`,
  lineAmounts: `${invoice}/cac:InvoiceLine/cbc:LineExtensionAmount`,
  lineTaxAmounts: `${invoice}/cac:InvoiceLine/cac:TaxTotal/cbc:TaxAmount`,
  lineTaxableAmounts: `${invoice}/cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount`,
  signature: `${invoice}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/ds:Signature`,
  signingTime: `${invoice}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/ds:Signature/ds:Object/xades:QualifyingProperties/xades:SignedProperties/xades:SignedSignatureProperties/xades:SigningTime`,
} as const;

/** An invoice's fields as the document writes them (strings: the CUFE is computed over them). */
export interface InvoiceFields {
  number: string;
  uuid: string;
  environment: string;
  issueDate: string;
  issueTime: string;
  range: {
    resolution: string;
    startDate: string;
    endDate: string;
    prefix: string;
    from: string;
    to: string;
  };
  issuerNit: string;
  issuerName: string;
  buyer: { id: string; scheme: string; checkDigit: string };
  totals: {
    lineExtension: string;
    taxExclusive: string;
    taxInclusive: string;
    allowance: string;
    charge: string;
    prepaid: string;
    rounding: string;
    payable: string;
  };
  /** Header tax totals for the CUFE, `0.00` when the document has none. */
  taxes: { iva: string; inc: string; ica: string };
  lines: { amounts: string[]; taxAmounts: string[]; taxableAmounts: string[] };
  signature: Element | null;
  signingTime: string | null;
}

/** The fields of `document` when it is an invoice (root `Invoice` of UBL 2.1); null otherwise. */
export function readInvoiceFields(document: Document): InvoiceFields | null {
  if (elementsAt(document, invoice).length === 0) return null;
  const read = (path: string, otherwise = '') => textAt(document, path) ?? otherwise;
  const x = invoiceXPaths;
  return {
    number: read(x.number),
    uuid: read(x.uuid),
    environment: read(x.environment),
    issueDate: read(x.issueDate),
    issueTime: read(x.issueTime),
    range: {
      resolution: read(x.resolution),
      startDate: read(x.rangeStartDate),
      endDate: read(x.rangeEndDate),
      prefix: read(x.rangePrefix),
      from: read(x.rangeFrom),
      to: read(x.rangeTo),
    },
    issuerNit: read(x.issuerNit),
    issuerName: read(x.issuerName),
    buyer: { id: read(x.buyerId), scheme: read(x.buyerScheme), checkDigit: read(x.buyerCheckDigit) },
    totals: {
      lineExtension: read(x.lineExtensionAmount),
      taxExclusive: read(x.taxExclusiveAmount),
      taxInclusive: read(x.taxInclusiveAmount),
      allowance: read(x.allowanceTotalAmount, '0.00'),
      charge: read(x.chargeTotalAmount, '0.00'),
      prepaid: read(x.prepaidAmount, '0.00'),
      rounding: read(x.payableRoundingAmount, '0.00'),
      payable: read(x.payableAmount),
    },
    taxes: {
      iva: read(x.taxAmount('01'), '0.00'),
      inc: read(x.taxAmount('04'), '0.00'),
      ica: read(x.taxAmount('03'), '0.00'),
    },
    lines: {
      amounts: textsAt(document, x.lineAmounts),
      taxAmounts: textsAt(document, x.lineTaxAmounts),
      taxableAmounts: textsAt(document, x.lineTaxableAmounts),
    },
    signature: elementsAt(document, x.signature)[0] ?? null,
    signingTime: textAt(document, x.signingTime),
  };
}
