import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { todayInColombia } from '@soat/shared/rules/validity';
import { SignedXml } from 'xml-crypto';
import { create } from 'xmlbuilder2';
import { dianTestValues } from '../../src/config/index.js';
import { cude, cufe } from '../../src/invoicing/unique-codes.js';
import { ublNamespaces } from '../../src/invoicing/ubl-reader.js';

// A minimal UBL 2.1 invoice carrying every field the sandbox DIAN checks, at the annex's XPaths, signed
// (enveloped, RSA-SHA256) with a throwaway certificate: the tests' documents until the portal's own
// builder and XAdES signer exist. Not a complete DIAN invoice: it is not validated against the schemas.

const fixtures = new URL('./fixtures/', import.meta.url);
/** A throwaway self-signed certificate and its key (test/sandbox-dian/fixtures), valid until 2056. */
export const throwawaySigner = {
  certificatePem: readFileSync(new URL('throwaway-signer.cert.pem', fixtures), 'utf8'),
  privateKeyPem: readFileSync(new URL('throwaway-signer.key.pem', fixtures), 'utf8'),
};

export interface InvoiceData {
  /** An invoice unless told (a credit note numbers in a series of its own and carries a CUDE). */
  kind?: 'factura' | 'nota-credito';
  number: string;
  issueDate: string;
  issueTime: string;
  environment: string;
  range: { resolution: string; startDate: string; endDate: string; prefix: string; from: string; to: string };
  issuer: { nit: string; name: string };
  buyer: { id: string; scheme: string; checkDigit?: string };
  lines: { amount: string; taxableAmount?: string; taxAmount?: string }[];
  taxes: { iva: string; inc: string; ica: string };
  totals: { lineExtension: string; taxExclusive: string; taxInclusive: string; payable: string };
}

const used = new Set<string>();
/** A number of the DIAN's test range that no other invoice of this run has (drawn: a shared database keeps them). */
export function nextNumber(): string {
  let number: string;
  do number = `SETP${randomInt(990_000_000, 995_000_000)}`;
  while (used.has(number));
  used.add(number);
  return number;
}

/** The DIAN's test range (the development default of INVOICE_*), as an invoice declares it. */
export const testRange: InvoiceData['range'] = {
  resolution: dianTestValues.range.resolution,
  startDate: dianTestValues.range.validFrom,
  endDate: dianTestValues.range.validTo,
  prefix: dianTestValues.range.prefix,
  from: String(dianTestValues.range.from),
  to: String(dianTestValues.range.to),
};

/** An invoice of a SOAT's premium, 256,000 pesos with no tax (the SOAT is excluded from IVA), dated now. */
export function invoiceData(changes: Partial<InvoiceData> = {}): InvoiceData {
  return {
    number: nextNumber(),
    issueDate: todayInColombia(),
    issueTime: '10:15:30-05:00',
    environment: '2',
    range: testRange,
    issuer: { nit: '900123456', name: 'Aseguradora Portal SOAT (de pruebas)' },
    buyer: { id: '1020304050', scheme: '13' },
    lines: [{ amount: '256000.00' }],
    taxes: { iva: '0.00', inc: '0.00', ica: '0.00' },
    totals: { lineExtension: '256000.00', taxExclusive: '0.00', taxInclusive: '256000.00', payable: '256000.00' },
    ...changes,
  };
}

/** The CUFE of an invoice (closed by the test range's technical key) or the CUDE of a credit note (the PIN). */
export function cufeOf(data: InvoiceData): string {
  const code = data.kind === 'nota-credito' ? cude : cufe;
  return code(
    {
      number: data.number,
      issueDate: data.issueDate,
      issueTime: data.issueTime,
      lineExtensionAmount: data.totals.lineExtension,
      taxes: data.taxes,
      payableAmount: data.totals.payable,
      issuerNit: data.issuer.nit,
      buyerId: data.buyer.id,
      environment: data.environment as '1' | '2',
    },
    data.kind === 'nota-credito' ? dianTestValues.softwarePin : dianTestValues.range.technicalKey,
  );
}

/** The document's XML, unsigned, with `uuid` as its CUFE or CUDE (the one of `data` unless told). */
export function unsignedInvoice(data: InvoiceData, uuid = cufeOf(data)): string {
  const { cac, cbc, ext, sts } = ublNamespaces;
  const note = data.kind === 'nota-credito';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    note ? ublNamespaces.cn : ublNamespaces.inv,
    note ? 'CreditNote' : 'Invoice',
    { 'xmlns:cac': cac, 'xmlns:cbc': cbc, 'xmlns:ext': ext, 'xmlns:sts': sts },
  );
  const extensions = root.ele(ext, 'ext:UBLExtensions');
  const dianExtensions = extensions
    .ele(ext, 'ext:UBLExtension')
    .ele(ext, 'ext:ExtensionContent')
    .ele(sts, 'sts:DianExtensions');
  if (!note) {
    const control = dianExtensions.ele(sts, 'sts:InvoiceControl');
    control.ele(sts, 'sts:InvoiceAuthorization').txt(data.range.resolution);
    const period = control.ele(sts, 'sts:AuthorizationPeriod');
    period.ele(cbc, 'cbc:StartDate').txt(data.range.startDate);
    period.ele(cbc, 'cbc:EndDate').txt(data.range.endDate);
    const authorized = control.ele(sts, 'sts:AuthorizedInvoices');
    authorized.ele(sts, 'sts:Prefix').txt(data.range.prefix);
    authorized.ele(sts, 'sts:From').txt(data.range.from);
    authorized.ele(sts, 'sts:To').txt(data.range.to);
  }
  // the signature's place
  extensions.ele(ext, 'ext:UBLExtension').ele(ext, 'ext:ExtensionContent');

  root.ele(cbc, 'cbc:UBLVersionID').txt('UBL 2.1');
  root.ele(cbc, 'cbc:CustomizationID').txt('10');
  root.ele(cbc, 'cbc:ProfileID').txt('DIAN 2.1: Factura Electrónica de Venta');
  root.ele(cbc, 'cbc:ProfileExecutionID').txt(data.environment);
  root.ele(cbc, 'cbc:ID').txt(data.number);
  root.ele(cbc, 'cbc:UUID', { schemeID: data.environment, schemeName: note ? 'CUDE-SHA384' : 'CUFE-SHA384' }).txt(uuid);
  root.ele(cbc, 'cbc:IssueDate').txt(data.issueDate);
  root.ele(cbc, 'cbc:IssueTime').txt(data.issueTime);
  root.ele(cbc, note ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode').txt(note ? '91' : '01');
  root.ele(cbc, 'cbc:DocumentCurrencyCode').txt('COP');
  const supplier = root.ele(cac, 'cac:AccountingSupplierParty').ele(cac, 'cac:Party').ele(cac, 'cac:PartyTaxScheme');
  supplier.ele(cbc, 'cbc:RegistrationName').txt(data.issuer.name);
  supplier.ele(cbc, 'cbc:CompanyID', { schemeName: '31' }).txt(data.issuer.nit);
  const buyer = root.ele(cac, 'cac:AccountingCustomerParty').ele(cac, 'cac:Party').ele(cac, 'cac:PartyTaxScheme');
  buyer.ele(cbc, 'cbc:RegistrationName').txt('Ana María Pérez & Cía <pruebas>');
  buyer
    .ele(cbc, 'cbc:CompanyID', {
      schemeName: data.buyer.scheme,
      ...(data.buyer.checkDigit === undefined ? {} : { schemeID: data.buyer.checkDigit }),
    })
    .txt(data.buyer.id);
  const schemes = [
    ['01', 'IVA', data.taxes.iva],
    ['04', 'INC', data.taxes.inc],
    ['03', 'ICA', data.taxes.ica],
  ] as const;
  for (const [id, name, amount] of schemes.filter(([, , amount]) => amount !== '0.00')) {
    const tax = root.ele(cac, 'cac:TaxTotal');
    tax.ele(cbc, 'cbc:TaxAmount', { currencyID: 'COP' }).txt(amount);
    const scheme = tax.ele(cac, 'cac:TaxSubtotal').ele(cac, 'cac:TaxCategory').ele(cac, 'cac:TaxScheme');
    scheme.ele(cbc, 'cbc:ID').txt(id);
    scheme.ele(cbc, 'cbc:Name').txt(name);
  }
  const totals = root.ele(cac, 'cac:LegalMonetaryTotal');
  totals.ele(cbc, 'cbc:LineExtensionAmount', { currencyID: 'COP' }).txt(data.totals.lineExtension);
  totals.ele(cbc, 'cbc:TaxExclusiveAmount', { currencyID: 'COP' }).txt(data.totals.taxExclusive);
  totals.ele(cbc, 'cbc:TaxInclusiveAmount', { currencyID: 'COP' }).txt(data.totals.taxInclusive);
  totals.ele(cbc, 'cbc:PayableAmount', { currencyID: 'COP' }).txt(data.totals.payable);
  data.lines.forEach((line, index) => {
    const invoiceLine = root.ele(cac, note ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    invoiceLine.ele(cbc, 'cbc:ID').txt(String(index + 1));
    invoiceLine.ele(cbc, note ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: '94' }).txt('1');
    invoiceLine.ele(cbc, 'cbc:LineExtensionAmount', { currencyID: 'COP' }).txt(line.amount);
    if (line.taxAmount !== undefined) {
      const tax = invoiceLine.ele(cac, 'cac:TaxTotal');
      tax.ele(cbc, 'cbc:TaxAmount', { currencyID: 'COP' }).txt(line.taxAmount);
      tax
        .ele(cac, 'cac:TaxSubtotal')
        .ele(cbc, 'cbc:TaxableAmount', { currencyID: 'COP' })
        .txt(line.taxableAmount ?? '0.00');
    }
    invoiceLine.ele(cac, 'cac:Item').ele(cbc, 'cbc:Description').txt('Seguro obligatorio SOAT');
  });
  return root.end({ headless: false });
}

/** `xml` signed as the DIAN's documents are: enveloped, over the whole document, with the certificate in KeyInfo. */
export function signInvoice(xml: string, signingTime: string, signer = throwawaySigner): string {
  const signature = new SignedXml({
    privateKey: signer.privateKeyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    getKeyInfoContent: SignedXml.getKeyInfoContent,
    objects: [
      {
        content:
          `<xades:QualifyingProperties xmlns:xades="${ublNamespaces.xades}"><xades:SignedProperties>` +
          `<xades:SignedSignatureProperties><xades:SigningTime>${signingTime}</xades:SigningTime>` +
          '</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties>',
      },
    ],
  });
  signature.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: "//*[local-name(.)='ExtensionContent'][not(*)]", action: 'append' },
  });
  return signature.getSignedXml();
}

/** The invoice of `data`, signed the day it is dated. */
export const signedInvoice = (data: InvoiceData, uuid?: string) =>
  signInvoice(unsignedInvoice(data, uuid), `${data.issueDate}T${data.issueTime.slice(0, 8)}-05:00`);

/** The invoice as the adapter sends it: the annex's file names for it and its zip. */
export const dianDocument = (xml: string, number = 'SETP990000001') => ({
  xmlFileName: `fv0900123456000${number.slice(-8)}.xml`,
  zipFileName: `z0900123456000${number.slice(-8)}.zip`,
  xml,
});
