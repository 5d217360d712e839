// Reading the DIAN's XML documents (UBL 2.1 and the DIAN's extension): a strict parse and XPath over the
// documents' namespaces, whatever prefixes a document chose (docs/invoicing.md lists the XPaths read).
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { NS } from './dian-codes.js';

/** The namespaces of the documents (dian-codes.ts), by the prefix this reader's XPaths use. */
export const ublNamespaces = {
  inv: NS.invoice,
  cn: NS.creditNote,
  ar: NS.applicationResponse,
  cac: NS.cac,
  cbc: NS.cbc,
  ext: NS.ext,
  sts: NS.sts,
  ds: NS.ds,
  xades: NS.xades,
} as const;

/** Not well-formed XML: the parser's first complaint. */
export class XmlSyntaxError extends Error {
  constructor(detail: string) {
    super(`XML no bien formado: ${detail}`);
    this.name = 'XmlSyntaxError';
  }
}

/** The document, or XmlSyntaxError: any warning of the parser (an unclosed element) counts as malformed. */
export function parseXml(text: string): Document {
  const problems: string[] = [];
  const complain = (_level: string, message: string) =>
    problems.push(message.replace(/^\[xmldom \w+\]\s*/, '').split('\n')[0]!);
  let document: ReturnType<DOMParser['parseFromString']> | undefined;
  try {
    document = new DOMParser({ onError: complain }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw new XmlSyntaxError(problems[0] ?? (error as Error).message.split('\n')[0] ?? 'sin elemento raíz');
  }
  if (problems.length > 0 || !document?.documentElement) throw new XmlSyntaxError(problems[0] ?? 'sin elemento raíz');
  return document as unknown as Document;
}

const select = xpath.useNamespaces(ublNamespaces);

/** The elements at `path` (an XPath over ublNamespaces' prefixes) from `node`. */
export function elementsAt(node: Node, path: string): Element[] {
  const found = select(path, node);
  return Array.isArray(found) ? (found as Node[]).filter((item): item is Element => item.nodeType === 1) : [];
}

/** The text of the first node at `path` (element or attribute), trimmed; null when there is none. */
export function textAt(node: Node, path: string): string | null {
  const found = select(path, node);
  const first = Array.isArray(found) ? (found[0] as Node | undefined) : undefined;
  return first ? (first.textContent ?? '').trim() : null;
}

/** The text of every node at `path`, trimmed. */
export function textsAt(node: Node, path: string): string[] {
  const found = select(path, node);
  return Array.isArray(found) ? (found as Node[]).map((item) => (item.textContent ?? '').trim()) : [];
}
