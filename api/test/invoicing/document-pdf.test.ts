import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildInvoice, renderDocumentPdf } from '../../src/invoicing/index.js';
import { pdfText } from '../routes/soat/purchase-fixtures.js';
import { testCreditNote, testInvoiceInput, testIssuer, testSale } from './factories.js';

/** The document information's title: a UTF-16BE literal string object, as pdfkit writes it. */
function pdfTitle(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const info = /\/Info (\d+) 0 R/.exec(source)?.[1];
  const title = new RegExp(`\\n${info} 0 obj[\\s\\S]*?/Title (\\d+) 0 R`).exec(source)?.[1];
  const literal = new RegExp(`\\n${title} 0 obj\\s*\\(([\\s\\S]*?)\\)\\s*endobj`).exec(source)?.[1] ?? '';
  const bytes = Buffer.from(literal.replace(/\\([()\\])/g, '$1'), 'latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

describe("the invoice's graphic representation", () => {
  it('is a tagged PDF in Spanish of Colombia, titled with the document and its number', async () => {
    const invoice = buildInvoice(testInvoiceInput(), testIssuer());
    const pdf = await renderDocumentPdf(invoice, testIssuer(), { compress: false });
    const source = pdf.toString('latin1');
    assert.match(source, /\/Lang \(es-CO\)/);
    assert.match(source, /\/StructTreeRoot \d+ 0 R/);
    assert.match(source, /\/Marked true/);
    assert.match(source, /\/DisplayDocTitle true/);
    assert.equal(pdfTitle(pdf), 'Factura electrónica de venta SETP990000001');
  });

  it('shows the number, the authorised range, the buyer, the lines, the total and the CUFE', async () => {
    const invoice = buildInvoice(testInvoiceInput(), testIssuer());
    const text = pdfText(await renderDocumentPdf(invoice, testIssuer()));
    const flat = text.replace(/\s+/g, ' ');
    assert.ok(flat.includes('SETP990000001'));
    assert.ok(flat.includes('Resolución DIAN 18760000001'), flat);
    assert.ok(flat.includes('del 990000000 al 995000000'));
    assert.ok(flat.includes(testSale().buyer.name));
    assert.ok(flat.includes('Tasa RUNT'));
    assert.ok(flat.includes('$ 575.952'));
    assert.ok(text.replace(/\s+/g, '').includes(invoice.uniqueCode));
  });

  it("shows a credit note's CUDE and the invoice it cancels", async () => {
    const issuer = testIssuer();
    const invoice = buildInvoice(testInvoiceInput(), issuer);
    const note = testCreditNote(invoice, issuer, 3);
    const pdf = await renderDocumentPdf(note, issuer, { compress: false });
    assert.equal(pdfTitle(pdf), 'Nota crédito electrónica NC3');
    const text = pdfText(pdf).replace(/\s+/g, '');
    assert.ok(text.includes(note.uniqueCode));
    assert.ok(text.includes(invoice.uniqueCode));
  });
});
