import PDFDocument from 'pdfkit';

/**
 * A new document of the portal's kind: Letter paper, PDF 1.7, tagged and in Spanish (es-CO) with its title shown,
 * so a screen reader reads its structure; `finished` is its bytes once `doc.end()` is called.
 */
export function taggedSpanishPdf(options: { info: PDFKit.DocumentInfo; margin: number; compress: boolean }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: options.margin,
    compress: options.compress,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'es-CO',
    displayTitle: true,
    info: options.info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}
