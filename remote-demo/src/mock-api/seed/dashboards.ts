// The dashboards' template data: analytics and crypto series, by period where
// the template has periods (this-year, last-year, this-week, last-week).
import { type Faker } from '@faker-js/faker';
import { daysFromReference, seededFaker } from './seeded-faker';

export const YEAR_PERIODS = ['this-year', 'last-year'] as const;
export const WEEK_PERIODS = ['this-week', 'last-week'] as const;

export interface Point {
  x: string;
  y: number;
}

/** `count` daily points ending `endDaysAgo` days before the reference date. */
export function dailySeries(faker: Faker, count: number, min: number, max: number, endDaysAgo = 0): Point[] {
  return Array.from({ length: count }, (_, index) => ({
    x: daysFromReference(-(endDaysAgo + count - 1 - index)),
    y: faker.number.int({ min, max }),
  }));
}

export function numbers(faker: Faker, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => faker.number.int({ min, max }));
}

function share(faker: Faker, labels: string[]) {
  return {
    uniqueVisitors: faker.number.int({ min: 20_000, max: 60_000 }),
    labels,
    series: numbers(faker, labels.length, 5, 60),
  };
}

function countSeries(faker: Faker, name: string) {
  return {
    amount: faker.number.int({ min: 1000, max: 90_000 }),
    labels: Array.from({ length: 7 }, (_, day) => daysFromReference(day - 6).slice(0, 10)),
    series: [{ name, data: numbers(faker, 7, 100, 5000) }],
  };
}

export function seedAnalytics() {
  const faker = seededFaker(121);
  return {
    visitors: {
      series: Object.fromEntries(
        YEAR_PERIODS.map((period, index) => [
          period,
          [{ name: 'Visitors', data: dailySeries(faker, 30, 100, 400, index * 365) }],
        ]),
      ),
    },
    conversions: countSeries(faker, 'Conversions'),
    impressions: countSeries(faker, 'Impressions'),
    visits: countSeries(faker, 'Visits'),
    visitorsVsPageViews: {
      overallScore: faker.number.float({ min: 400, max: 500, fractionDigits: 1 }),
      averageRatio: faker.number.int({ min: 30, max: 60 }),
      predictedRatio: faker.number.int({ min: 30, max: 60 }),
      series: [
        { name: 'Page Views', data: dailySeries(faker, 30, 2000, 6000) },
        { name: 'Visitors', data: dailySeries(faker, 30, 1000, 4000) },
      ],
    },
    newVsReturning: share(faker, ['New', 'Returning']),
    gender: share(faker, ['Male', 'Female']),
    age: share(faker, ['Under 30', 'Over 30']),
    language: share(faker, ['English', 'Other']),
  };
}

export function seedCrypto() {
  const faker = seededFaker(122);
  const coin = (min: number, max: number) => ({
    amount: faker.number.float({ min, max, fractionDigits: 2 }),
    trend: {
      dir: faker.helpers.arrayElement(['up', 'down']),
      amount: faker.number.float({ min: 0.1, max: 5, fractionDigits: 2 }),
    },
  });
  const isos = ['BTC', 'ETH', 'BCH', 'XRP'];
  return {
    btc: {
      ...coin(55_000, 70_000),
      marketCap: faker.number.int({ min: 1e12, max: 1.4e12 }),
      volume: faker.number.int({ min: 2e10, max: 5e10 }),
      supply: 19_700_000,
      allTimeHigh: 73_750.07,
      price: { series: [{ name: 'Price', data: dailySeries(faker, 60, 55_000, 70_000) }] },
    },
    prices: Object.fromEntries(
      isos.map((iso) => [iso.toLowerCase(), faker.number.float({ min: 0.5, max: 70_000, fractionDigits: 2 })]),
    ),
    wallets: Object.fromEntries(
      isos.map((iso) => [iso.toLowerCase(), faker.number.float({ min: 0, max: 30, fractionDigits: 6 })]),
    ),
    watchlist: isos.map((iso) => ({
      title: iso,
      iso,
      ...coin(0.5, 70_000),
      series: [{ name: 'Price', data: dailySeries(faker, 20, 100, 200) }],
    })),
  };
}
