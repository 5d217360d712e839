import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { buildInvoice, signDocument, verifyDocumentSignature } from '../../src/invoicing/index.js';
import { xmlReader } from '../../src/invoicing/xml-reader.js';
import { signedTestInvoice, testInvoiceInput, testIssuer, testSigner } from './factories.js';

const certificatePem = readFileSync(new URL('../../dev-certs/test-signer.cert.pem', import.meta.url), 'utf8');
const properties = '//xades:SignedProperties/xades:SignedSignatureProperties';

describe('the XAdES-EPES signature', () => {
  it('signs inside the last extension, with the DIAN policy, the certificate, the time and the supplier role', async () => {
    const { signed } = await signedTestInvoice();
    const read = xmlReader(signed);
    const signature = '/*/ext:UBLExtensions/ext:UBLExtension[2]/ext:ExtensionContent/ds:Signature';
    assert.equal(read(`count(${signature})`), '1');
    assert.equal(
      read(`${signature}/ds:SignedInfo/ds:SignatureMethod/@Algorithm`),
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    assert.equal(read(`count(${signature}/ds:SignedInfo/ds:Reference)`), '3');
    assert.equal(
      read(`${properties}/xades:SignaturePolicyIdentifier//xades:Identifier`),
      'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
    );
    assert.equal(
      read(`${properties}/xades:SignaturePolicyIdentifier//xades:SigPolicyHash/ds:DigestValue`),
      'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
    );
    assert.equal(read(`${properties}/xades:SigningTime`), '2025-03-01T10:04:06.000-05:00');
    assert.equal(read(`${properties}/xades:SigningCertificate//ds:X509SerialNumber`), '20250042');
    assert.equal(read(`${properties}/xades:SignerRole//xades:ClaimedRole`), 'supplier');
  });

  it('verifies, with the certificate it carries', async () => {
    const { signed } = await signedTestInvoice();
    const result = await verifyDocumentSignature(signed);
    assert.deepEqual([result.valid, result.reason], [true, 'Firma válida.']);
    assert.equal(result.certificate?.fingerprint256, (await testSigner()).certificate.fingerprint256);
  });

  it('verifies with a second implementation too (xml-crypto)', async () => {
    const { signed } = await signedTestInvoice();
    const document = new DOMParser().parseFromString(signed, 'text/xml');
    const check = new SignedXml({ publicCert: certificatePem });
    const signature = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    check.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
    assert.equal(check.checkSignature(signed), true);
  });

  it('fails once one amount is changed', async () => {
    const { signed } = await signedTestInvoice();
    const tampered = signed.replace(
      '<cbc:PayableAmount currencyID="COP">575952.00',
      '<cbc:PayableAmount currencyID="COP">1.00',
    );
    assert.notEqual(tampered, signed);
    const result = await verifyDocumentSignature(tampered);
    assert.equal(result.valid, false);
    assert.match(result.reason, /cambió después de firmado/);
  });

  it('fails once its signed properties are changed', async () => {
    const { signed } = await signedTestInvoice();
    const tampered = signed.replace('.000-05:00</xades:SigningTime>', '.001-05:00</xades:SigningTime>');
    assert.notEqual(tampered, signed);
    const result = await verifyDocumentSignature(tampered);
    assert.equal(result.valid, false);
    assert.match(result.reason, /signedprops/);
  });

  it('refuses a document without a signature or that is no XML, without throwing', async () => {
    const unsigned = buildInvoice(testInvoiceInput(), testIssuer()).xml;
    assert.equal((await verifyDocumentSignature(unsigned)).reason, 'El documento no está firmado.');
    assert.equal((await verifyDocumentSignature('<Invoice')).valid, false);
  });

  it('will not sign a document with no empty extension, nor outside the certificate validity', async () => {
    const { signed } = await signedTestInvoice();
    await assert.rejects(signDocument(signed, await testSigner()), /no empty ext:ExtensionContent/);
    const unsigned = buildInvoice(testInvoiceInput(), testIssuer()).xml;
    await assert.rejects(
      signDocument(unsigned, await testSigner(), { signingTime: new Date('2050-01-01T00:00:00Z') }),
      /not valid at/,
    );
  });
});
