import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildInvoice } from '../../src/invoicing/index.js';
import { testInvoiceInput, testIssuer } from './factories.js';

describe("the document's QR content", () => {
  it("lists the annex's fields from the invoice's strings and links to the DIAN's test catalogue", () => {
    const invoice = buildInvoice(testInvoiceInput(), testIssuer());
    assert.deepEqual(invoice.qrContent.split('\n'), [
      'NumFac: SETP990000001',
      'FecFac: 2025-03-01',
      'HorFac: 10:04:05-05:00',
      'NitFac: 900123456',
      'DocAdq: 52123456',
      'ValFac: 575952.00',
      'ValIva: 0.00',
      'ValOtroIm: 0.00',
      'ValTolFac: 575952.00',
      `CUFE: ${invoice.uniqueCode}`,
      `QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${invoice.uniqueCode}`,
    ]);
  });

  it('links to the production catalogue in production', () => {
    const invoice = buildInvoice(testInvoiceInput(), testIssuer({ environment: '1' }));
    assert.equal(
      invoice.qrContent.split('\n').at(-1),
      `QRCode: https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${invoice.uniqueCode}`,
    );
  });
});
