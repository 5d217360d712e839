import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { parseXml, ublNamespaces } from '../../../invoicing/ubl-reader.js';
import { soapNamespaces } from './dian-shapes.js';

// WS-Security for the DIAN's service (docs/invoicing.md, "WS-Security"): the service takes a request only
// when its header carries the issuer's certificate as a BinarySecurityToken, a Timestamp, and an XML
// signature of `wsa:To` with that certificate's key (exclusive c14n, RSA-SHA256, SHA-256).

export const wsseNamespaces = {
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
} as const;
const x509v3 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const base64Binary = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const exclusiveC14n = 'http://www.w3.org/2001/10/xml-exc-c14n#';

/** The certificate and key that sign requests: the issuer's, as registered with the DIAN. */
export interface SoapCredentials {
  certificatePem: string;
  privateKeyPem: string;
}

const { wsse, wsu } = wsseNamespaces;

/**
 * The credentials' key and certificate as signing uses them, read once per credentials: OpenSSL reading a PEM
 * key again for every request cost 4–7 ms of CPU a signature, five times the signature itself.
 */
const parsedCredentials = new WeakMap<SoapCredentials, { key: KeyObject; certificate: string }>();
function parsed(credentials: SoapCredentials) {
  let entry = parsedCredentials.get(credentials);
  if (!entry) {
    entry = {
      key: createPrivateKey(credentials.privateKeyPem),
      certificate: new X509Certificate(credentials.certificatePem).raw.toString('base64'),
    };
    parsedCredentials.set(credentials, entry);
  }
  return entry;
}

/**
 * The request with its WS-Security header: the Timestamp (valid `ttlSeconds` from `now`), the
 * certificate, and the signature of `wsa:To`. `envelope` is dian-shapes.ts' requestEnvelope.
 */
export function signEnvelope(envelope: string, credentials: SoapCredentials, now: Date, ttlSeconds = 60): string {
  const { key, certificate } = parsed(credentials);
  const document = parseXml(envelope);
  const header = document.getElementsByTagNameNS(soapNamespaces.soap, 'Header')[0]!;
  const to = header.getElementsByTagNameNS(soapNamespaces.wsa, 'To')[0]!;
  to.setAttributeNS(wsu, 'wsu:Id', 'id-wsa-to');

  const security = document.createElementNS(wsse, 'wsse:Security');
  security.setAttribute('xmlns:wsu', wsu);
  header.insertBefore(security, header.firstChild);
  const timestamp = document.createElementNS(wsu, 'wsu:Timestamp');
  timestamp.setAttributeNS(wsu, 'wsu:Id', 'TS-1');
  const created = document.createElementNS(wsu, 'wsu:Created');
  created.appendChild(document.createTextNode(now.toISOString()));
  const expires = document.createElementNS(wsu, 'wsu:Expires');
  expires.appendChild(document.createTextNode(new Date(now.getTime() + ttlSeconds * 1000).toISOString()));
  timestamp.appendChild(created);
  timestamp.appendChild(expires);
  security.appendChild(timestamp);
  const token = document.createElementNS(wsse, 'wsse:BinarySecurityToken');
  token.setAttribute('EncodingType', base64Binary);
  token.setAttribute('ValueType', x509v3);
  token.setAttributeNS(wsu, 'wsu:Id', 'X509-1');
  token.appendChild(document.createTextNode(certificate));
  security.appendChild(token);

  const signer = new SignedXml({
    privateKey: key,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: exclusiveC14n,
    inclusiveNamespacesPrefixList: ['wsa', 'soap', 'wcf'],
    idMode: 'wssecurity',
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference><wsse:Reference URI="#X509-1" ValueType="${x509v3}"/></wsse:SecurityTokenReference>`,
  });
  signer.addReference({
    xpath: "//*[local-name(.)='To' and namespace-uri(.)='http://www.w3.org/2005/08/addressing']",
    transforms: [exclusiveC14n],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    inclusiveNamespacesPrefixList: ['soap', 'wcf'],
  });
  signer.computeSignature(document.toString(), {
    prefix: 'ds',
    location: { reference: "//*[local-name(.)='BinarySecurityToken']", action: 'after' },
    existingPrefixes: { wsse, wsu },
  });
  return signer.getSignedXml();
}

/** What a service checking the header finds: nothing, a valid signature of `wsa:To`, or a bad one. */
export type SecurityCheck =
  { kind: 'absent' } | { kind: 'valid'; certificate: X509Certificate } | { kind: 'invalid'; detail: string };

/** Checks a request's WS-Security header (the sandbox's side): the signature, what it signs, and the Timestamp. */
export function checkEnvelopeSecurity(envelopeXml: string, now: Date): SecurityCheck {
  const document = parseXml(envelopeXml);
  const security = document.getElementsByTagNameNS(wsse, 'Security')[0];
  if (!security) return { kind: 'absent' };
  const token = security.getElementsByTagNameNS(wsse, 'BinarySecurityToken')[0];
  const signature = security.getElementsByTagNameNS(ublNamespaces.ds, 'Signature')[0];
  const expires = security.getElementsByTagNameNS(wsu, 'Expires')[0]?.textContent ?? '';
  if (!token || !signature) return { kind: 'invalid', detail: 'sin certificado o sin firma' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from((token.textContent ?? '').trim(), 'base64'));
  } catch {
    return { kind: 'invalid', detail: 'el certificado no se puede leer' };
  }
  if (!(Date.parse(expires) > now.getTime())) return { kind: 'invalid', detail: 'el Timestamp venció' };
  const verifier = new SignedXml({ publicCert: certificate.toString(), idMode: 'wssecurity' });
  verifier.loadSignature(signature);
  let valid: boolean;
  try {
    valid = verifier.checkSignature(envelopeXml);
  } catch (error) {
    return { kind: 'invalid', detail: (error as Error).message };
  }
  const signsTo = verifier.getSignedReferences().some((reference) => /^<wsa:To\b/.test(reference));
  if (!valid || !signsTo) return { kind: 'invalid', detail: 'la firma no corresponde a wsa:To' };
  return { kind: 'valid', certificate };
}
