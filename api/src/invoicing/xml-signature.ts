// The documents' XAdES-EPES signature (the DIAN's signature policy v2), with xadesjs on WebCrypto: an
// enveloped ds:Signature in the document's last ext:ExtensionContent, RSA-SHA256, signing the document, the
// KeyInfo and the xades:SignedProperties (signing time, signing certificate, the DIAN's policy, the signer's
// role). xadesjs writes the policy identifier, the certificate's digest and issuer-serial itself, which
// xml-crypto would leave to hand-written XML (docs/invoicing.md).
import { randomUUID } from 'node:crypto';
import { XMLSerializer, type Node as XmlDomNode } from '@xmldom/xmldom';
import { colombianWallClock } from './colombian-time.js';
import { NS, SIGNATURE_POLICY } from './dian-codes.js';
import type { DocumentSigner } from './signer.js';
import { xadesjs } from './xades.js';
import { parseXml } from './xml-reader.js';

/** `supplier`: the seller signs its own documents (the policy's other role is `third party`). */
export const SIGNER_ROLE = 'supplier';

/** The signing time in Colombia, as the DIAN's documents write it (`2025-03-01T10:04:05.000-05:00`). */
const COLOMBIAN_TIME_FORMAT = "UTC:yyyy-mm-dd'T'HH:MM:ss.l'-05:00'";

export interface SignOptions {
  /** Defaults to now. */
  signingTime?: Date;
}

/** The `ext:ExtensionContent` that holds the signature: the document's last. */
export const lastExtensionContent = (document: Document) => {
  const contents = document.getElementsByTagNameNS(NS.ext, 'ExtensionContent');
  return contents.item(contents.length - 1);
};

const certificateBase64 = (signer: DocumentSigner) => signer.certificate.raw.toString('base64');

/** Signs a UBL document whose last `ext:ExtensionContent` is empty (the builders leave it so). */
export async function signDocument(xml: string, signer: DocumentSigner, options: SignOptions = {}): Promise<string> {
  const document = parseXml(xml);
  const target = lastExtensionContent(document);
  if (!target || target.childNodes.length > 0) {
    throw new Error('The document has no empty ext:ExtensionContent to hold its signature');
  }
  const signingTime = options.signingTime ?? new Date();
  const { validFromDate, validToDate } = signer.certificate;
  if (signingTime < validFromDate || signingTime > validToDate) {
    throw new Error(`The signing certificate is not valid at ${signingTime.toISOString()}`);
  }

  const id = `xmldsig-${randomUUID()}`;
  const signed = new xadesjs.SignedXml();
  signed.XmlSignature.Id = id;
  signed.XmlSignature.KeyInfo.Id = `${id}-keyinfo`;
  signed.Properties!.Target = `#${id}`;
  signed.SignedProperties.Id = `${id}-signedprops`;
  const certificate = certificateBase64(signer);
  await signed.Sign({ name: 'RSASSA-PKCS1-v1_5' }, signer.privateKey, document, {
    references: [
      { id: `${id}-ref0`, uri: '', hash: 'SHA-256', transforms: ['enveloped'] },
      { uri: `#${id}-keyinfo`, hash: 'SHA-256' },
    ],
    x509: [certificate],
    signingCertificate: { certificate, digestAlgorithm: 'SHA-256' },
    signingTime: { value: colombianWallClock(signingTime), format: COLOMBIAN_TIME_FORMAT },
    policy: {
      identifier: { value: SIGNATURE_POLICY.url, description: SIGNATURE_POLICY.description },
      hash: 'SHA-256',
      digestValue: SIGNATURE_POLICY.sha256,
    },
    signerRole: { claimed: [SIGNER_ROLE] },
  });
  target.appendChild(document.importNode(signed.GetXml()!, true));
  // xadesjs types its DOM with the browser's names; it is @xmldom/xmldom's (xades.ts)
  const text = new XMLSerializer().serializeToString(document as unknown as XmlDomNode);
  return text.startsWith('<?xml') ? text : `<?xml version="1.0" encoding="UTF-8"?>\n${text}`;
}
