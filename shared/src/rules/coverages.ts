// SOAT coverages per victim (docs/soat-rules.md, docs/soat-certificate.md), and the
// fine for driving without one. The legal units are fixed; the pesos are the units at each year's
// UVT or minimum daily wage (SMLDV). Pure data: the API serves it with the rates,
// and remote-soat's pages render it without a request (so it is prerendered).

export type CoverageId = 'medical' | 'disability' | 'death' | 'transport';
export type CoverageUnit = 'uvt' | 'smldv';

export interface Coverage {
  id: CoverageId;
  /** How many units the law gives, e.g. 180 SMLDV. */
  units: number;
  unit: CoverageUnit;
  /** The limit in pesos per victim that year. */
  pesos: number;
}

export interface YearCoverages {
  year: number;
  coverages: Coverage[];
  /** Medical expenses the insurer pays for codes with the differential risk range (263,13 UVT); ADRES pays the rest up to the limit. */
  differentialInsurerPesos: number;
}

export const DIFFERENTIAL_INSURER_UVT = 263.13;

const YEARS: YearCoverages[] = [
  {
    year: 2025,
    coverages: [
      { id: 'medical', units: 701.68, unit: 'uvt', pesos: 34_942_962 },
      { id: 'disability', units: 180, unit: 'smldv', pesos: 8_541_000 },
      { id: 'death', units: 750, unit: 'smldv', pesos: 35_587_500 },
      { id: 'transport', units: 8.77, unit: 'uvt', pesos: 436_737 },
    ],
    differentialInsurerPesos: 13_103_611,
  },
  {
    year: 2026,
    coverages: [
      { id: 'medical', units: 701.68, unit: 'uvt', pesos: 36_749_788 },
      { id: 'disability', units: 180, unit: 'smldv', pesos: 10_505_430 },
      { id: 'death', units: 750, unit: 'smldv', pesos: 43_772_625 },
      { id: 'transport', units: 8.77, unit: 'uvt', pesos: 459_320 },
    ],
    differentialInsurerPesos: 13_781_171,
  },
];

/** The coverages of `year`, or of the latest year known when that year has none. */
export function coveragesFor(year: number): YearCoverages {
  return YEARS.find((entry) => entry.year === year) ?? YEARS[YEARS.length - 1]!;
}

/** The year of the facts the SOAT information page gives (coverages, fine). */
export const FACTS_YEAR = 2026;

/** The fine for driving without SOAT (infraction D.2) in FACTS_YEAR: 30 SMLDV (docs/soat-rules.md). */
export const FINE = { smldv: 30, pesos: 1_750_905 } as const;
