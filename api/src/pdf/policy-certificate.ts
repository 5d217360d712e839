import {
  certificateSections,
  consultUrl,
  coverageTable,
  insurerSection,
  type CertificateSection,
  type PolicyCertificateData,
  type Row,
} from './certificate-content.js';
import { qrPng } from './qr-image.js';
import { taggedSpanishPdf } from './tagged-pdf.js';
import { winAnsiText } from './win-ansi-text.js';

// The certificate as a tagged PDF (pdfkit): its language, its title shown by the viewer, and a structure
// tree (headings, tables with their header cells, the QR code as a figure with its text) that a screen
// reader follows. Helvetica's WinAnsiEncoding prints every Spanish letter; winAnsiText the rest.

export { consultUrl, formatPesos, type PolicyCertificateData } from './certificate-content.js';

export interface CertificateOptions {
  /** Where the QR code leads: the portal's public consult for the plate. */
  portalUrl: string;
  /** Uncompressed content streams (tests read the text); on by default. */
  compress?: boolean;
}

type StructureElement = ReturnType<PDFKit.PDFDocument['struct']>;
/** Where a block is laid out on the page. */
interface Box {
  x: number;
  width: number;
}
/** A table cell as pdfkit 0.20 takes it: a header cell names its scope (its types leave `scope` out). */
type Cell = PDFKit.Mixins.CellOptions & { scope?: 'Row' | 'Column' };

const BLUE = '#0b4f8a';
const TEXT = '#1a1a1a';
const MUTED = '#444444';
const QR_SIZE = 110;

function newDocument(policy: PolicyCertificateData, compress: boolean) {
  return taggedSpanishPdf({
    margin: 48,
    compress,
    info: {
      Title: winAnsiText(`Certificado SOAT ${policy.numeroPoliza}`),
      Author: winAnsiText(policy.aseguradora),
      Subject: winAnsiText(`Seguro obligatorio de accidentes de tránsito, placa ${policy.placa}`),
    },
  });
}

/** The policy certificate, in Spanish, as a tagged PDF with a QR code to the public consult. */
export async function renderPolicyCertificate(
  policy: PolicyCertificateData,
  options: CertificateOptions,
): Promise<Buffer> {
  const qrTarget = consultUrl(options.portalUrl, policy.placa);
  const qrImage = await qrPng(qrTarget, 240);
  const { doc, finished } = newDocument(policy, options.compress ?? true);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);

  // where a block is laid out: the whole width, a column of a pair, or beside the QR code
  const heading = (level: 'H1' | 'H2', text: string, size: number, within: StructureElement, box: Box) => {
    doc.font('Helvetica-Bold').fontSize(size).fillColor(BLUE);
    doc.text(winAnsiText(text), box.x, doc.y, { width: box.width, structParent: within, structType: level });
  };
  const paragraph = (text: string, within: StructureElement, box: Box) => {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(winAnsiText(text), box.x, doc.y, { width: box.width, structParent: within, structType: 'P' });
  };
  // a table of labels (row headers) and values, or of columns under a heading row
  const table = (within: StructureElement, data: Cell[][], columns: Array<number | '*'>, box: Box) => {
    doc.font('Helvetica').fontSize(9).fillColor(TEXT);
    const tableOptions = {
      position: { x: box.x, y: doc.y },
      maxWidth: box.width,
      columnStyles: columns,
      defaultStyle: { border: 0, padding: { top: 1.5, bottom: 1.5, left: 0, right: 6 }, textColor: TEXT },
      data,
      structParent: within,
    };
    doc.table(tableOptions as PDFKit.Mixins.TableOptionsWithData);
  };
  const rowCells = (rows: Row[]): Cell[][] =>
    rows.map(([label, value]) => [
      { text: winAnsiText(label), type: 'TH', scope: 'Row', font: { src: 'Helvetica' }, textColor: MUTED },
      { text: winAnsiText(value), font: { src: 'Helvetica-Bold' } },
    ]);
  const section = (title: string, box: Box, build: (within: StructureElement) => void) => {
    const element = doc.struct('Sect');
    root.add(element);
    doc.moveDown(0.6);
    heading('H2', title, 11, element, box);
    doc.moveDown(0.15);
    build(element);
    element.end();
  };
  const rowsSection = ({ title, rows }: CertificateSection, box: Box) =>
    section(title, box, (element) => table(element, rowCells(rows), [box.width < width ? 95 : 150, '*'], box));

  // the heading, and the insurer beside the QR code (top right)
  const full: Box = { x: left, width };
  const besideQr: Box = { x: left, width: width - QR_SIZE - 16 };
  const qrTop = doc.y;
  heading('H1', 'Certificado de póliza SOAT', 17, root, besideQr);
  paragraph('Seguro Obligatorio de Accidentes de Tránsito (Colombia)', root, besideQr);
  root.add(
    doc.struct('Figure', { alt: winAnsiText(`Código QR: consulta pública de la póliza en ${qrTarget}`) }, () =>
      doc.image(qrImage, left + width - QR_SIZE, qrTop, { width: QR_SIZE }),
    ),
  );
  rowsSection(insurerSection(policy), besideQr);
  doc.y = Math.max(doc.y, qrTop + QR_SIZE);

  // two columns a pair, read left then right; what is left over, across the page
  const gap = 20;
  const half = (width - gap) / 2;
  const sections = certificateSections(policy);
  for (let index = 0; index + 1 < sections.length; index += 2) {
    const top = doc.y;
    rowsSection(sections[index]!, { x: left, width: half });
    const leftBottom = doc.y;
    doc.y = top;
    rowsSection(sections[index + 1]!, { x: left + half + gap, width: half });
    doc.y = Math.max(leftBottom, doc.y);
  }
  if (sections.length % 2 === 1) rowsSection(sections[sections.length - 1]!, full);

  const coverages = coverageTable(policy);
  section(coverages.title, full, (element) => {
    if (coverages.rows.length === 0) {
      paragraph('Los topes de ese año no están publicados todavía.', element, full);
      return;
    }
    const header: Cell[] = coverages.header.map((text) => ({
      text: winAnsiText(text),
      type: 'TH',
      scope: 'Column',
      font: { src: 'Helvetica-Bold' },
    }));
    const body: Cell[][] = coverages.rows.map(([name, unit, value]) => [
      { text: winAnsiText(name), type: 'TH', scope: 'Row', font: { src: 'Helvetica' } },
      { text: unit },
      { text: value, align: { x: 'right' } },
    ]);
    table(element, [header, ...body], ['*', 80, 90], full);
  });

  const footer = doc.struct('Sect');
  root.add(footer);
  doc.moveDown(0.8);
  paragraph(
    `Verifica esta póliza escaneando el código QR o en ${qrTarget}. Las autoridades de tránsito la consultan en el RUNT con la placa del vehículo.`,
    footer,
    full,
  );
  footer.end();
  root.end();
  doc.end();
  return finished;
}
