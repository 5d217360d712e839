import QRCode from 'qrcode';

/**
 * A QR code as the PNG the PDFs embed. pdfkit reads an RGBA PNG back to its pixels and compresses them itself,
 * so how the PNG is compressed changes nothing in the PDF: its rows are written unfiltered and with the fastest
 * deflate, where pngjs' defaults (trying five filters on every row, then deflate at level 9) cost about a tenth
 * of the API's CPU for a whole purchase, its certificate's and its invoice's QR codes (issue 46, point 3).
 */
export function qrPng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    margin: 1,
    width,
    errorCorrectionLevel: 'M',
    // pngjs' options (qrcode passes them on); `filterType` is pngjs' own, which qrcode's types leave out
    rendererOpts: { deflateLevel: 1, filterType: 0 } as { deflateLevel: number },
  });
}
