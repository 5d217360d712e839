import { formatSpanishDate } from '@soat/shared/rules/validity';
import { VEHICLE_CLASS_NAMES, VEHICLE_SERVICE_NAMES } from '../domain/vehicle-names.js';
import type { PolicyResponse } from '../schemas/soat.js';

// What the certificate says, section by section (docs/soat-certificate.md): the policy as issued, in the
// API's own shape (the `Policy` schema, mapped once by `toPolicy`); policy-certificate.ts lays it out.

/**
 * The policy as the certificate prints it: without what only a screen needs (its state today, its request)
 * nor its invoice (a document of its own).
 */
export type PolicyCertificateData = Omit<PolicyResponse, 'estado' | 'idSolicitudSoat' | 'factura'>;

export type Row = [label: string, value: string];
export interface CertificateSection {
  title: string;
  rows: Row[];
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

/** The public consult page for a plate: what the certificate's QR code opens. */
export function consultUrl(portalUrl: string, plate: string): string {
  return `${portalUrl}/soat/consulta?placa=${encodeURIComponent(plate)}`;
}

/** `00:00 del 15 de marzo de 2026`: a validity bound, its hour first as the SOAT form writes it. */
const atTime = (time: string, day: string) => `${time} del ${formatSpanishDate(day)}`;

export function insurerSection(policy: PolicyCertificateData): CertificateSection {
  return {
    title: 'Aseguradora',
    rows: [
      ['Nombre', policy.aseguradora],
      ['NIT', policy.nitAseguradora],
      ['Línea de atención', policy.telefonoAseguradora],
    ],
  };
}

function policySection(policy: PolicyCertificateData): CertificateSection {
  return {
    title: 'Póliza',
    rows: [
      ['Número de póliza', policy.numeroPoliza],
      ['Expedida', `${formatSpanishDate(policy.fechaExpedicion)}, ${policy.horaExpedicion}`],
      ['Vigencia desde', atTime(policy.horaInicioVigencia, policy.inicioVigencia)],
      ['Vigencia hasta', atTime(policy.horaFinVigencia, policy.finVigencia)],
      ['Código de tarifa', policy.codigoTarifa],
    ],
  };
}

function vehicleSection(policy: PolicyCertificateData): CertificateSection {
  const { vehiculo } = policy;
  const rows: Row[] = [
    ['Placa', policy.placa],
    ['Clase', VEHICLE_CLASS_NAMES[vehiculo.clase]],
    ['Servicio', VEHICLE_SERVICE_NAMES[vehiculo.servicio]],
  ];
  // only the RUNT's: a typed brand would be nobody's word
  if (policy.marca) rows.push(['Marca', policy.marca]);
  if (policy.linea) rows.push(['Línea', policy.linea]);
  rows.push(['Modelo', String(vehiculo.modelo)]);
  if (vehiculo.cilindraje !== undefined) rows.push(['Cilindraje', `${vehiculo.cilindraje} c.c.`]);
  if (vehiculo.toneladas !== undefined)
    rows.push(['Capacidad de carga', `${vehiculo.toneladas.toLocaleString('es-CO')} toneladas`]);
  if (vehiculo.pasajeros !== undefined) rows.push(['Pasajeros', String(vehiculo.pasajeros)]);
  return { title: 'Vehículo', rows };
}

function holderSection({ tomador }: PolicyCertificateData): CertificateSection {
  return {
    title: 'Tomador',
    rows: [
      ['Nombre', `${tomador.nombres} ${tomador.apellidos}`],
      ['Documento', `${tomador.tipoDocumento} ${tomador.numeroDocumento}`],
      ['Dirección', tomador.direccion],
      ['Ciudad', tomador.ciudad],
      ['Celular', tomador.celular],
    ],
  };
}

function amountsSection(policy: PolicyCertificateData): CertificateSection {
  // Prima and contribution only where the official data publishes them; otherwise their subtotal.
  const rows: Row[] =
    policy.prima !== null && policy.contribucionAdres !== null
      ? [
          ['Prima', formatPesos(policy.prima)],
          ['Contribución ADRES', formatPesos(policy.contribucionAdres)],
        ]
      : [['Prima y contribución ADRES', formatPesos(policy.subtotal)]];
  rows.push(['Tasa RUNT', formatPesos(policy.tasaRunt)], ['Total pagado', formatPesos(policy.total)]);
  return { title: 'Valores (pesos colombianos)', rows };
}

/** Whether the RUNT has the policy (the police and the inspections read it there), and its receipt. */
function runtSection(policy: PolicyCertificateData): CertificateSection {
  const rows: Row[] =
    policy.reporteRunt === 'reportada'
      ? [
          [
            'Estado',
            policy.fechaReporteRunt
              ? `Reportada al RUNT el ${formatSpanishDate(policy.fechaReporteRunt)}`
              : 'Reportada al RUNT',
          ],
          ['Radicado RUNT', policy.radicadoRunt ?? '—'],
        ]
      : [
          [
            'Estado',
            'Pendiente de reporte: la aseguradora la reporta al RUNT, que la tiene a más tardar 24 horas después de la expedición',
          ],
        ];
  return { title: 'Reporte al RUNT', rows };
}

/** The sections below the heading, in the order the certificate prints them (the insurer heads it). */
export function certificateSections(policy: PolicyCertificateData): CertificateSection[] {
  return [
    policySection(policy),
    vehicleSection(policy),
    holderSection(policy),
    amountsSection(policy),
    runtSection(policy),
  ];
}

/** The coverages' table: a heading row, then each coverage per victim with its legal unit and its pesos. */
export function coverageTable(policy: PolicyCertificateData): {
  title: string;
  header: [string, string, string];
  rows: Array<[string, string, string]>;
} {
  return {
    title: `Coberturas por víctima (valores de ${policy.anioTarifa})`,
    header: ['Amparo', 'Tope legal', 'Valor en pesos'],
    rows: policy.coberturas.map((coverage) => [coverage.amparo, coverage.unidad, formatPesos(coverage.valor)]),
  };
}
