// The certificate and key that sign the documents: the insurer's (a PKCS#12 file, as Colombian certification
// authorities issue them, or a PEM key and certificate) in production, the committed test one of
// api/dev-certs in development. isTestCertificate() lets the configuration refuse the latter in production.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';

/** What signDocument needs: the key as WebCrypto uses it, and the certificate the signature carries. */
export interface DocumentSigner {
  privateKey: CryptoKey;
  certificate: X509Certificate;
  /** The same key and certificate as PEM: what signs the requests' WS-Security header. */
  privateKeyPem: string;
  certificatePem: string;
}

export type SignerSource = { pkcs12: Uint8Array; password: string } | { privateKeyPem: string; certificatePem: string };

/** The SHA-256 fingerprint of api/dev-certs/test-signer.cert.pem (a test checks it against the file). */
export const TEST_CERTIFICATE_FINGERPRINT =
  '0A:07:19:73:5B:D4:C3:AC:FF:FF:08:DF:83:7A:0C:D4:5F:44:B9:12:51:3A:54:59:92:32:54:FE:D7:5C:DE:5A';

const DEV_CERTS = new URL('../../dev-certs/', import.meta.url);

/** True for the committed development certificate, which no production signer may use. */
export const isTestCertificate = (certificate: X509Certificate) =>
  certificate.fingerprint256 === TEST_CERTIFICATE_FINGERPRINT;

/** The key and certificate of a PKCS#12 file: the certificate is the one whose public key is the key's. */
function fromPkcs12(pkcs12: Uint8Array, password: string): { privateKeyPem: string; certificatePem: string } {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pkcs12).toString('binary')));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  const bags = (type: string | undefined) => (type ? (store.getBags({ bagType: type })[type] ?? []) : []);
  const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids;
  const key = [...bags(pkcs8ShroudedKeyBag), ...bags(keyBag)].find((bag) => bag.key)?.key;
  if (!key) throw new Error('The PKCS#12 file holds no private key');
  const privateKeyPem = forge.pki.privateKeyToPem(key);
  const keyObject = createPrivateKey(privateKeyPem);
  const certificatePem = bags(certBag)
    .flatMap((bag) => (bag.cert ? [forge.pki.certificateToPem(bag.cert)] : []))
    .find((pem) => new X509Certificate(pem).checkPrivateKey(keyObject));
  if (!certificatePem) throw new Error('The PKCS#12 file holds no certificate for its key');
  return { privateKeyPem, certificatePem };
}

/** Reads a signer; refuses a key that is not the certificate's or not RSA (the DIAN's policy signs with RSA). */
export async function loadSigner(source: SignerSource): Promise<DocumentSigner> {
  const pems = 'pkcs12' in source ? fromPkcs12(source.pkcs12, source.password) : source;
  const key = createPrivateKey(pems.privateKeyPem);
  const certificate = new X509Certificate(pems.certificatePem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('The signing key must be an RSA key');
  if (!certificate.checkPrivateKey(key)) throw new Error('The signing key does not belong to the certificate');
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    key.export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { privateKey, certificate, privateKeyPem: pems.privateKeyPem, certificatePem: pems.certificatePem };
}

/** The committed DEVELOPMENT signer (api/dev-certs): valid for no one, refused in production. */
export async function developmentSigner(): Promise<DocumentSigner> {
  const [privateKeyPem, certificatePem] = await Promise.all([
    readFile(new URL('test-signer.key.pem', DEV_CERTS), 'utf8'),
    readFile(new URL('test-signer.cert.pem', DEV_CERTS), 'utf8'),
  ]);
  return loadSigner({ privateKeyPem, certificatePem });
}
