// Spanish dates without a date library (its 3.8 KB gzip went to every page that shows a date, the purchase
// page among them, issue 25) nor Intl's date format (below), the week starting on Monday; amounts with Intl's.

import { SPANISH_MONTHS } from '@soat/shared/rules/spanish-months';

/** A date as the API writes it (`2026-01-02`: that day, here), a timestamp, or a Date. */
export type DateInput = string | number | Date;

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The moment a value stands for; a day alone (`YYYY-MM-DD`) is its local midnight, not UTC's. */
function toDate(value: DateInput): Date {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** The date, or a RangeError for a value that is none (as Intl's date format answers it). */
function validDate(value: DateInput): Date {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  return date;
}

/** Short date, d/M/yy: 2/1/26. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return `${date.getDate()}/${date.getMonth() + 1}/${String(date.getFullYear()).slice(-2)}`;
}

// Long dates take the month's name from the rules' list (which the API writes dates with), as
// Intl.DateTimeFormat('es-CO') writes it (a test compares the two): the portal's dates are always written in
// Spanish, and a page's first Intl.DateTimeFormat loads the locale's calendar data and builds its pattern
// generator, 100–120 ms on a phone with its CPU slowed 4×, one task a tap waited for on /tarifas
// (docs/decisions/049). The list does the same.
/** Long date for display: 2 de enero de 2026. */
export function formatLongDate(value: DateInput): string {
  const date = validDate(value);
  return `${date.getDate()} de ${SPANISH_MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
}

/** Month-year label: enero 2026. */
export function formatMonthYear(value: DateInput): string {
  const date = validDate(value);
  return `${SPANISH_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The first day of the week containing the date (a Monday), at midnight. */
export function startOfWeek(value: DateInput): Date {
  const date = toDate(value);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
}

// Each number formatter is built on its first use, not as the module is evaluated: a page that shows no
// amount never pays for one (docs/decisions/049).
let pesos: Intl.NumberFormat | undefined;
let decimals: Intl.NumberFormat | undefined;

/** Money in Colombian pesos, no decimals: $ 343.300. */
export function formatMoney(amount: number): string {
  pesos ??= new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency: 'COP',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return pesos.format(amount);
}

/** A number with comma decimals and period grouping: 1.234,5. */
export function formatNumber(value: number): string {
  decimals ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
  return decimals.format(value);
}

// in the i18n door, which every page loads: /home shows a percentage and no date (dayjs stays out of it)
export { formatPercent } from '@soat/shared/i18n';
