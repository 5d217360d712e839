import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { qrPng } from '../../src/pdf/qr-image.js';

const text = 'https://portal.example.co/soat/consulta?placa=ABC123';

/** A PDF of one page with the PNG on it, its dates fixed: the same pixels give the same bytes. */
function pdfWith(png: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ info: { CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.image(png, 48, 48, { width: 110 });
  doc.end();
  return finished;
}

/** Each row's filter byte (PNG: one before every row of the inflated IDAT data). */
function rowFilters(png: Buffer): number[] {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  return Array.from({ length: height }, (_, row) => rows[row * (1 + width * 4)]!);
}

describe("the PDFs' QR codes", () => {
  it('put in a PDF the very bytes that the default PNG puts there', async () => {
    const fast = await qrPng(text, 240);
    const usual = await QRCode.toBuffer(text, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
    assert.notDeepEqual(fast, usual);
    assert.deepEqual(await pdfWith(fast), await pdfWith(usual));
  });

  it('write their rows unfiltered (no search of five filters on every row)', async () => {
    const filters = rowFilters(await qrPng(text, 240));
    assert.equal(filters.length, 240);
    assert.deepEqual([...new Set(filters)], [0]);
  });
});
