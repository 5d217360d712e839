// How the operations page reads a panel's figures: a value in its unit, a series' latest and highest value.
import type { PanelSeries, PanelUnit } from './operations-api';

const decimals = (maximumFractionDigits: number) =>
  new Intl.NumberFormat('es-CO', { maximumFractionDigits, minimumFractionDigits: 0 });
const whole = decimals(0);
const one = decimals(1);
const two = decimals(2);

/** A value as the page shows it: seconds under one as milliseconds, counts with one decimal at most. */
export function formatValue(value: number | null, unit: PanelUnit): string {
  if (value === null) return '—';
  switch (unit) {
    case 'segundos':
      return Math.abs(value) < 1 ? `${whole.format(value * 1000)} ms` : `${one.format(value)} s`;
    case 'por-minuto':
      return `${one.format(value)}/min`;
    case 'puntaje':
      return two.format(value);
    default:
      return one.format(value);
  }
}

/** The last value the series has (null when it has none in the range). */
export function latestValue(series: PanelSeries): number | null {
  for (let index = series.valores.length - 1; index >= 0; index -= 1) {
    const value = series.valores[index];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

/** The highest value of the series in the range (null when it has none). */
export function highestValue(series: PanelSeries): number | null {
  const values = series.valores.filter((value): value is number => value !== null);
  return values.length > 0 ? Math.max(...values) : null;
}

/** One colour per series, in order, told apart on light and dark backgrounds. */
export const SERIES_COLOURS = ['#2563eb', '#d97706', '#059669', '#dc2626', '#7c3aed', '#0891b2', '#be185d', '#4d7c0f'];
export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length] as string;
