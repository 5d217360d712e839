import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import xpath from 'xpath';
import { elementsAt, parseXml } from '../../../invoicing/ubl-reader.js';

// The DIAN's web service as it travels (docs/invoicing.md, "The DIAN's web service"): SOAP 1.2 with
// WS-Addressing, the operations of IWcfDianCustomerServices and the DianResponse its WCF service answers
// with. The adapter (dian-client.ts) and the sandbox (src/sandbox-dian) both speak it from this one file.

export const soapNamespaces = {
  soap: 'http://www.w3.org/2003/05/soap-envelope',
  wsa: 'http://www.w3.org/2005/08/addressing',
  wcf: 'http://wcf.dian.colombia',
  /** The DataContract namespace of DianResponse. */
  b: 'http://schemas.datacontract.org/2004/07/DianResponse',
  /** WCF's serialised List<string> (ErrorMessage). */
  c: 'http://schemas.microsoft.com/2003/10/Serialization/Arrays',
  i: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

export const dianOperations = ['SendBillSync', 'GetStatus', 'GetStatusZip'] as const;
export type DianOperation = (typeof dianOperations)[number];

/** The WS-Addressing action of an operation (`wsa:Action`, and the `action` of the Content-Type). */
export const dianAction = (operation: DianOperation) =>
  `http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}`;

/** SOAP 1.2's media type, with the action as WCF expects it. */
export const soapContentType = (action: string) => `application/soap+xml;charset=UTF-8;action="${action}"`;

/** The parameters of each operation, in the order of the service's contract. */
export interface DianRequestParameters {
  SendBillSync: { fileName: string; contentFile: string };
  GetStatus: { trackId: string };
  GetStatusZip: { trackId: string };
}

/** What the service answers to every operation (a list of them for GetStatusZip). */
export interface DianResponse {
  /** `Regla: FAD06, Rechazo: …` and `Regla: FAK55, Notificación: …`, as the DIAN writes them. */
  errorMessages: string[];
  isValid: boolean;
  /** `00` processed, `99` with errors, `66` unknown key, `98` in process, `89` a bad request, `500` its own failure. */
  statusCode: string;
  statusDescription: string;
  statusMessage: string;
  /** The ApplicationResponse, base64. */
  xmlBase64Bytes: string | null;
  /** The document's key (its CUFE or CUDE). */
  xmlDocumentKey: string | null;
  xmlFileName: string | null;
}

const { soap, wsa, wcf, b, c, i } = soapNamespaces;

/** A request's envelope, unsigned: the header carries WS-Addressing only (soap-security.ts adds WS-Security). */
export function requestEnvelope<Operation extends DianOperation>(
  operation: Operation,
  parameters: DianRequestParameters[Operation],
  to: string,
): string {
  const envelope = create({ version: '1.0', encoding: 'UTF-8' }).ele(soap, 'soap:Envelope', {
    'xmlns:wcf': wcf,
    'xmlns:wsa': wsa,
  });
  const header = envelope.ele(soap, 'soap:Header');
  header.ele(wsa, 'wsa:Action').txt(dianAction(operation));
  header.ele(wsa, 'wsa:To').txt(to);
  const call = envelope.ele(soap, 'soap:Body').ele(wcf, `wcf:${operation}`);
  for (const [name, value] of Object.entries(parameters)) call.ele(wcf, `wcf:${name}`).txt(String(value));
  return envelope.end({ headless: false });
}

/** A DianResponse's members into `node`, as WCF serialises them (in alphabetical order). */
function writeMembers(node: XMLBuilder, response: DianResponse) {
  const messages = node.ele(b, 'b:ErrorMessage', { 'xmlns:c': c });
  for (const message of response.errorMessages) messages.ele(c, 'c:string').txt(message);
  node.ele(b, 'b:IsValid').txt(String(response.isValid));
  node.ele(b, 'b:StatusCode').txt(response.statusCode);
  node.ele(b, 'b:StatusDescription').txt(response.statusDescription);
  node.ele(b, 'b:StatusMessage').txt(response.statusMessage);
  const optional = (element: string, value: string | null) =>
    value === null ? node.ele(b, element, { 'i:nil': 'true' }) : node.ele(b, element).txt(value);
  optional('b:XmlBase64Bytes', response.xmlBase64Bytes);
  node.ele(b, 'b:XmlBytes', { 'i:nil': 'true' });
  optional('b:XmlDocumentKey', response.xmlDocumentKey);
  optional('b:XmlFileName', response.xmlFileName);
}

/** The service's answer to an operation: one DianResponse, or a list of them for GetStatusZip. */
export function responseEnvelope(operation: DianOperation, answer: DianResponse | DianResponse[]): string {
  const envelope = create({ version: '1.0', encoding: 'UTF-8' }).ele(soap, 's:Envelope', { 'xmlns:a': wsa });
  envelope
    .ele(soap, 's:Header')
    .ele(wsa, 'a:Action', { 's:mustUnderstand': '1' })
    .txt(`${dianAction(operation)}Response`);
  const result = envelope
    .ele(soap, 's:Body')
    .ele(wcf, `${operation}Response`)
    .ele(wcf, `${operation}Result`, { 'xmlns:b': b, 'xmlns:i': i });
  if (Array.isArray(answer)) for (const item of answer) writeMembers(result.ele(b, 'b:DianResponse'), item);
  else writeMembers(result, answer);
  return envelope.end({ headless: false });
}

/** A SOAP 1.2 fault: `Sender` when the request is at fault, `Receiver` when the service is. */
export function faultEnvelope(code: 'Sender' | 'Receiver', subcode: string | null, reason: string): string {
  const envelope = create({ version: '1.0', encoding: 'UTF-8' }).ele(soap, 's:Envelope', { 'xmlns:a': wsa });
  const fault = envelope.ele(soap, 's:Body').ele(soap, 's:Fault');
  const faultCode = fault.ele(soap, 's:Code');
  faultCode.ele(soap, 's:Value').txt(`s:${code}`);
  if (subcode) faultCode.ele(soap, 's:Subcode').ele(soap, 's:Value', { 'xmlns:a': wsa }).txt(subcode);
  fault.ele(soap, 's:Reason').ele(soap, 's:Text', { 'xml:lang': 'es-CO' }).txt(reason);
  return envelope.end({ headless: false });
}

const select = xpath.useNamespaces(soapNamespaces);
const first = (node: Node, path: string) => {
  const found = select(path, node);
  return Array.isArray(found) ? (found[0] as Element | undefined) : undefined;
};
const text = (node: Node, path: string) => {
  const found = first(node, path);
  return found ? (found.textContent ?? '').trim() : null;
};

/** A request as the service reads it: its action, its `wsa:To` and its parameters by name. */
export interface DianRequest {
  action: string | null;
  to: string | null;
  operation: string | null;
  parameters: Record<string, string>;
  envelope: Document;
}

/** The request in `xml`; throws XmlSyntaxError when it is no XML, and answers operation null when no SOAP body. */
export function readRequest(xml: string): DianRequest {
  const envelope = parseXml(xml);
  const call = first(envelope, '/soap:Envelope/soap:Body/*[1]');
  const parameters: Record<string, string> = {};
  for (const child of call ? Array.from(call.childNodes) : [])
    if (child.nodeType === 1) parameters[(child as Element).localName] = (child.textContent ?? '').trim();
  return {
    action: text(envelope, '/soap:Envelope/soap:Header/wsa:Action'),
    to: text(envelope, '/soap:Envelope/soap:Header/wsa:To'),
    operation: call?.namespaceURI === wcf ? call.localName : null,
    parameters,
    envelope,
  };
}

function readDianResponse(node: Element): DianResponse {
  const value = (name: string) => {
    const found = first(node, `b:${name}`);
    if (!found || found.getAttributeNS(i, 'nil') === 'true') return null;
    return (found.textContent ?? '').trim();
  };
  return {
    errorMessages: (select('b:ErrorMessage/c:string', node) as Node[]).map((item) => (item.textContent ?? '').trim()),
    isValid: value('IsValid') === 'true',
    statusCode: value('StatusCode') ?? '',
    statusDescription: value('StatusDescription') ?? '',
    statusMessage: value('StatusMessage') ?? '',
    xmlBase64Bytes: value('XmlBase64Bytes') || null,
    xmlDocumentKey: value('XmlDocumentKey') || null,
    xmlFileName: value('XmlFileName') || null,
  };
}

/** A SOAP fault's code (`Sender`, `Receiver`), subcode and reason. */
export interface SoapFault {
  code: string;
  subcode: string | null;
  reason: string;
}

/** What an answer's envelope holds: the operation's result, a fault, or nothing readable. */
export type DianAnswerEnvelope =
  | { kind: 'result'; responses: DianResponse[] }
  | { kind: 'fault'; fault: SoapFault }
  | { kind: 'unreadable'; detail: string };

/** Reads the service's answer to `operation`. Never throws. */
export function readResponse(xml: string, operation: DianOperation): DianAnswerEnvelope {
  let envelope: Document;
  try {
    envelope = parseXml(xml);
  } catch (error) {
    return { kind: 'unreadable', detail: (error as Error).message };
  }
  const fault = first(envelope, '/soap:Envelope/soap:Body/soap:Fault');
  if (fault) {
    const code = text(fault, 'soap:Code/soap:Value') ?? '';
    return {
      kind: 'fault',
      fault: {
        code: code.replace(/^.*:/, ''),
        subcode: text(fault, 'soap:Code/soap:Subcode/soap:Value'),
        reason: text(fault, 'soap:Reason/soap:Text') ?? '',
      },
    };
  }
  const result = first(envelope, `/soap:Envelope/soap:Body/wcf:${operation}Response/wcf:${operation}Result`);
  if (!result) return { kind: 'unreadable', detail: `no ${operation}Result` };
  const items = operation === 'GetStatusZip' ? elementsAt(result, '*') : [result];
  return { kind: 'result', responses: items.map(readDianResponse) };
}

/** A rule of the DIAN's answer: `Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.` */
export interface DianRule {
  code: string;
  /** A rejection stops the document; a notification does not. */
  kind: 'rechazo' | 'notificacion';
  message: string;
}

const rulePattern = /^Regla:\s*([^,]+),\s*(?:(Rechazo|Notificaci[oó]n):\s*)?(.*)$/su;

/** The rule in one of the DIAN's error messages; an unstructured message is a rejection with no code. */
export function readRule(errorMessage: string): DianRule {
  const match = rulePattern.exec(errorMessage.trim());
  if (!match) return { code: '', kind: 'rechazo', message: errorMessage.trim() };
  const kind = match[2]?.toLowerCase().startsWith('notific') ? 'notificacion' : 'rechazo';
  return { code: match[1]!.trim(), kind, message: match[3]!.trim() };
}

/** A rule as the DIAN writes it in ErrorMessage. */
export const ruleMessage = (rule: DianRule) =>
  `Regla: ${rule.code}, ${rule.kind === 'rechazo' ? 'Rechazo' : 'Notificación'}: ${rule.message}`;
