import { tariffFor, tariffTable, tariffYears, type TariffPrice, type TariffTable } from '@soat/shared/rules/tariff';

/** A row of the tariffs page: the price as the year's table gives it, and the later total when the RUNT fee changed during that year. */
export interface TariffRow extends TariffPrice {
  /** The group of codes (their first digit): one category of the table. */
  group: string;
  /** The RUNT fee and total in force at the end of the year, when they differ from the year's first ones. */
  later?: { runt: number; total: number };
}

export interface TariffYear {
  year: number;
  validFrom: TariffTable['validFrom'];
  validTo: TariffTable['validTo'];
  sources: string[];
  groups: Array<{ group: string; rows: TariffRow[] }>;
  /** Codes of the latest table this year's data has no price for. */
  missingCodes: string[];
}

/** The years with a table, oldest first, and the latest (the table in force). */
export function tariffYearRange(): { years: number[]; latest: number } {
  const years = tariffYears();
  return { years, latest: years[years.length - 1]! };
}

const codesOf = (table: TariffTable) => table.categories.flatMap(({ tariffs }) => tariffs.map(({ code }) => code));

/** A year's table from the shared tariff data, grouped as the page shows it. */
export function tariffYear(year: number): TariffYear | undefined {
  const table = tariffTable(year);
  if (!table) return undefined;
  const latestTable = tariffTable(tariffYearRange().latest);
  const codes = new Set(codesOf(table));
  const groups: TariffYear['groups'] = [];
  for (const price of table.categories.flatMap(({ tariffs }) => tariffs)) {
    const yearEnd = tariffFor(price.code, year, `${year}-12-31`);
    const later = yearEnd && yearEnd.total !== price.total ? { runt: yearEnd.runt, total: yearEnd.total } : undefined;
    const row: TariffRow = { ...price, group: price.code.charAt(0), ...(later ? { later } : {}) };
    const last = groups[groups.length - 1];
    if (last?.group === row.group) last.rows.push(row);
    else groups.push({ group: row.group, rows: [row] });
  }
  return {
    year,
    validFrom: table.validFrom,
    validTo: table.validTo,
    sources: table.sources,
    groups,
    missingCodes: latestTable ? codesOf(latestTable).filter((code) => !codes.has(code)) : [],
  };
}
