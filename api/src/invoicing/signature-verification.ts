// Checks a document's XAdES-EPES signature as the DIAN's policy asks for it (the sandbox DIAN calls it):
// one ds:Signature in the last ext:ExtensionContent, RSA-SHA2, references to the whole document
// (enveloped), its KeyInfo and its SignedProperties, digests and signature value right, the signing
// certificate's digest and serial those of the KeyInfo's certificate, the DIAN's policy and a signer's role.
import { X509Certificate, createHash } from 'node:crypto';
import { NS, SIGNATURE_POLICY } from './dian-codes.js';
import { xadesjs } from './xades.js';
import { parseXml } from './xml-reader.js';
import { lastExtensionContent } from './xml-signature.js';

export interface SignatureVerification {
  valid: boolean;
  /** Why not, in Spanish; `Firma válida.` when valid. */
  reason: string;
  /** The certificate the signature carries, when it could be read. */
  certificate?: X509Certificate;
}

const RSA_SHA2 = ['sha256', 'sha384', 'sha512'].map((hash) => `http://www.w3.org/2001/04/xmldsig-more#rsa-${hash}`);
const DIGESTS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#sha1': 'sha1',
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SIGNED_PROPERTIES = 'http://uri.etsi.org/01903#SignedProperties';
const ROLES = ['supplier', 'third party'];

const invalid = (reason: string, certificate?: X509Certificate): SignatureVerification => ({
  valid: false,
  reason,
  ...(certificate ? { certificate } : {}),
});

/** A serial number written in decimal (XAdES) against Node's hexadecimal one. */
function sameSerial(decimal: string, hexadecimal: string): boolean {
  try {
    return BigInt(decimal.trim()) === BigInt(`0x${hexadecimal}`);
  } catch {
    return false;
  }
}

const base64 = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString('base64');

/** What the signature signs: the document (enveloped), its KeyInfo and its SignedProperties. */
function referencesProblem(signed: InstanceType<typeof xadesjs.SignedXml>): string | undefined {
  const signature = signed.XmlSignature;
  const references = signature.SignedInfo.References.GetIterator();
  const whole = references.find((reference) => reference.Uri === '');
  const transforms = whole?.Transforms?.GetIterator() ?? [];
  if (!whole || !transforms.some((transform) => transform.Algorithm === ENVELOPED)) {
    return 'La firma no cubre el documento completo (referencia URI="" con transformación enveloped).';
  }
  if (!references.some((reference) => reference.Uri === `#${signature.KeyInfo.Id}`)) {
    return 'La firma no cubre su KeyInfo.';
  }
  const properties = signed.SignedProperties.Id;
  if (!references.some((reference) => reference.Type === SIGNED_PROPERTIES && reference.Uri === `#${properties}`)) {
    return 'La firma no cubre sus propiedades firmadas (xades:SignedProperties).';
  }
  return undefined;
}

/** The XAdES-EPES properties: the signing certificate, the DIAN's policy, the signing time and a role. */
function propertiesProblem(signed: InstanceType<typeof xadesjs.SignedXml>, certificate: X509Certificate) {
  const properties = signed.SignedProperties.SignedSignatureProperties;
  const cert = properties.SigningCertificate.Count === 1 ? properties.SigningCertificate.Item(0) : null;
  const digest = cert ? DIGESTS[cert.CertDigest.DigestMethod.Algorithm ?? ''] : undefined;
  if (!cert || !digest) return 'La firma no identifica su certificado (xades:SigningCertificate).';
  if (createHash(digest).update(certificate.raw).digest('base64') !== base64(cert.CertDigest.DigestValue)) {
    return 'El resumen del certificado firmante no corresponde al certificado de la firma.';
  }
  if (!sameSerial(cert.IssuerSerial.X509SerialNumber, certificate.serialNumber)) {
    return 'El número de serie del certificado firmante no corresponde al certificado de la firma.';
  }
  const policy = properties.SignaturePolicyIdentifier.SignaturePolicyId;
  if (
    policy?.SigPolicyId.Identifier.Value !== SIGNATURE_POLICY.url ||
    base64(policy.SigPolicyHash.DigestValue) !== SIGNATURE_POLICY.sha256
  ) {
    return 'La firma no declara la política de firma de la DIAN (v2) con su resumen.';
  }
  const signingTime = properties.SigningTime.Value;
  if (!signingTime) return 'La firma no tiene fecha de firma (xades:SigningTime).';
  if (signingTime < certificate.validFromDate || signingTime > certificate.validToDate) {
    return 'El certificado no estaba vigente en la fecha de la firma.';
  }
  const roles = properties.SignerRole.ClaimedRoles.GetIterator().map((role) => role.Value);
  if (!roles.some((role) => ROLES.includes(role))) return 'La firma no declara el rol del firmante (supplier).';
  return undefined;
}

/** Verifies the document's signature; never throws for a bad document. */
export async function verifyDocumentSignature(xml: string): Promise<SignatureVerification> {
  let document: Document;
  try {
    document = parseXml(xml);
  } catch {
    return invalid('El documento no es XML bien formado.');
  }
  const signatures = document.getElementsByTagNameNS(NS.ds, 'Signature');
  if (signatures.length !== 1) {
    return invalid(signatures.length === 0 ? 'El documento no está firmado.' : 'El documento tiene más de una firma.');
  }
  const element = signatures.item(0)!;
  if (element.parentNode !== lastExtensionContent(document)) {
    return invalid('La firma no está en la última extensión del documento (ext:ExtensionContent).');
  }
  const signed = new xadesjs.SignedXml(document);
  let certificate: X509Certificate;
  try {
    signed.LoadXml(element);
    const encoded = element.getElementsByTagNameNS(NS.ds, 'X509Certificate').item(0)?.textContent ?? '';
    certificate = new X509Certificate(Buffer.from(encoded.replace(/\s/g, ''), 'base64'));
  } catch {
    return invalid('La firma o su certificado (ds:KeyInfo/ds:X509Certificate) no se pueden leer.');
  }
  if (!RSA_SHA2.includes(signed.XmlSignature.SignedInfo.SignatureMethod.Algorithm ?? '')) {
    return invalid('La firma no usa RSA con SHA-256, SHA-384 o SHA-512.', certificate);
  }
  const problem = referencesProblem(signed) ?? propertiesProblem(signed, certificate);
  if (problem) return invalid(problem, certificate);
  // xmldsigjs's enveloped-signature transform removes only a root's child signature: the document is given
  // to it without this one, which is what the transform means (xmlsec1 and xml-crypto agree, see the tests)
  const content = document.documentElement.cloneNode(true) as Element;
  const copy = content.getElementsByTagNameNS(NS.ds, 'Signature').item(0)!;
  copy.parentNode!.removeChild(copy);
  try {
    if (!(await signed.Verify({ content }))) {
      return invalid('El valor de la firma no corresponde al certificado.', certificate);
    }
  } catch (error) {
    // xmldsigjs throws its XmlError (not an Error) naming the reference whose digest differs
    const message = String((error as { message?: unknown }).message ?? error);
    const uri = /Invalid digest for uri '([^']*)'/.exec(message)?.[1];
    return invalid(
      uri === undefined
        ? `La firma no se pudo verificar (${message}).`
        : `El documento cambió después de firmado: el resumen de la referencia "${uri}" no coincide.`,
      certificate,
    );
  }
  return { valid: true, reason: 'Firma válida.', certificate };
}
