import { elementsAt, textAt, textsAt } from '../invoicing/ubl-reader.js';

// What the sandbox DIAN reads of an invoice or a credit note, each field at the XPath of the DIAN's annex
// (UBL 2.1 and the DIAN's extension; the prefixes are ubl-reader.ts' ublNamespaces, whatever prefixes the
// document chose). docs/invoicing.md lists them for the builder to agree with.

/** The two documents the sandbox validates, by their root and their lines. */
const kinds = {
  factura: { root: '/inv:Invoice', line: 'cac:InvoiceLine', name: 'Factura electrónica' },
  'nota-credito': { root: '/cn:CreditNote', line: 'cac:CreditNoteLine', name: 'Nota crédito electrónica' },
} as const;
export type DocumentKind = keyof typeof kinds;
/** How the DIAN names each in its answers. */
export const documentNames = { factura: kinds.factura.name, 'nota-credito': kinds['nota-credito'].name };

/** The XPaths of a document of `kind`, by field. */
export function documentXPaths(kind: DocumentKind) {
  const { root, line } = kinds[kind];
  const extension = `${root}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent`;
  const control = `${extension}/sts:DianExtensions/sts:InvoiceControl`;
  const totals = `${root}/cac:LegalMonetaryTotal`;
  const buyer = `${root}/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`;
  const supplier = `${root}/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme`;
  return {
    number: `${root}/cbc:ID`,
    uuid: `${root}/cbc:UUID`,
    environment: `${root}/cbc:ProfileExecutionID`,
    issueDate: `${root}/cbc:IssueDate`,
    issueTime: `${root}/cbc:IssueTime`,
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
      `${root}/cac:TaxTotal[cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID='${scheme}']/cbc:TaxAmount`,
    lineAmounts: `${root}/${line}/cbc:LineExtensionAmount`,
    lineTaxAmounts: `${root}/${line}/cac:TaxTotal/cbc:TaxAmount`,
    lineTaxableAmounts: `${root}/${line}/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount`,
    signature: `${extension}/ds:Signature`,
    signingTime: `${extension}/ds:Signature/ds:Object/xades:QualifyingProperties/xades:SignedProperties/xades:SignedSignatureProperties/xades:SigningTime`,
  };
}

/** A document's fields as it writes them (strings: the CUFE and the CUDE are computed over them). */
export interface DocumentFields {
  kind: DocumentKind;
  /** How the DIAN names it in its answers («La Factura electrónica SETP990000001, ha sido autorizada.»). */
  name: string;
  number: string;
  uuid: string;
  environment: string;
  issueDate: string;
  issueTime: string;
  /** The numbering range it declares (`sts:InvoiceControl`); an invoice's only. */
  range: { resolution: string; startDate: string; endDate: string; prefix: string; from: string; to: string };
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
  /** Header tax totals for the unique code, `0.00` when the document has none. */
  taxes: { iva: string; inc: string; ica: string };
  lines: { amounts: string[]; taxAmounts: string[]; taxableAmounts: string[] };
  signature: Element | null;
  signingTime: string | null;
}

/** The fields of `document` when it is an invoice or a credit note of UBL 2.1; null otherwise. */
export function readDocumentFields(document: Document): DocumentFields | null {
  const kind = (Object.keys(kinds) as DocumentKind[]).find((name) => elementsAt(document, kinds[name].root).length > 0);
  if (!kind) return null;
  const read = (path: string, otherwise = '') => textAt(document, path) ?? otherwise;
  const x = documentXPaths(kind);
  return {
    kind,
    name: kinds[kind].name,
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
