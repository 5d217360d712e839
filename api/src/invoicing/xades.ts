// xadesjs, set up once for Node: @xmldom/xmldom as its DOM, xpath, and Node's WebCrypto as its engine.
import { webcrypto } from 'node:crypto';
import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import xpath from 'xpath';

xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);

export { xadesjs };
