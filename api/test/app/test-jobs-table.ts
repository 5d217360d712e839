import { isNull, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/open-database.js';
import type { LeasedQueueDefinition } from '../../src/lib/leased-queue.js';

// A queue's table of the tests' own, as a new queue would add one (lib/leased-queue.ts): the five
// columns every queue has, and the date that ends a job. Each test creates one under a name of its own.

let tables = 0;

const testJobsTable = (name: string) =>
  pgTable(name, {
    id: uuid('id').primaryKey().defaultRandom(),
    attempts: integer('intentos').notNull().default(0),
    runAfter: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('ultimo_error'),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('hecho_en', { withTimezone: true }),
  });

export type TestJobsTable = ReturnType<typeof testJobsTable>;

/** Creates a fresh table of jobs, with `count` jobs due now, and the definition of its queue. */
export async function createTestQueue(
  db: Database,
  count: number,
  settings: Partial<LeasedQueueDefinition<TestJobsTable>> = {},
): Promise<LeasedQueueDefinition<TestJobsTable>> {
  tables += 1;
  const name = `test_jobs_${process.pid}_${tables}`;
  await db.execute(
    sql.raw(`create table ${name} (
      id uuid primary key default gen_random_uuid(),
      intentos integer not null default 0,
      siguiente_intento timestamptz not null default now(),
      ultimo_error text,
      creado_en timestamptz not null default now(),
      hecho_en timestamptz
    )`),
  );
  const table = testJobsTable(name);
  if (count > 0) await db.insert(table).values(Array.from({ length: count }, () => ({})));
  return {
    name: name.replaceAll('_', '-'),
    table,
    pending: isNull(table.doneAt),
    leaseMs: 60_000,
    maxAttempts: 3,
    firstRetryMs: 60_000,
    ...settings,
  };
}
