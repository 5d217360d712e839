import { SignedXml } from 'xml-crypto';
import { ublNamespaces } from '../invoicing/ubl-reader.js';
import type { DianRule } from '../plugins/app/invoicing/dian-shapes.js';
import { dianRules } from './dian-rules.js';

const envelopedSignature = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/**
 * The document's enveloped signature checked as the DIAN checks it, whoever signed: with the certificate
 * its KeyInfo carries, every reference's digest and the signature value, and a reference that covers the
 * whole document (URI "" with the enveloped-signature transform). Null when it holds. Unlike the DIAN, the
 * sandbox does not follow the certificate's chain to an accredited authority nor its revocation.
 */
export function signatureProblem(xml: string, signature: Element | null): DianRule | null {
  if (!signature) return dianRules.signature;
  const keyInfo = signature.getElementsByTagNameNS(ublNamespaces.ds, 'KeyInfo')[0] ?? null;
  if (!SignedXml.getCertFromKeyInfo(keyInfo)) return dianRules.certificateMissing;
  const verifier = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  try {
    verifier.loadSignature(signature);
    if (!verifier.checkSignature(xml)) return dianRules.signature;
  } catch {
    return dianRules.signature;
  }
  const coversDocument = verifier
    .getReferences()
    .some((reference) => reference.uri === '' && reference.transforms.includes(envelopedSignature));
  return coversDocument ? null : dianRules.signature;
}
