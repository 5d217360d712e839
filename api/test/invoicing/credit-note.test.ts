import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildInvoice, cude } from '../../src/invoicing/index.js';
import { xmlReader } from '../../src/invoicing/xml-reader.js';
import { codeChainIn, testCreditNote, testInvoiceInput, testIssuer } from './factories.js';

function refundOf() {
  const issuer = testIssuer();
  const invoice = buildInvoice(testInvoiceInput(), issuer);
  const note = testCreditNote(invoice, issuer);
  return { issuer, invoice, note, read: xmlReader(note.xml) };
}

describe('the refund credit note', () => {
  it('cancels its invoice, naming it by number, CUFE and date', () => {
    const { invoice, read } = refundOf();
    assert.equal(read('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID'), invoice.number);
    assert.equal(read('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:UUID'), invoice.uniqueCode);
    assert.equal(read('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:UUID/@schemeName'), 'CUFE-SHA384');
    assert.equal(read('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate'), '2025-03-01');
    assert.equal(read('/*/cac:DiscrepancyResponse/cbc:ReferenceID'), invoice.number);
    assert.equal(read('/*/cac:DiscrepancyResponse/cbc:ResponseCode'), '2');
    assert.equal(read('/*/cbc:CreditNoteTypeCode'), '91');
    assert.equal(read('/*/cbc:CustomizationID'), '20');
    assert.equal(read('/*/cbc:ProfileID'), 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta');
    assert.equal(read('/*/cbc:ID'), 'NC7');
  });

  it('returns the whole sale: the same lines and total as the invoice', () => {
    const { invoice, note, read } = refundOf();
    assert.deepEqual(note.lines, invoice.lines);
    assert.equal(read('count(/*/cac:CreditNoteLine)'), '3');
    assert.equal(read('/*/cac:LegalMonetaryTotal/cbc:PayableAmount'), invoice.totals.payable);
  });

  it('carries as UUID the CUDE recomputed from its strings, closed by the software PIN', () => {
    const { issuer, note, read } = refundOf();
    const recomputed = cude(codeChainIn(note.xml), issuer.software.pin);
    assert.equal(read('/*/cbc:UUID'), recomputed);
    assert.equal(read('/*/cbc:UUID/@schemeName'), 'CUDE-SHA384');
    assert.equal(read('count(//sts:InvoiceControl)'), '0');
  });
});
