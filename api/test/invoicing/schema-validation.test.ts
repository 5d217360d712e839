import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildAttachedDocument, signDocument, validateUblDocument } from '../../src/invoicing/index.js';
import { applicationResponseFor, signedTestInvoice, testCreditNote, testIssuer, testSigner } from './factories.js';

describe('the UBL 2.1 schema validation', () => {
  it('accepts the signed invoice', async () => {
    const { signed } = await signedTestInvoice();
    assert.deepEqual(await validateUblDocument(signed), { valid: true, errors: [] });
  });

  it('accepts the signed credit note', async () => {
    const { document } = await signedTestInvoice();
    const note = testCreditNote(document);
    const signed = await signDocument(note.xml, await testSigner(), { signingTime: new Date('2025-03-03T14:00:01Z') });
    assert.deepEqual(await validateUblDocument(signed), { valid: true, errors: [] });
  });

  it('accepts the signed AttachedDocument', async () => {
    const { document, signed } = await signedTestInvoice();
    const attached = buildAttachedDocument(
      {
        signedDocument: signed,
        applicationResponse: applicationResponseFor(document),
        validatedAt: new Date('2025-03-01T15:04:09Z'),
        id: '1',
        issuedAt: new Date('2025-03-01T15:05:00Z'),
      },
      testIssuer(),
    );
    const signedAttached = await signDocument(attached, await testSigner(), {
      signingTime: new Date('2025-03-01T15:05:01Z'),
    });
    assert.deepEqual(await validateUblDocument(signedAttached), { valid: true, errors: [] });
  });

  it('rejects an element the schema does not allow, saying which and where', async () => {
    const { signed } = await signedTestInvoice();
    const broken = signed.replace(/<cbc:IssueDate>(.*?)<\/cbc:IssueDate>/, '<cbc:FechaEmision>$1</cbc:FechaEmision>');
    const result = await validateUblDocument(broken);
    assert.equal(result.valid, false);
    assert.match(result.errors[0] ?? '', /^line \d+: .*FechaEmision.*This element is not expected/);
  });

  it("checks the DIAN's extension against its schema too", async () => {
    const { signed } = await signedTestInvoice();
    const broken = signed.replace(/<sts:QRCode>[\s\S]*?<\/sts:QRCode>/, '');
    const result = await validateUblDocument(broken);
    assert.equal(result.valid, false);
    assert.match(result.errors.join('\n'), /QRCode/);
  });

  it('refuses what is not well-formed, or not a UBL document, without throwing', async () => {
    assert.equal(
      (await validateUblDocument('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">')).valid,
      false,
    );
    const other = await validateUblDocument('<Factura/>');
    assert.deepEqual(other, { valid: false, errors: ['Not a UBL document the invoicing knows: root element Factura'] });
  });
});
