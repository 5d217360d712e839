import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildCreditNote, buildInvoice, cude } from '../../src/invoicing/index.js';
import { xmlReader } from '../../src/invoicing/xml-reader.js';
import { testInvoiceInput, testIssuer, testSale } from './factories.js';

function refundOf() {
  const issuer = testIssuer();
  const invoice = buildInvoice(testInvoiceInput(), issuer);
  const note = buildCreditNote(
    {
      sale: testSale(),
      number: 7,
      issuedAt: new Date('2025-03-03T14:00:00Z'),
      invoice: { number: invoice.number, cufe: invoice.uniqueCode, issueDate: invoice.issueDate },
      reason: 'Reembolso de la compra: el periodo ya estaba asegurado.',
    },
    issuer,
  );
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
    const { issuer, read } = refundOf();
    const recomputed = cude(
      {
        number: read('/*/cbc:ID'),
        issueDate: read('/*/cbc:IssueDate'),
        issueTime: read('/*/cbc:IssueTime'),
        lineExtensionAmount: read('/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount'),
        taxes: { iva: read('/*/cac:TaxTotal/cbc:TaxAmount'), inc: '0.00', ica: '0.00' },
        payableAmount: read('/*/cac:LegalMonetaryTotal/cbc:PayableAmount'),
        issuerNit: read('/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID'),
        buyerId: read('/*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID'),
        environment: '2',
      },
      issuer.software.pin,
    );
    assert.equal(read('/*/cbc:UUID'), recomputed);
    assert.equal(read('/*/cbc:UUID/@schemeName'), 'CUDE-SHA384');
    assert.equal(read('count(//sts:InvoiceControl)'), '0');
  });
});
