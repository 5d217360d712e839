import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Spanish dates, the week starting on Monday (the `es` locale's own rule).
dayjs.extend(localizedFormat);
dayjs.locale('es');

/** Short date, d/M/yy: 2/1/26. */
export function formatShortDate(date: ConfigType): string {
  return dayjs(date).format('D/M/YY');
}

/** Long date for display: 2 de enero de 2026. */
export function formatLongDate(date: ConfigType): string {
  return dayjs(date).format('LL');
}

/** Month-year label: enero 2026. */
export function formatMonthYear(date: ConfigType): string {
  return dayjs(date).format('MMMM YYYY');
}

/** The first day of the week containing the date (a Monday). */
export function startOfWeek(date: ConfigType): Date {
  return dayjs(date).startOf('week').toDate();
}

const pesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const decimals = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** Money in Colombian pesos, no decimals: $ 343.300. */
export function formatMoney(amount: number): string {
  return pesos.format(amount);
}

/** A number with comma decimals and period grouping: 1.234,5. */
export function formatNumber(value: number): string {
  return decimals.format(value);
}

// in the i18n door, which every page loads: /home shows a percentage and no date (dayjs stays out of it)
export { formatPercent } from '@soat/shared/i18n';
