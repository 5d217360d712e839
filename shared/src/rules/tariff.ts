// The official SOAT prices: the repository's copy of the tariff table
// (`soat-tariffs.json`, its notes pointing to docs/soat-rules.md), by year and tariff code (ADR 010). Pure and
// free of dependencies: the API prices with this one module and the front ends
// show the same tables; `vehicle.ts` classifies a vehicle into its code.
import tariffRows from './soat-tariffs.json' with { type: 'json' };
import type { CalendarDate } from './validity.js';
import { VEHICLE_SERVICES, type VehicleService } from './vehicle.js';

interface TariffRow {
  year: number;
  code: string;
  category: string;
  subcategory: string;
  conditions: {
    cc_min: number | null;
    cc_max: number | null;
    age_min: number | null;
    age_max: number | null;
    tons_min: number | null;
    tons_min_exclusive: boolean;
    tons_max: number | null;
    tons_max_exclusive: boolean;
    passengers_min: number | null;
    passengers_max: number | null;
  };
  prima: number | null;
  contribucion: number | null;
  runt: number;
  total: number | null;
  subtotal_prima_contribucion_computed: number | null;
  valid_from: CalendarDate;
  valid_to: CalendarDate | null;
  discount: { differential_risk_range: boolean };
  sources: string[];
  // a RUNT fee that changed during the year: `runt_from_2025_06_10` and `total_from_2025_06_10`
  [changedFrom: `runt_from_${string}` | `total_from_${string}`]: unknown;
}

/** One tariff code's price in one year's table, as the table gives it. */
export interface TariffPrice {
  year: number;
  code: string;
  category: string;
  subcategory: string;
  /** The limits of the code in Spanish words, e.g. "de 1.500 a 2.500 c.c., 0 a 9 años" ('' when none). */
  condition: string;
  /** The services whose vehicles get this code (see checkVehicle). */
  services: VehicleService[];
  /** Decreto 2497 de 2022: the differential risk range, already included in the price. */
  differentialRisk: boolean;
  /** Prima and ADRES contribution only where the data publishes them (never derived from the total). */
  prima: number | null;
  contribution: number | null;
  /** Prima + contribution, as published. */
  subtotal: number;
  runt: number;
  total: number;
  validFrom: CalendarDate;
  validTo: CalendarDate | null;
  sources: string[];
}

export interface TariffTable {
  year: number;
  validFrom: CalendarDate;
  validTo: CalendarDate | null;
  /** The public pages the year's prices come from. */
  sources: string[];
  /** In code order; codes without a published total are left out. */
  categories: Array<{ category: string; tariffs: TariffPrice[] }>;
}

const ROWS = tariffRows as unknown as TariffRow[];

// the research notes also name sources without an address, in English: only addresses are shown
const isWebAddress = (source: string) => /^https?:\/\//.test(source);

const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

function conditionText({ conditions: c }: TariffRow): string {
  const parts: string[] = [];
  if (c.cc_min !== null && c.cc_max !== null) parts.push(`de ${thousands(c.cc_min)} a ${thousands(c.cc_max)} c.c.`);
  else if (c.cc_max !== null) parts.push(`hasta ${thousands(c.cc_max)} c.c.`);
  else if (c.cc_min !== null) parts.push(`desde ${thousands(c.cc_min)} c.c.`);
  if (c.passengers_min !== null) parts.push(`${c.passengers_min} pasajeros o más`);
  else if (c.passengers_max !== null) parts.push(`hasta ${c.passengers_max} pasajeros`);
  if (c.tons_min !== null && c.tons_max !== null) parts.push(`de ${c.tons_min} a ${c.tons_max} toneladas`);
  else if (c.tons_max !== null) parts.push(`${c.tons_max_exclusive ? 'menos de' : 'hasta'} ${c.tons_max} toneladas`);
  else if (c.tons_min !== null) parts.push(`${c.tons_min_exclusive ? 'más de' : 'desde'} ${c.tons_min} toneladas`);
  if (c.age_min !== null && c.age_max !== null) parts.push(`${c.age_min} a ${c.age_max} años`);
  else if (c.age_min !== null) parts.push(`${c.age_min} años o más`);
  return parts.join(', ');
}

/** The services classified into each group of codes (its first digit), as checkVehicle does. */
const SERVICES_BY_GROUP: Record<string, VehicleService[]> = {
  '1': [...VEHICLE_SERVICES],
  '2': ['particular'],
  '3': ['particular', 'publico', 'intermunicipal'],
  '4': ['oficial'],
  '5': ['particular'],
  '6': ['particular'],
  '7': ['publico'],
  '8': ['publico'],
  '9': ['intermunicipal'],
};

/** The RUNT fee and total in force on `day`, when the fee changed during the row's year. */
function changedFee(row: TariffRow, day: CalendarDate | undefined): { runt: number; total: number } | undefined {
  if (!day) return undefined;
  let latest: { from: string; runt: number; total: number } | undefined;
  for (const key of Object.keys(row)) {
    const match = /^runt_from_(\d{4})_(\d{2})_(\d{2})$/.exec(key);
    if (!match) continue;
    const from = `${match[1]}-${match[2]}-${match[3]}`;
    const runt = row[key as `runt_from_${string}`];
    const total = row[`total_from_${key.slice('runt_from_'.length)}`];
    if (day >= from && typeof runt === 'number' && typeof total === 'number' && (!latest || from > latest.from)) {
      latest = { from, runt, total };
    }
  }
  return latest;
}

function toPrice(row: TariffRow, day?: CalendarDate): TariffPrice | undefined {
  if (row.total === null || row.subtotal_prima_contribucion_computed === null) return undefined;
  const fee = changedFee(row, day);
  return {
    year: row.year,
    code: row.code,
    category: row.category,
    subcategory: row.subcategory,
    condition: conditionText(row),
    services: SERVICES_BY_GROUP[row.code.charAt(0)] ?? [],
    differentialRisk: row.discount.differential_risk_range,
    prima: row.prima,
    contribution: row.contribucion,
    subtotal: row.subtotal_prima_contribucion_computed,
    runt: fee?.runt ?? row.runt,
    total: fee?.total ?? row.total,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    sources: row.sources.filter(isWebAddress),
  };
}

/** The years the data has a table for, oldest first. */
export function tariffYears(): number[] {
  return [...new Set(ROWS.map((row) => row.year))].sort((a, b) => a - b);
}

/** The table that prices a purchase on `purchaseDay`: that day's year, or the latest year of the data. */
export function tariffYearFor(purchaseDay: CalendarDate): number {
  const year = Number(purchaseDay.slice(0, 4));
  const years = tariffYears();
  return years.includes(year) ? year : years[years.length - 1]!;
}

/**
 * A code's price in a year's table, or undefined when the data has no total for it.
 * With `purchaseDay`, a RUNT fee that changed during that year is the one in force that day.
 */
export function tariffFor(code: string, year: number, purchaseDay?: CalendarDate): TariffPrice | undefined {
  const row = ROWS.find((candidate) => candidate.year === year && candidate.code === code);
  return row ? toPrice(row, purchaseDay) : undefined;
}

/** A year's table for the tariffs page, or undefined for a year the data lacks. */
export function tariffTable(year: number): TariffTable | undefined {
  // The codes are three digits: compared as they are written, not with localeCompare, whose first call
  // builds the locale's collator (30–37 ms on a phone with its CPU slowed 4×, in the tariffs page's render).
  const rows = ROWS.filter((row) => row.year === year).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  if (rows.length === 0) return undefined;
  const categories: TariffTable['categories'] = [];
  for (const price of rows.map((row) => toPrice(row)).filter((price) => price !== undefined)) {
    const last = categories[categories.length - 1];
    if (last?.category === price.category) last.tariffs.push(price);
    else categories.push({ category: price.category, tariffs: [price] });
  }
  const validTo = rows.some((row) => row.valid_to === null)
    ? null
    : rows
        .map((row) => row.valid_to!)
        .sort()
        .at(-1)!;
  return {
    year,
    validFrom: rows.map((row) => row.valid_from).sort()[0]!,
    validTo,
    sources: [...new Set(rows.flatMap((row) => row.sources).filter(isWebAddress))],
    categories,
  };
}
