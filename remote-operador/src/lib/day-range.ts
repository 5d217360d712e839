/** Colombia keeps UTC−5 the whole year: a day's bounds there. */
const COLOMBIA = '-05:00';

/**
 * Puts a range of days, as date fields give them (`2026-11-29`, days in Colombia), into `query` as the
 * instants the operators' API filters by (`desde` from the first day's start, `hasta` to the last day's
 * end); an empty field is left out.
 */
export function setDayRange(query: URLSearchParams, { desde, hasta }: { desde: string; hasta: string }): void {
  if (desde) query.set('desde', `${desde}T00:00:00.000${COLOMBIA}`);
  if (hasta) query.set('hasta', `${hasta}T23:59:59.999${COLOMBIA}`);
}
