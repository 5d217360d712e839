import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import forge from 'node-forge';
import {
  buildInvoice,
  developmentSigner,
  isTestCertificate,
  loadSigner,
  signDocument,
  verifyDocumentSignature,
} from '../../src/invoicing/index.js';
import { testInvoiceInput, testIssuer } from './factories.js';

const devCert = (name: string) => readFileSync(new URL(`../../dev-certs/${name}`, import.meta.url), 'utf8');

/** A certificate of another holder, as a certification authority would issue it (here self-signed). */
function otherHolder(
  names: forge.pki.CertificateField[] = [{ shortName: 'CN', value: 'Aseguradora de ejemplo S.A.' }],
) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date('2024-01-01T00:00:00Z');
  certificate.validity.notAfter = new Date('2030-01-01T00:00:00Z');
  certificate.setSubject(names);
  certificate.setIssuer(names);
  const forgeKey: forge.pki.rsa.PrivateKey = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  certificate.sign(forgeKey, forge.md.sha256.create());
  return { forgeKey, certificate };
}

const pkcs12Of = (key: forge.pki.rsa.PrivateKey, certificate: forge.pki.Certificate, password: string) =>
  Buffer.from(
    forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: '3des' })).getBytes(),
    'binary',
  );

describe('the document signer', () => {
  it('knows the committed development certificate as the test one, and no other', async () => {
    assert.equal(isTestCertificate((await developmentSigner()).certificate), true);
    const { forgeKey, certificate } = otherHolder();
    const other = await loadSigner({
      privateKeyPem: forge.pki.privateKeyToPem(forgeKey),
      certificatePem: forge.pki.certificateToPem(certificate),
    });
    assert.equal(isTestCertificate(other.certificate), false);
  });

  it('knows the test certificate by its fingerprint, not by names another certificate could copy', async () => {
    const { forgeKey, certificate } = otherHolder(
      forge.pki.certificateFromPem(devCert('test-signer.cert.pem')).subject.attributes,
    );
    const lookalike = await loadSigner({
      privateKeyPem: forge.pki.privateKeyToPem(forgeKey),
      certificatePem: forge.pki.certificateToPem(certificate),
    });
    assert.match(lookalike.certificate.subject, /CN=PRUEBA Portal SOAT - firma de documentos/);
    assert.equal(isTestCertificate(lookalike.certificate), false);
  });

  it('reads a PKCS#12 file, as certification authorities deliver them, and signs with it', async () => {
    const { forgeKey, certificate } = otherHolder();
    const signer = await loadSigner({
      pkcs12: pkcs12Of(forgeKey, certificate, 'clave-del-p12'),
      password: 'clave-del-p12',
    });
    assert.equal(signer.certificate.subject, 'CN=Aseguradora de ejemplo S.A.');
    const signed = await signDocument(buildInvoice(testInvoiceInput(), testIssuer()).xml, signer, {
      signingTime: new Date('2025-03-01T15:04:06Z'),
    });
    const result = await verifyDocumentSignature(signed);
    assert.equal(result.valid, true, result.reason);
    assert.equal(result.certificate?.subject, 'CN=Aseguradora de ejemplo S.A.');
  });

  it('refuses a PKCS#12 file with the wrong password', async () => {
    const { forgeKey, certificate } = otherHolder();
    await assert.rejects(loadSigner({ pkcs12: pkcs12Of(forgeKey, certificate, 'correcta'), password: 'otra' }));
  });

  it('refuses a key that is not the certificate’s', async () => {
    const { forgeKey } = otherHolder();
    await assert.rejects(
      loadSigner({
        privateKeyPem: forge.pki.privateKeyToPem(forgeKey),
        certificatePem: devCert('test-signer.cert.pem'),
      }),
      /does not belong to the certificate/,
    );
  });
});
