import { NS } from '../../src/invoicing/dian-codes.js';
import {
  buildCreditNote,
  buildInvoice,
  developmentSigner,
  signDocument,
  type DocumentIssuer,
  type DocumentSigner,
  type InvoiceInput,
  type SaleDetails,
  type SaleDocument,
} from '../../src/invoicing/index.js';
import { element, textElement, ublRoot } from '../../src/invoicing/ubl-xml.js';
import type { CodeChainFields, DianEnvironment } from '../../src/invoicing/unique-codes.js';
import { xmlReader } from '../../src/invoicing/xml-reader.js';

/**
 * An issuer in the DIAN's test environment, with the numbering range and technical key the DIAN publishes
 * for its enablement test set (prefix SETP, 990000000–995000000).
 */
export function testIssuer(overrides: Partial<DocumentIssuer> = {}): DocumentIssuer {
  return {
    environment: '2',
    insurer: {
      legalName: 'Aseguradora Portal SOAT S.A.',
      nit: '900123456',
      taxLevelCodes: ['O-13', 'O-15'],
      address: {
        line: 'Carrera 7 # 71-21',
        cityName: 'Bogotá, D.C.',
        cityCode: '11001',
        departmentName: 'Bogotá',
        departmentCode: '11',
        postalZone: '110231',
      },
      email: 'facturacion@aseguradora.example',
      phone: '6015550100',
    },
    software: { id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', pin: '12345', providerNit: '900123456' },
    invoiceRange: {
      resolution: '18760000001',
      validFrom: '2019-01-19',
      validTo: '2030-01-19',
      prefix: 'SETP',
      from: 990000000,
      to: 995000000,
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    },
    creditNotePrefix: 'NC',
    ...overrides,
  };
}

export function testSale(overrides: Partial<SaleDetails> = {}): SaleDetails {
  return {
    policyNumber: 'SOAT-2025-000123',
    plate: 'ABC123',
    startsOn: '2025-03-02',
    endsOn: '2026-03-01',
    buyer: {
      documentType: 'CC',
      documentNumber: '52123456',
      name: 'María José Peña & Hijos <Ltda> Núñez',
      email: 'maria.pena@example.com',
      phone: '3001234567',
      address: {
        line: 'Calle 12 # 34-56, apto 7 "B"',
        cityName: 'Medellín',
        cityCode: '05001',
        departmentName: 'Antioquia',
        departmentCode: '05',
      },
    },
    amounts: { premium: 377_600, adresContribution: 196_352, subtotal: 573_952, runtFee: 2_000, total: 575_952 },
    paymentMeansCode: '48',
    ...overrides,
  };
}

export function testInvoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    sale: testSale(),
    number: 990000001,
    issuedAt: new Date('2025-03-01T15:04:05Z'),
    ...overrides,
  };
}

/** The DIAN's answer accepting a document (`ResponseCode` 02), as the sandbox will write it. */
export function applicationResponseFor(document: SaleDocument, issuedAt = new Date('2025-03-01T15:04:09Z')): string {
  const root = ublRoot(NS.applicationResponse, 'ApplicationResponse');
  element(element(element(root, 'ext:UBLExtensions'), 'ext:UBLExtension'), 'ext:ExtensionContent');
  textElement(root, 'cbc:UBLVersionID', 'UBL 2.1');
  textElement(root, 'cbc:CustomizationID', '1');
  textElement(root, 'cbc:ProfileID', 'DIAN 2.1');
  textElement(root, 'cbc:ProfileExecutionID', '2');
  textElement(root, 'cbc:ID', '18680564');
  textElement(root, 'cbc:IssueDate', issuedAt.toISOString().slice(0, 10));
  textElement(root, 'cbc:IssueTime', '10:04:09-05:00');
  for (const [party, name, nit] of [
    ['cac:SenderParty', 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales', '800197268'],
    ['cac:ReceiverParty', 'Aseguradora Portal SOAT S.A.', '900123456'],
  ] as const) {
    const scheme = element(element(root, party), 'cac:PartyTaxScheme');
    textElement(scheme, 'cbc:RegistrationName', name);
    textElement(scheme, 'cbc:CompanyID', nit, { schemeName: '31' });
    textElement(element(scheme, 'cac:TaxScheme'), 'cbc:ID', '01');
  }
  const response = element(root, 'cac:DocumentResponse');
  const answer = element(response, 'cac:Response');
  textElement(answer, 'cbc:ResponseCode', '02');
  textElement(answer, 'cbc:Description', 'Documento validado por la DIAN');
  const reference = element(response, 'cac:DocumentReference');
  textElement(reference, 'cbc:ID', document.number);
  textElement(reference, 'cbc:UUID', document.uniqueCode, { schemeName: 'CUFE-SHA384' });
  return root.end({ prettyPrint: true });
}

/** The committed development signer, read once. */
let signer: Promise<DocumentSigner> | undefined;
export const testSigner = () => (signer ??= developmentSigner());

/** An invoice for the test sale, and the same invoice signed a second after it was issued. */
export async function signedTestInvoice(input: InvoiceInput = testInvoiceInput(), issuer = testIssuer()) {
  const document = buildInvoice(input, issuer);
  const signed = await signDocument(document.xml, await testSigner(), {
    signingTime: new Date(input.issuedAt.getTime() + 1000),
  });
  return { document, signed };
}

/** The credit note refunding the whole sale of an invoice, two days later. */
export function testCreditNote(invoice: SaleDocument, issuer = testIssuer(), number = 7) {
  return buildCreditNote(
    {
      sale: testSale(),
      number,
      issuedAt: new Date('2025-03-03T14:00:00Z'),
      invoice: { number: invoice.number, cufe: invoice.uniqueCode, issueDate: invoice.issueDate },
      reason: 'Reembolso de la compra: el periodo ya estaba asegurado.',
    },
    issuer,
  );
}

/**
 * The fields of the CUFE/CUDE chain read back from a written document, as the DIAN reads them (a tax the
 * document does not carry counts as 0.00).
 */
export function codeChainIn(xml: string): CodeChainFields {
  const read = xmlReader(xml);
  const tax = (id: string) =>
    read(`/*/cac:TaxTotal[cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID='${id}']/cbc:TaxAmount`) || '0.00';
  const party = (role: string) => read(`/*/cac:${role}/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`);
  return {
    number: read('/*/cbc:ID'),
    issueDate: read('/*/cbc:IssueDate'),
    issueTime: read('/*/cbc:IssueTime'),
    lineExtensionAmount: read('/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount'),
    taxes: { iva: tax('01'), inc: tax('04'), ica: tax('03') },
    payableAmount: read('/*/cac:LegalMonetaryTotal/cbc:PayableAmount'),
    issuerNit: party('AccountingSupplierParty'),
    buyerId: party('AccountingCustomerParty'),
    environment: read('/*/cbc:ProfileExecutionID') as DianEnvironment,
  };
}
