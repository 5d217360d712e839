import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { ratings, ratingTokens } from '../db/schema.js';

// The ratings as the back office reads them (issue 44, point 7): the newest first with what they rate, how
// many match, and how the stars spread week by week, weeks starting on Monday in Colombia (UTC−5, all year).

/** How many ratings one answer lists, the newest first. */
export const RATINGS_PAGE_SIZE = 200;
/** The weeks the distribution shows when no start is given. */
export const DEFAULT_WEEKS = 12;
/** The most weeks one distribution holds: a longer range shows its last weeks. */
export const MAX_WEEKS = 60;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

export interface RatingFilters {
  stars?: number;
  comment?: 'con' | 'sin';
  from?: Date;
  to?: Date;
}

/** The Monday (a `YYYY-MM-DD` day in Colombia) of the week `instant` falls in. */
export function colombianWeek(instant: Date): string {
  const local = new Date(instant.getTime() + COLOMBIA_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Every week's Monday from `from`'s to `to`'s, at most MAX_WEEKS (the last ones). */
export function weeksBetween(from: Date, to: Date): string[] {
  const weeks: string[] = [];
  const last = colombianWeek(to);
  for (let week = colombianWeek(from); week <= last;) {
    weeks.push(week);
    week = new Date(Date.parse(`${week}T00:00:00Z`) + WEEK_MS).toISOString().slice(0, 10);
  }
  return weeks.slice(-MAX_WEEKS);
}

function conditions({ stars, comment, from, to }: RatingFilters): SQL | undefined {
  return and(
    stars === undefined ? undefined : eq(ratings.stars, stars),
    comment === undefined ? undefined : comment === 'con' ? isNotNull(ratings.comment) : isNull(ratings.comment),
    from === undefined ? undefined : gte(ratings.createdAt, from),
    to === undefined ? undefined : lte(ratings.createdAt, to),
  );
}

export async function operatorRatings(db: Database, filters: RatingFilters, now: Date) {
  const to = filters.to ?? now;
  const from = filters.from ?? new Date(to.getTime() - (DEFAULT_WEEKS - 1) * WEEK_MS);
  const weeks = weeksBetween(from, to);
  const where = conditions(filters);
  // the chart's range: the filters' own, or the last weeks when they name no start
  const charted = and(where, gte(ratings.createdAt, new Date(Date.parse(`${weeks[0]}T05:00:00Z`))));
  const localWeek = sql<string>`to_char(date_trunc('week', (${ratings.createdAt} at time zone 'UTC') - interval '5 hours'), 'YYYY-MM-DD')`;
  const [totalRows, rows, spread] = await Promise.all([
    db.select({ value: count() }).from(ratings).where(where),
    db
      .select({ rating: ratings, reference: ratingTokens.reference, origin: ratingTokens.origin })
      .from(ratings)
      .innerJoin(ratingTokens, eq(ratingTokens.id, ratings.tokenId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(RATINGS_PAGE_SIZE),
    db
      .select({ week: localWeek, stars: ratings.stars, value: count() })
      .from(ratings)
      .where(charted)
      .groupBy(localWeek, ratings.stars),
  ]);
  const byWeek = new Map(weeks.map((week) => [week, [0, 0, 0, 0, 0]]));
  for (const { week, stars, value } of spread) {
    const counts = byWeek.get(week);
    if (counts && stars >= 1 && stars <= 5) counts[stars - 1] = Number(value);
  }
  return {
    total: Number(totalRows[0]?.value ?? 0),
    rows,
    weeks: [...byWeek].map(([week, counts]) => ({ week, counts })),
  };
}
