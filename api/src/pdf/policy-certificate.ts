import { formatSpanishDate } from '@soat/shared/rules/validity';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PolizaResponse } from '../schemas/soat.js';

/**
 * What the certificate shows: the policy as issued (ADR 010, "Policy"), in the API's own shape (the
 * `Poliza` schema, mapped once by `toPoliza`), without what only a screen needs (its state today, the
 * request it came from).
 */
export type PolicyCertificateData = Omit<PolizaResponse, 'estado' | 'idSolicitudSoat' | 'reporteRunt'>;

export interface CertificateOptions {
  /** Where the QR code leads: the portal's public consult for the plate. */
  portalUrl: string;
  /** Uncompressed content streams (tests read the text); on by default. */
  compress?: boolean;
}

const pesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** `$ 343.300`, with a plain space (the standard PDF fonts may lack the no-break space). */
export function formatPesos(amount: number): string {
  return pesos.format(amount).replace(/\s/g, ' ');
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The public consult page for a plate: what the certificate's QR code opens. */
export function consultUrl(portalUrl: string, plate: string): string {
  return `${portalUrl}/soat/consulta?placa=${encodeURIComponent(plate)}`;
}

function vehicleRows(policy: PolicyCertificateData): Array<[string, string]> {
  const { vehiculo } = policy;
  const rows: Array<[string, string]> = [
    ['Placa', policy.placa],
    ['Clase', capitalize(vehiculo.clase)],
    ['Servicio', capitalize(vehiculo.servicio)],
    ['Modelo', String(vehiculo.modelo)],
  ];
  if (vehiculo.cilindraje !== undefined) rows.push(['Cilindraje', `${vehiculo.cilindraje} c.c.`]);
  if (vehiculo.pasajeros !== undefined) rows.push(['Pasajeros', String(vehiculo.pasajeros)]);
  if (vehiculo.toneladas !== undefined) rows.push(['Capacidad', `${vehiculo.toneladas} t`]);
  return rows;
}

function amountRows(policy: PolicyCertificateData): Array<[string, string]> {
  // Prima and contribution only where the official data publishes them; otherwise their subtotal.
  const rows: Array<[string, string]> =
    policy.prima !== null && policy.contribucionAdres !== null
      ? [
          ['Prima', formatPesos(policy.prima)],
          ['Contribución ADRES', formatPesos(policy.contribucionAdres)],
        ]
      : [['Prima y contribución ADRES', formatPesos(policy.subtotal)]];
  rows.push(['Tasa RUNT', formatPesos(policy.tasaRunt)], ['Total pagado', formatPesos(policy.total)]);
  return rows;
}

/** The policy certificate, in Spanish, as a PDF (pdfkit) with a QR code to the public consult. */
export async function renderPolicyCertificate(
  policy: PolicyCertificateData,
  options: CertificateOptions,
): Promise<Buffer> {
  const qrTarget = consultUrl(options.portalUrl, policy.placa);
  const qrPng = await QRCode.toBuffer(qrTarget, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: options.compress ?? true,
    lang: 'es-CO',
    info: {
      Title: `Certificado SOAT ${policy.numeroPoliza}`,
      Author: policy.aseguradora,
      Subject: `Seguro obligatorio de accidentes de tránsito, placa ${policy.placa}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const qrSize = 120;
  const qrTop = 50;
  const qrBottom = qrTop + qrSize + 4;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const section = (title: string, rows: Array<[string, string]>) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#0b4f8a').text(title, left);
    doc.moveDown(0.3).fontSize(10).fillColor('#1a1a1a');
    for (const [label, value] of rows) {
      const y = doc.y;
      // beside the QR code (top right) the values are narrower
      const valueWidth = y < qrBottom ? width - 180 - qrSize - 10 : width - 180;
      doc.font('Helvetica').text(label, left, y, { width: 170 });
      doc.font('Helvetica-Bold').text(value, left + 180, y, { width: valueWidth });
      doc.moveDown(0.2);
    }
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b4f8a').text('Certificado de póliza SOAT', left, 56);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text('Seguro Obligatorio de Accidentes de Tránsito (Colombia)', { width: width - 150 });
  doc.image(qrPng, left + width - qrSize, qrTop, { width: qrSize });

  section('Póliza', [
    ['Número de póliza', policy.numeroPoliza],
    ['Aseguradora', policy.aseguradora],
    ['Fecha de expedición', formatSpanishDate(policy.fechaExpedicion)],
    ['Vigencia desde', `${formatSpanishDate(policy.inicioVigencia)} (00:00)`],
    ['Vigencia hasta', `${formatSpanishDate(policy.finVigencia)} (23:59)`],
    ['Código de tarifa', policy.codigoTarifa],
  ]);
  section('Vehículo', vehicleRows(policy));
  section('Tomador', [
    ['Documento', `${policy.tomador.tipoDocumento} ${policy.tomador.numeroDocumento}`],
    ['Nombre', `${policy.tomador.nombres} ${policy.tomador.apellidos}`],
  ]);
  section('Valores (pesos colombianos)', amountRows(policy));

  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text(
      `Verifica esta póliza escaneando el código QR o en ${qrTarget}. Las autoridades de tránsito la consultan en el RUNT con la placa del vehículo.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return finished;
}
