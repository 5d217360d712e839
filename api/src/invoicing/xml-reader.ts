// Parses and reads UBL documents (@xmldom/xmldom, xpath with the annex's prefixes). Any parse error stops
// the parse (and is thrown) instead of being logged and skipped: a document is well-formed or refused.
import { DOMParser, onErrorStopParsing } from '@xmldom/xmldom';
import xpath from 'xpath';
import { NS, ROOT_PREFIXES } from './dian-codes.js';

const select = xpath.useNamespaces(Object.fromEntries(ROOT_PREFIXES.map((prefix) => [prefix, NS[prefix]])));

/** The document's DOM, typed as the DOM xadesjs and xpath expect (it is @xmldom/xmldom's). */
export function parseXml(xml: string): Document {
  return new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml') as unknown as Document;
}

/** A reader of one document: `read('/*\/cbc:ID')` answers the string value ('' when absent). */
export function xmlReader(xml: string): (path: string) => string {
  const root = parseXml(xml).documentElement;
  return (path) => {
    const found = select(`string(${path})`, root);
    return typeof found === 'string' ? found : '';
  };
}
