import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import forge from 'node-forge';
import type { AppConfig } from '../../src/config/index.js';
import { isTestCertificate } from '../../src/invoicing/index.js';
import signingCertificate from '../../src/plugins/app/invoicing/signing-certificate.js';
import { testConfig } from '../helper.js';

// Issue 42, point 2: documents are signed with a certificate by configuration — the committed test one in
// development, the insurer's in production, which refuses to start with a copy of the test one.

const pem = (folder: string, name: string) => readFile(new URL(`${folder}${name}`, import.meta.url), 'utf8');

/** A PKCS#12 file of a PEM key and certificate, in base64, as INVOICE_SIGNING_CERTIFICATE takes it. */
function pkcs12Base64(keyPem: string, certificatePem: string, password: string): Buffer {
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(keyPem),
    [forge.pki.certificateFromPem(certificatePem)],
    password,
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

async function start(config: Partial<AppConfig>) {
  const app = Fastify();
  app.decorate('config', testConfig(config));
  await app.register(signingCertificate);
  await app.ready();
  return app;
}

describe('The certificate that signs the documents', () => {
  it('is the committed test one without configuration, outside production', async () => {
    const app = await start({});
    assert.ok(isTestCertificate(app.documentSigner.certificate));
    await app.close();
  });

  it('is the configured PKCS#12 file, opened with its password', async () => {
    const [key, certificate] = await Promise.all([
      pem('../sandbox-dian/fixtures/', 'throwaway-signer.key.pem'),
      pem('../sandbox-dian/fixtures/', 'throwaway-signer.cert.pem'),
    ]);
    const app = await start({
      nodeEnv: 'production',
      invoicing: {
        ...testConfig().invoicing,
        signingCertificate: { pkcs12: pkcs12Base64(key, certificate, 'clave-del-p12'), password: 'clave-del-p12' },
      },
    });
    assert.equal(isTestCertificate(app.documentSigner.certificate), false);
    assert.equal(
      app.documentSigner.certificatePem.trim(),
      forge.pki.certificateToPem(forge.pki.certificateFromPem(certificate)).trim(),
    );
    await app.close();
  });

  it('refuses to start production with a copy of the test certificate, naming the variable', async () => {
    const [key, certificate] = await Promise.all([
      pem('../../dev-certs/', 'test-signer.key.pem'),
      pem('../../dev-certs/', 'test-signer.cert.pem'),
    ]);
    await assert.rejects(
      start({
        nodeEnv: 'production',
        invoicing: {
          ...testConfig().invoicing,
          signingCertificate: { pkcs12: pkcs12Base64(key, certificate, 'x'), password: 'x' },
        },
      }),
      /INVOICE_SIGNING_CERTIFICATE: is the committed test certificate/,
    );
  });
});
