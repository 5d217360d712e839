// Validates a UBL 2.1 document against the OASIS schemas and the DIAN's extension schema kept in
// api/xsd/ubl-2.1 (README there), with libxml2's xmllint compiled to WebAssembly (xmllint-wasm: no native
// build). The sandbox DIAN calls it at run time, so the schemas are read from beside the built code
// (api/xsd, two levels above this file in src/ and in dist/).
import { readdir, readFile } from 'node:fs/promises';
import { validateXML, memoryPages, type XMLFileInfo, type XMLValidationResult } from 'xmllint-wasm';

const SCHEMA_ROOT = new URL('../../xsd/ubl-2.1/', import.meta.url);

/** The main schema of each document the invoicing writes or reads, by its root element. */
const MAIN_SCHEMAS = {
  Invoice: 'maindoc/UBL-Invoice-2.1.xsd',
  CreditNote: 'maindoc/UBL-CreditNote-2.1.xsd',
  AttachedDocument: 'maindoc/UBL-AttachedDocument-2.1.xsd',
  ApplicationResponse: 'maindoc/UBL-ApplicationResponse-2.1.xsd',
} as const;

export type UblDocumentName = keyof typeof MAIN_SCHEMAS;

export interface SchemaValidation {
  valid: boolean;
  /** xmllint's messages (`line N: …`), empty when valid. */
  errors: string[];
}

let schemaFiles: Promise<XMLFileInfo[]> | undefined;

/** The OASIS modules every schema imports (read once; the WASM reads no file of its own). */
async function loadSchemaFiles(): Promise<XMLFileInfo[]> {
  const folders = ['common', 'maindoc'];
  const files = await Promise.all(
    folders.map(async (folder) => {
      const names = (await readdir(new URL(`${folder}/`, SCHEMA_ROOT))).filter((name) => name.endsWith('.xsd'));
      return Promise.all(
        names.map(async (name) => ({
          fileName: `${folder}/${name}`,
          contents: await readFile(new URL(`${folder}/${name}`, SCHEMA_ROOT), 'utf8'),
        })),
      );
    }),
  );
  return files.flat();
}

const DIAN_STRUCTURES = 'dian:gov:co:facturaelectronica:Structures-2-1';

/**
 * One schema importing the document's UBL schema and the DIAN's (`sts:DianExtensions` sits in an
 * `ext:ExtensionContent`, which validates only the namespaces whose schema is loaded).
 */
const wrapperSchema = (name: UblDocumentName, main: string): XMLFileInfo => ({
  fileName: 'document.xsd',
  contents: `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="urn:oasis:names:specification:ubl:schema:xsd:${name}-2" schemaLocation="${main}"/>
  <xsd:import namespace="${DIAN_STRUCTURES}" schemaLocation="maindoc/DIAN_UBL_Structures.xsd"/>
</xsd:schema>`,
});

/**
 * The DIAN's extension schema (its 2018 text) lists identification types as the values of
 * `sts:ProviderID/@schemeID`, where the annex v1.9 and every document the DIAN accepts (its own
 * ApplicationResponse too) write the NIT's check digit: that one facet, for a one-digit value, is not an error.
 */
const CHECK_DIGIT_IN_SCHEME_ID =
  /^Schemas validity error : Element '\{dian:gov:co:facturaelectronica:Structures-2-1\}(ProviderID|AuthorizationProviderID)', attribute 'schemeID': \[facet 'enumeration'\] The value '\d' is not an element of the set/;

/** The document's root element name, without its prefix. */
function rootName(xml: string): string | undefined {
  const withoutProlog = xml.replace(/^\uFEFF?\s*<\?xml[^>]*\?>\s*/, '').replace(/^(\s*<!--[\s\S]*?-->\s*)*/, '');
  return /^<(?:[\w.-]+:)?([\w.-]+)/.exec(withoutProlog)?.[1];
}

/** Validates a document against the UBL 2.1 schema of its root element. */
export async function validateUblDocument(xml: string): Promise<SchemaValidation> {
  const name = rootName(xml);
  if (!name || !(name in MAIN_SCHEMAS)) {
    return { valid: false, errors: [`Not a UBL document the invoicing knows: root element ${name ?? 'missing'}`] };
  }
  schemaFiles ??= loadSchemaFiles();
  const files = await schemaFiles;
  const documentName = name as UblDocumentName;
  let result: XMLValidationResult;
  try {
    result = await validateXML({
      xml: { fileName: 'document.xml', contents: xml },
      schema: wrapperSchema(documentName, MAIN_SCHEMAS[documentName]),
      preload: files,
      maxMemoryPages: 256 * memoryPages.MiB,
    });
  } catch (error) {
    // xmllint ends with another code than "invalid" when the document is not even well-formed
    return { valid: false, errors: [error instanceof Error ? error.message.trim() : String(error)] };
  }
  const errors = result.errors
    .filter((error) => !CHECK_DIGIT_IN_SCHEME_ID.test(error.message))
    .map((error) => (error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.message));
  return { valid: errors.length === 0, errors };
}
