// Every generated seed comes from a faker with a fixed seed and a fixed reference date, so
// the demo's data are the same on every load and in every test.
import { base, en, Faker } from '@faker-js/faker';

/** The demo's "now": dates in the seed are spread around it. */
export const SEED_REFERENCE_DATE = '2026-06-15T12:00:00.000Z';

export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);
  return faker;
}

/** An ISO date `days` days from the reference date (negative: before it). */
export function daysFromReference(days: number): string {
  return new Date(Date.parse(SEED_REFERENCE_DATE) + days * 86_400_000).toISOString();
}
