import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { documentSeries } from '../db/schema.js';

/** A transaction of the database: a number is taken in the one that writes it on its document. */
export type SeriesWriter = Pick<Database, 'insert' | 'update'>;

/** A series of document numbers: its key, its first and its last number. */
export interface Series {
  key: string;
  first: number;
  last: number;
}

/**
 * Takes the series' next number, or null once it is used up. The increment locks the series' row until
 * the caller's transaction ends: instances taking numbers at once wait for each other, each number is
 * given once, and a transaction that rolls back gives its number back (no gap).
 */
export async function takeNumber(writer: SeriesWriter, series: Series): Promise<number | null> {
  await writer
    .insert(documentSeries)
    .values({ key: series.key, next: series.first, last: series.last })
    .onConflictDoNothing();
  const [taken] = await writer
    .update(documentSeries)
    // a range widened or narrowed by a new configuration of the same resolution takes effect here
    .set({ next: sql`${documentSeries.next} + 1`, last: series.last })
    .where(and(eq(documentSeries.key, series.key), lte(documentSeries.next, series.last)))
    .returning({ number: sql<number>`${documentSeries.next} - 1`.mapWith(Number) });
  return taken?.number ?? null;
}

/** How many numbers the series has left (all of them while none was taken). */
export async function numbersLeft(db: Pick<Database, 'select'>, series: Series): Promise<number> {
  const [row] = await db
    .select({ next: documentSeries.next, last: documentSeries.last })
    .from(documentSeries)
    .where(eq(documentSeries.key, series.key));
  return row ? Math.max(0, row.last - row.next + 1) : series.last - series.first + 1;
}
