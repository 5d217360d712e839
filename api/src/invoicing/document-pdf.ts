// The graphic representation of an invoice or credit note: a tagged PDF (pdfkit, in the certificate's
// style) in Spanish, with the issuer, the buyer, the number, the numbering's authorisation, the lines, the
// totals, the CUFE/CUDE and the QR code the DIAN's annex asks for.
import { nitCheckDigit } from '@soat/shared/rules/identity-document';
import { formatSpanishDate } from '@soat/shared/rules/validity';
import { formatPesos } from '../pdf/policy-certificate.js';
import { qrPng } from '../pdf/qr-image.js';
import { taggedSpanishPdf } from '../pdf/tagged-pdf.js';
import { PAYMENT_MEANS_LABEL } from './dian-codes.js';
import type { DocumentIssuer, SaleDocument } from './sale-document.js';

export interface DocumentPdfOptions {
  /** Uncompressed content streams (tests read the text); on by default. */
  compress?: boolean;
}

type Rows = Array<[string, string]>;

const TITLES: Record<SaleDocument['kind'], string> = {
  invoice: 'Factura electrónica de venta',
  'credit-note': 'Nota crédito electrónica',
};

const pesos = (amount: string) => formatPesos(Number.parseInt(amount, 10));

function issuerRows(issuer: DocumentIssuer): Rows {
  const { insurer } = issuer;
  const { address } = insurer;
  return [
    ['Razón social', insurer.legalName],
    ['NIT', `${insurer.nit}-${nitCheckDigit(insurer.nit)}`],
    ['Dirección', `${address.line}, ${address.cityName}, ${address.departmentName}`],
    ['Contacto', [insurer.email, insurer.phone].filter(Boolean).join(' · ')],
    ['Responsabilidades', insurer.taxLevelCodes.join(', ')],
  ];
}

function documentRows(document: SaleDocument, issuer: DocumentIssuer): Rows {
  const rows: Rows = [
    ['Número', document.number],
    [
      'Fecha y hora de expedición',
      `${formatSpanishDate(document.issueDate)}, ${document.issueTime.slice(0, 8)} (hora de Colombia)`,
    ],
    ['Forma y medio de pago', `Contado, ${PAYMENT_MEANS_LABEL[document.sale.paymentMeansCode]}`],
  ];
  if (document.kind === 'invoice') {
    const range = issuer.invoiceRange;
    rows.push([
      'Numeración autorizada',
      `Resolución DIAN ${range.resolution}, vigente del ${formatSpanishDate(range.validFrom)} al ${formatSpanishDate(range.validTo)}: prefijo ${range.prefix}, del ${range.from} al ${range.to}`,
    ]);
  }
  if (document.invoice) {
    rows.push(['Factura que anula', `${document.invoice.number} del ${formatSpanishDate(document.invoice.issueDate)}`]);
    rows.push(['CUFE de la factura', document.invoice.cufe]);
  }
  return rows;
}

function buyerRows(document: SaleDocument): Rows {
  const { buyer } = document.sale;
  const rows: Rows = [
    ['Nombre', buyer.name],
    ['Documento', `${buyer.documentType} ${buyer.documentNumber}`],
  ];
  if (buyer.address) rows.push(['Dirección', `${buyer.address.line}, ${buyer.address.cityName}`]);
  rows.push(['Contacto', [buyer.email, buyer.phone].filter(Boolean).join(' · ')]);
  return rows;
}

function amountRows(document: SaleDocument): Rows {
  const { totals } = document;
  return [
    ...document.lines.map((line, index): [string, string] => [`${index + 1}. ${line.description}`, pesos(line.amount)]),
    ['Subtotal', pesos(totals.lineExtension)],
    ['IVA (el SOAT no lo causa)', pesos(totals.taxes.iva)],
    ['Total', pesos(totals.payable)],
  ];
}

/** The document's graphic representation, as a PDF. */
export async function renderDocumentPdf(
  document: SaleDocument,
  issuer: DocumentIssuer,
  options: DocumentPdfOptions = {},
): Promise<Buffer> {
  const title = `${TITLES[document.kind]} ${document.number}`;
  const codeName = document.kind === 'invoice' ? 'CUFE' : 'CUDE';
  const qrImage = await qrPng(document.qrContent, 300);
  const { doc: pdf, finished } = taggedSpanishPdf({
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: title, Author: issuer.insurer.legalName, Subject: `${codeName} ${document.uniqueCode}` },
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const qrSize = 120;
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  /** A heading and its rows; `amounts` puts the values in a narrow column on the right. */
  const section = (heading: string, rows: Rows, amounts = false) => {
    root.add(
      pdf.struct('H2', {}, () => {
        pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#0b4f8a').text(heading, left);
      }),
    );
    pdf.moveDown(0.3).fontSize(10).fillColor('#1a1a1a');
    const labelWidth = amounts ? width - 130 : 170;
    for (const [label, value] of rows) {
      const y = pdf.y;
      // beside the QR code (top right) the values are narrower
      const valueWidth = amounts ? 120 : width - 180 - (y < 56 + qrSize + 4 ? qrSize + 10 : 0);
      let bottom = y;
      root.add(
        pdf.struct('P', {}, () => {
          pdf.font('Helvetica').text(label, left, y, { width: labelWidth });
          bottom = pdf.y;
          pdf.font('Helvetica-Bold').text(value, left + labelWidth + 10, y, {
            width: valueWidth,
            align: amounts ? 'right' : 'left',
          });
        }),
      );
      pdf.y = Math.max(bottom, pdf.y);
      pdf.moveDown(0.2);
    }
  };

  root.add(
    pdf.struct('H1', {}, () => {
      pdf
        .font('Helvetica-Bold')
        .fontSize(18)
        .fillColor('#0b4f8a')
        .text(TITLES[document.kind], left, 56, {
          width: width - qrSize - 10,
        });
    }),
  );
  root.add(
    pdf.struct('Figure', { alt: `Código QR de la DIAN para consultar el documento ${document.number}` }, () => {
      pdf.image(qrImage, left + width - qrSize, 50, { width: qrSize });
    }),
  );
  section('Documento', documentRows(document, issuer));
  section('Vendedor', issuerRows(issuer));
  section('Comprador', buyerRows(document));
  section('Valores (pesos colombianos)', amountRows(document), true);
  section(codeName, [[`Código único (${codeName})`, document.uniqueCode]]);
  root.add(
    pdf.struct('P', {}, () => {
      pdf
        .moveDown(1)
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#444444')
        .text(
          `Representación gráfica de la ${TITLES[document.kind].toLowerCase()}, validada por la DIAN. Consúltela escaneando el código QR o con su ${codeName} en el catálogo de documentos electrónicos de la DIAN. Software propio de ${issuer.insurer.legalName}, NIT del proveedor del software ${issuer.software.providerNit}.`,
          left,
          pdf.y,
          { width },
        );
    }),
  );
  root.end();
  pdf.end();
  return finished;
}
