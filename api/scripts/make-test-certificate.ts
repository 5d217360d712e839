// Writes the DEVELOPMENT signing certificate and key of api/dev-certs (README there): a self-signed RSA 2048
// certificate, valid 2024–2049, whose names say it is a test one. Run once; the files are committed.
// Usage: node --import tsx scripts/make-test-certificate.ts
import { writeFileSync } from 'node:fs';
import forge from 'node-forge';

const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
const certificate = forge.pki.createCertificate();
certificate.publicKey = keys.publicKey;
certificate.serialNumber = '0134fdba';
certificate.validity.notBefore = new Date('2024-01-01T00:00:00Z');
certificate.validity.notAfter = new Date('2049-12-31T23:59:59Z');
const names = [
  { shortName: 'C', value: 'CO' },
  { shortName: 'O', value: 'Portal SOAT (desarrollo)' },
  { shortName: 'OU', value: 'Certificado de PRUEBA, no válido ante la DIAN', valueTagClass: forge.asn1.Type.UTF8 },
  { shortName: 'CN', value: 'PRUEBA Portal SOAT - firma de documentos' },
];
certificate.setSubject(names);
certificate.setIssuer(names);
certificate.setExtensions([
  { name: 'basicConstraints', cA: false, critical: true },
  { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
]);
certificate.sign(keys.privateKey, forge.md.sha256.create());

const folder = new URL('../dev-certs/', import.meta.url);
writeFileSync(new URL('test-signer.cert.pem', folder), forge.pki.certificateToPem(certificate));
writeFileSync(
  new URL('test-signer.key.pem', folder),
  forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keys.privateKey))),
);
