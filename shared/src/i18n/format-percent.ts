// Kept beside the texts rather than with the dates (../format): the pages that show a percentage and no
// date, /home among them, load this door already and never dayjs (docs/decisions/004).

/** The locale of the portal's numbers in a language: Colombian Spanish for `es`. */
const numberLocale = (language: string) => (language === 'es' ? 'es-CO' : language);
const percents = new Map<string, Intl.NumberFormat>();

/**
 * A percentage, `percent` out of 100, as the language writes it: in Spanish as Colombians do
 * (Intl's es-CO: 88%, 12,5%), in English 88%, in Turkish %88. At most one decimal.
 */
export function formatPercent(percent: number, language = 'es'): string {
  const locale = numberLocale(language);
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percents.set(locale, format);
  }
  return format.format(percent / 100);
}
