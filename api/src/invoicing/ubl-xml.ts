// The XML builder (xmlbuilder2) as the documents use it: elements named `prefix:Name` in the annex's
// namespaces, text and attributes escaped by the builder, characters XML 1.0 forbids dropped.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { NS, ROOT_PREFIXES } from './dian-codes.js';

export type XmlNode = XMLBuilder;
export type Attributes = Record<string, string>;

type Prefix = (typeof ROOT_PREFIXES)[number];

function namespaceOf(qualifiedName: string): string {
  const prefix = qualifiedName.slice(0, qualifiedName.indexOf(':')) as Prefix;
  const namespace = NS[prefix];
  if (!namespace) throw new Error(`No namespace for ${qualifiedName}`);
  return namespace;
}

/** A UBL document's root, declaring every prefix the documents and their signature use. */
export function ublRoot(namespace: string, name: string): XmlNode {
  const declarations = Object.fromEntries(ROOT_PREFIXES.map((prefix) => [`xmlns:${prefix}`, NS[prefix]]));
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(namespace, name, declarations);
}

/** Appends an element and answers it. */
export function element(parent: XmlNode, qualifiedName: string, attributes?: Attributes): XmlNode {
  return parent.ele(namespaceOf(qualifiedName), qualifiedName, attributes);
}

/** Appends an element holding a text. */
export function textElement(parent: XmlNode, qualifiedName: string, text: string, attributes?: Attributes): XmlNode {
  return element(parent, qualifiedName, attributes).txt(text);
}

/** An amount in pesos (`currencyID="COP"`). */
export const amountElement = (parent: XmlNode, qualifiedName: string, amount: string) =>
  textElement(parent, qualifiedName, amount, { currencyID: 'COP' });

/** Appends a text as CDATA; a `]]>` inside it is split across two sections, as XML requires. */
export function cdataElement(parent: XmlNode, qualifiedName: string, text: string): XmlNode {
  const node = element(parent, qualifiedName);
  const parts = text.split(']]>');
  parts.forEach((part, index) => {
    const head = index > 0 ? '>' : '';
    const tail = index < parts.length - 1 ? ']]' : '';
    node.dat(`${head}${part}${tail}`);
  });
  return node;
}

/** The document's text, indented. */
export const serialize = (root: XmlNode) => root.end({ prettyPrint: true });
