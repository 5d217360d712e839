// Reading a PDF's objects as the certificate tests need them: pdfkit writes its dictionaries uncompressed
// (no object streams), so the catalog and the objects it points to are plain text. Not a general parser.

/** The document catalog's dictionary (`/Type /Catalog …`). */
export function pdfCatalog(pdf: Buffer): string {
  const match = /<<\s*\/Type \/Catalog[\s\S]*?>>/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no catalog in the PDF');
  return match[0];
}

/** The value of `key` in a dictionary: the object it refers to (`N 0 R`), or the value written there. */
export function pdfObject(pdf: Buffer, dictionary: string, key: string): string {
  const value = new RegExp(`/${key} ((\\d+) 0 R|\\([^)]*\\)|<<[\\s\\S]*?>>|\\S+)`).exec(dictionary);
  if (!value) throw new Error(`no /${key} in ${dictionary}`);
  if (value[2] === undefined) return value[1]!;
  const object = new RegExp(`(?:^|\\n)${value[2]} 0 obj\\s*([\\s\\S]*?)\\s*endobj`).exec(pdf.toString('latin1'));
  if (!object) throw new Error(`no object ${value[2]}`);
  return object[1]!;
}
