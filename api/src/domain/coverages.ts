// What a SOAT pays per victim, as the API says it in Spanish (the facts and their sources:
// docs/soat-certificate.md). The figures come from the shared module the front ends render too.
import { coveragesFor as sharedCoveragesFor, DIFFERENTIAL_INSURER_UVT } from '@soat/shared/rules/coverages';

export interface Coverage {
  amparo: string;
  unidad: string;
  valor: number;
}

const MEDICAL = 'Gastos médicos, quirúrgicos, farmacéuticos y hospitalarios';
const NAMES = {
  medical: MEDICAL,
  disability: 'Incapacidad permanente',
  death: 'Muerte y gastos funerarios',
  transport: 'Gastos de transporte y movilización de víctimas',
} as const;
const UNITS = { uvt: 'UVT', smldv: 'SMLDV' } as const;

const units = (count: number, unit: keyof typeof UNITS) =>
  `${count.toLocaleString('es-CO', { maximumFractionDigits: 2 })} ${UNITS[unit]}`;

/**
 * The year's coverages per victim; empty for a year whose amounts are not known. Written once a year and
 * process (frozen, shared by every answer): each quote and each issued policy's status read showed them, and
 * writing the amounts in Spanish (`toLocaleString('es-CO')`, ICU) cost more than the rest of the answer's
 * mapping (ADR 027, "The request path, cut a third time").
 */
export function coveragesFor(year: number): Coverage[] {
  let written = byYear.get(year);
  if (!written) {
    const coverages = writeCoverages(year);
    // a year without amounts (any year a caller names) is not kept: the map holds the table's years alone
    if (coverages.length === 0) return coverages;
    written = Object.freeze(coverages.map((coverage) => Object.freeze(coverage)));
    byYear.set(year, written);
  }
  return written as Coverage[];
}

const byYear = new Map<number, readonly Coverage[]>();

function writeCoverages(year: number): Coverage[] {
  const known = sharedCoveragesFor(year);
  if (known.year !== year) return [];
  const [medical, ...others] = known.coverages.map((coverage) => ({
    amparo: NAMES[coverage.id],
    unidad: units(coverage.units, coverage.unit),
    valor: coverage.pesos,
  }));
  return [
    ...(medical ? [medical] : []),
    {
      amparo: `${MEDICAL} (códigos con rango diferencial: la aseguradora paga hasta este tope y la ADRES el exceso hasta ${medical?.unidad ?? ''})`,
      unidad: units(DIFFERENTIAL_INSURER_UVT, 'uvt'),
      valor: known.differentialInsurerPesos,
    },
    ...others,
  ];
}
