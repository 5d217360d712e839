import {
  formatLongDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatShortDate,
  startOfWeek,
} from './format';
import type * as FormatModule from './format';

const date = new Date(2026, 0, 2, 12);

describe('formatting (locale es)', () => {
  it('writes short dates as d/M/yy', () => {
    expect(formatShortDate(date)).toBe('2/1/26');
  });

  it('writes long dates in Spanish', () => {
    expect(formatLongDate(date)).toBe('2 de enero de 2026');
  });

  it('labels months as "month year"', () => {
    expect(formatMonthYear(date)).toBe('enero 2026');
  });

  it('reads a day alone as that day where the page is, not as UTC midnight (the day before in Colombia)', () => {
    // the tests run in Colombia's zone (tooling/jest-preset.ts), where UTC midnight is the evening before
    expect(new Date(2026, 0, 2).getTimezoneOffset()).toBe(300);
    expect(formatLongDate('2026-01-02')).toBe('2 de enero de 2026');
    expect(formatShortDate('2026-03-01')).toBe('1/3/26');
    expect(formatMonthYear('2026-12-01')).toBe('diciembre 2026');
  });

  it('starts the week on the Monday before, at midnight, from any day of it', () => {
    expect(startOfWeek(new Date(2026, 0, 4, 15))).toEqual(new Date(2025, 11, 29));
    expect(startOfWeek('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('starts the week on Monday', () => {
    expect(startOfWeek(new Date(2026, 0, 4)).getDay()).toBe(1);
  });

  it('writes money in Colombian pesos without decimals', () => {
    expect(formatMoney(343300).replace(/\s/g, ' ')).toBe('$ 343.300');
    expect(formatMoney(1234567.8).replace(/\s/g, ' ')).toBe('$ 1.234.568');
  });

  it('uses a comma for decimals and a period for grouping', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('writes percentages as Colombians do, with the sign against the figure', () => {
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(66.667)).toBe('66,7%');
  });

  it('writes percentages in the language of the page', () => {
    expect(formatPercent(88, 'es')).toBe(formatPercent(88));
    expect(formatPercent(88, 'en')).toBe('88%');
    expect(formatPercent(88, 'tr')).toBe('%88');
  });
});

describe('the formatters', () => {
  afterEach(() => jest.restoreAllMocks());

  it('write every month as Intl.DateTimeFormat writes it in Colombian Spanish', () => {
    const longDate = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric' });
    const month = new Intl.DateTimeFormat('es-CO', { month: 'long' });
    for (let index = 0; index < 12; index++) {
      const day = new Date(2026, index, 28, 12);
      expect(formatLongDate(day)).toBe(longDate.format(day));
      expect(formatMonthYear(day)).toBe(`${month.format(day)} 2026`);
    }
  });

  it('refuse a value that is no date, as Intl’s date format does', () => {
    expect(() => new Intl.DateTimeFormat('es-CO').format(new Date('mañana'))).toThrow(RangeError);
    expect(() => formatLongDate('mañana')).toThrow(RangeError);
    expect(() => formatMonthYear(Number.NaN)).toThrow(RangeError);
  });

  it('build no date format, and each number format on first use, once, not as the module is evaluated', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof FormatModule>('./format');
      expect(numbers).not.toHaveBeenCalled();

      // each number formatter once, however often it is used
      for (const _ of [1, 2]) {
        expect(fresh.formatLongDate(date)).toBe('2 de enero de 2026');
        expect(fresh.formatMonthYear(date)).toBe('enero 2026');
        expect(fresh.formatMoney(343300).replace(/\s/g, ' ')).toBe('$ 343.300');
        expect(fresh.formatNumber(1234.5)).toBe('1.234,5');
      }
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).toHaveBeenCalledTimes(2);
    });
  });
});
