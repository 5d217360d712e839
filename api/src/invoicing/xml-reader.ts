// Reads strings out of a UBL document by XPath (xpath over @xmldom/xmldom), with the annex's prefixes.
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { NS, ROOT_PREFIXES } from './dian-codes.js';

const select = xpath.useNamespaces(Object.fromEntries(ROOT_PREFIXES.map((prefix) => [prefix, NS[prefix]])));

/** A reader of one document: `read('/*\/cbc:ID')` answers the string value ('' when absent). */
export function xmlReader(xml: string): (path: string) => string {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new Error('Not an XML document');
  return (path) => {
    const found = select(`string(${path})`, root as unknown as Node);
    return typeof found === 'string' ? found : '';
  };
}
