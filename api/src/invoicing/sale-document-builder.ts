// The body every sale document shares (an Invoice and a CreditNote differ in a few names and references):
// the strings are computed first, once, then written, so the CUFE/CUDE is computed from exactly what the
// document says.
import { colombianDateTime } from './colombian-time.js';
import { TAX_SCHEME } from './dian-codes.js';
import { dianExtensions } from './dian-extensions.js';
import { qrContent } from './qr-content.js';
import type { DocumentIssuer, InvoiceReference, NumberingRange, SaleDetails, SaleDocument } from './sale-document.js';
import { saleLines, saleTotals } from './sale-lines.js';
import { buyerId, customerParty, supplierParty } from './ubl-parties.js';
import { amountElement, element, serialize, textElement, ublRoot, type XmlNode } from './ubl-xml.js';
import { cude, cufe, type CodeChainFields } from './unique-codes.js';

/** What makes a document an invoice or a credit note. */
export interface DocumentKind {
  kind: SaleDocument['kind'];
  namespace: string;
  root: 'Invoice' | 'CreditNote';
  customizationId: string;
  profileId: string;
  typeCode: { element: 'cbc:InvoiceTypeCode' | 'cbc:CreditNoteTypeCode'; value: string };
  line: {
    element: 'cac:InvoiceLine' | 'cac:CreditNoteLine';
    quantity: 'cbc:InvoicedQuantity' | 'cbc:CreditedQuantity';
  };
  codeName: 'CUFE' | 'CUDE';
}

export interface SaleDocumentFields {
  issuer: DocumentIssuer;
  sale: SaleDetails;
  /** `cbc:ID`: prefix and number. */
  number: string;
  issuedAt: Date;
  note: string;
  /** An invoice's numbering range (its `sts:InvoiceControl`). */
  range?: NumberingRange;
  /** A credit note's invoice, and the `cac:DiscrepancyResponse` that says why. */
  invoice?: InvoiceReference;
  discrepancy?: { code: string; description: string };
}

/** `cac:TaxTotal` for IVA at 0.00 over an amount (the SOAT carries no IVA). */
function zeroIva(parent: XmlNode, taxable: string, tax: string): void {
  const total = element(parent, 'cac:TaxTotal');
  amountElement(total, 'cbc:TaxAmount', tax);
  const subtotal = element(total, 'cac:TaxSubtotal');
  amountElement(subtotal, 'cbc:TaxableAmount', taxable);
  amountElement(subtotal, 'cbc:TaxAmount', tax);
  const category = element(subtotal, 'cac:TaxCategory');
  textElement(category, 'cbc:Percent', '0.00');
  const scheme = element(category, 'cac:TaxScheme');
  textElement(scheme, 'cbc:ID', TAX_SCHEME.iva.id);
  textElement(scheme, 'cbc:Name', TAX_SCHEME.iva.name);
}

function references(root: XmlNode, fields: SaleDocumentFields): void {
  if (fields.discrepancy && fields.invoice) {
    const response = element(root, 'cac:DiscrepancyResponse');
    textElement(response, 'cbc:ReferenceID', fields.invoice.number);
    textElement(response, 'cbc:ResponseCode', fields.discrepancy.code);
    textElement(response, 'cbc:Description', fields.discrepancy.description);
  }
  if (fields.invoice) {
    const reference = element(element(root, 'cac:BillingReference'), 'cac:InvoiceDocumentReference');
    textElement(reference, 'cbc:ID', fields.invoice.number);
    textElement(reference, 'cbc:UUID', fields.invoice.cufe, { schemeName: 'CUFE-SHA384' });
    textElement(reference, 'cbc:IssueDate', fields.invoice.issueDate);
  }
}

/** Builds an Invoice or a CreditNote for a sale. */
export function buildSaleDocument(kind: DocumentKind, fields: SaleDocumentFields): SaleDocument {
  const { issuer, sale, number } = fields;
  const { date: issueDate, time: issueTime } = colombianDateTime(fields.issuedAt);
  const lines = saleLines(sale);
  const totals = saleTotals(lines);
  const chain: CodeChainFields = {
    number,
    issueDate,
    issueTime,
    lineExtensionAmount: totals.lineExtension,
    taxes: totals.taxes,
    payableAmount: totals.payable,
    issuerNit: issuer.insurer.nit,
    buyerId: buyerId(sale.buyer).id,
    environment: issuer.environment,
  };
  const uniqueCode =
    kind.codeName === 'CUFE' ? cufe(chain, fields.range?.technicalKey ?? '') : cude(chain, issuer.software.pin);
  const qr = qrContent({ ...chain, totals, codeName: kind.codeName, uniqueCode });

  // the XML is written when first read: the delivery rebuilds a document for its PDF, which needs only the strings
  const writeXml = () => {
    const root = ublRoot(kind.namespace, kind.root);
    dianExtensions(root, { issuer, number, qrContent: qr, ...(fields.range ? { range: fields.range } : {}) });
    textElement(root, 'cbc:UBLVersionID', 'UBL 2.1');
    textElement(root, 'cbc:CustomizationID', kind.customizationId);
    textElement(root, 'cbc:ProfileID', kind.profileId);
    textElement(root, 'cbc:ProfileExecutionID', issuer.environment);
    textElement(root, 'cbc:ID', number);
    textElement(root, 'cbc:UUID', uniqueCode, { schemeID: issuer.environment, schemeName: `${kind.codeName}-SHA384` });
    textElement(root, 'cbc:IssueDate', issueDate);
    textElement(root, 'cbc:IssueTime', issueTime);
    textElement(root, kind.typeCode.element, kind.typeCode.value);
    textElement(root, 'cbc:Note', fields.note);
    textElement(root, 'cbc:DocumentCurrencyCode', 'COP');
    textElement(root, 'cbc:LineCountNumeric', String(lines.length));
    if (fields.range) {
      const period = element(root, 'cac:InvoicePeriod');
      textElement(period, 'cbc:StartDate', sale.startsOn);
      textElement(period, 'cbc:EndDate', sale.endsOn);
    }
    references(root, fields);
    supplierParty(root, issuer.insurer, fields.range?.prefix);
    customerParty(root, sale.buyer);
    const payment = element(root, 'cac:PaymentMeans');
    textElement(payment, 'cbc:ID', '1'); // contado: paid before the policy is issued
    textElement(payment, 'cbc:PaymentMeansCode', sale.paymentMeansCode);
    zeroIva(root, totals.taxExclusive, totals.taxes.iva);
    const monetary = element(root, 'cac:LegalMonetaryTotal');
    amountElement(monetary, 'cbc:LineExtensionAmount', totals.lineExtension);
    amountElement(monetary, 'cbc:TaxExclusiveAmount', totals.taxExclusive);
    amountElement(monetary, 'cbc:TaxInclusiveAmount', totals.taxInclusive);
    amountElement(monetary, 'cbc:PayableAmount', totals.payable);
    lines.forEach((item, index) => {
      const node = element(root, kind.line.element);
      textElement(node, 'cbc:ID', String(index + 1));
      textElement(node, kind.line.quantity, '1.00', { unitCode: '94' });
      amountElement(node, 'cbc:LineExtensionAmount', item.amount);
      zeroIva(node, item.amount, totals.taxes.iva);
      const product = element(node, 'cac:Item');
      textElement(product, 'cbc:Description', item.description);
      textElement(element(product, 'cac:StandardItemIdentification'), 'cbc:ID', item.code, { schemeID: '999' });
      const price = element(node, 'cac:Price');
      amountElement(price, 'cbc:PriceAmount', item.amount);
      textElement(price, 'cbc:BaseQuantity', '1.00', { unitCode: '94' });
    });
    return serialize(root);
  };
  let xml: string | undefined;

  return {
    kind: kind.kind,
    get xml() {
      return (xml ??= writeXml());
    },
    number,
    uniqueCode,
    issueDate,
    issueTime,
    qrContent: qr,
    lines,
    totals,
    sale,
    ...(fields.invoice ? { invoice: fields.invoice } : {}),
  };
}
