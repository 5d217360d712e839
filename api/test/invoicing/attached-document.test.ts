import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unzipSync, strFromU8 } from 'fflate';
import {
  buildAttachedDocument,
  buildInvoice,
  deliveryFileNames,
  renderDocumentPdf,
  zipDelivery,
} from '../../src/invoicing/index.js';
import { xmlReader } from '../../src/invoicing/xml-reader.js';
import { applicationResponseFor, signedTestInvoice, testInvoiceInput, testIssuer } from './factories.js';

async function attachedInvoice() {
  const { document, signed } = await signedTestInvoice();
  const applicationResponse = applicationResponseFor(document);
  const attached = buildAttachedDocument(
    {
      signedDocument: signed,
      applicationResponse,
      validatedAt: new Date('2025-03-01T15:04:09Z'),
      id: '20250301150500001',
      issuedAt: new Date('2025-03-01T15:05:00Z'),
    },
    testIssuer(),
  );
  return { document, signed, applicationResponse, attached };
}

describe('the AttachedDocument', () => {
  it('holds the signed invoice and the DIAN’s ApplicationResponse exactly, with the validation result', async () => {
    const { document, signed, applicationResponse, attached } = await attachedInvoice();
    const read = xmlReader(attached);
    assert.equal(read('/*/cbc:CustomizationID'), 'Documentos adjuntos');
    assert.equal(read('/*/cbc:ProfileID'), 'Factura Electrónica de Venta');
    assert.equal(read('/*/cbc:ParentDocumentID'), document.number);
    assert.equal(read('/*/cac:Attachment/cac:ExternalReference/cbc:Description'), signed);
    const reference = '/*/cac:ParentDocumentLineReference/cac:DocumentReference';
    assert.equal(read(`${reference}/cbc:UUID`), document.uniqueCode);
    assert.equal(read(`${reference}/cbc:UUID/@schemeName`), 'CUFE-SHA384');
    assert.equal(read(`${reference}/cac:Attachment/cac:ExternalReference/cbc:Description`), applicationResponse);
    assert.equal(read(`${reference}/cac:ResultOfVerification/cbc:ValidationResultCode`), '02');
    assert.equal(read(`${reference}/cac:ResultOfVerification/cbc:ValidationTime`), '10:04:09-05:00');
  });

  it('names the insurer as sender and the holder as receiver', async () => {
    const { attached } = await attachedInvoice();
    const read = xmlReader(attached);
    assert.equal(read('/*/cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID'), '900123456');
    assert.equal(read('/*/cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID/@schemeID'), '8');
    assert.equal(
      read('/*/cac:ReceiverParty/cac:PartyTaxScheme/cbc:RegistrationName'),
      'María José Peña & Hijos <Ltda> Núñez',
    );
    assert.equal(read('/*/cac:ReceiverParty/cac:PartyTaxScheme/cbc:CompanyID/@schemeName'), '13');
  });

  it('refuses an ApplicationResponse about another document', async () => {
    const { signed } = await signedTestInvoice();
    const other = buildInvoice(testInvoiceInput({ number: 990000002 }), testIssuer());
    assert.throws(
      () =>
        buildAttachedDocument(
          {
            signedDocument: signed,
            applicationResponse: applicationResponseFor(other),
            validatedAt: new Date(),
            id: '1',
            issuedAt: new Date(),
          },
          testIssuer(),
        ),
      /not about the signed document/,
    );
  });
});

describe('the delivery zip', () => {
  it('holds the AttachedDocument and the PDF under the annex’s names', async () => {
    const { document, attached } = await attachedInvoice();
    const pdf = await renderDocumentPdf(document, testIssuer());
    const names = deliveryFileNames({ issuerNit: '900123456', year: 2025, sequence: 26 });
    assert.deepEqual(names, {
      xml: 'ad0900123456000250000001a.xml',
      pdf: 'ad0900123456000250000001a.pdf',
      zip: 'z0900123456000250000001a.zip',
    });
    const files = unzipSync(zipDelivery(attached, pdf, names));
    assert.deepEqual(Object.keys(files).sort(), [names.pdf, names.xml]);
    assert.equal(strFromU8(files[names.xml]!), attached);
    assert.ok(Buffer.from(files[names.pdf]!).equals(pdf));
  });
});
