import { and, count, eq, inArray, lte, min, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/open-database.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

/**
 * The one leased queue (ADR 040) behind every table of jobs: email jobs, refunds, reports to the RUNT.
 * A job is a row written in the transaction that calls for it; any instance claims it with FOR UPDATE
 * SKIP LOCKED, which leases it (its `runAfter` moved past the lease) and counts the attempt, so two
 * instances never work one job at once and a job whose instance stopped is taken again once the lease
 * runs out. A failed try waits a backoff; after the last one the job is given up. Every queue is counted
 * alike: `soat_job_runs_total{queue,outcome}`, `soat_jobs_pending{queue}` and
 * `soat_job_oldest_pending_seconds{queue}` (plugins/app/platform/metrics.ts).
 *
 * Adding a queue (the DIAN's invoices, say):
 * 1. Its table has the columns `id` (uuid), `attempts` (integer, default 0), `runAfter` (timestamptz,
 *    default now()), `lastError` (text) and `createdAt` (timestamptz, default now()), whatever their SQL
 *    names, what tells a pending job (a status, or the dates of its end), and a partial index on
 *    `runAfter` where pending.
 * 2. Its plugin makes the queue, `createLeasedQueue(app.db, { name, table, pending, leaseMs, maxAttempts,
 *    firstRetryMs })`, and runs it, `runLeasedQueue(app, queue, { intervalSeconds, work, giveUp })`:
 *    `work` does one job and ends it with `queue.finish` (in the transaction of whatever else it writes),
 *    and throws when the try failed; `giveUp` ends a job whose last try failed.
 * 3. Whoever writes a job calls the runner's `kick()` after the commit.
 */

/** The columns every queue's table has (their SQL names are the table's own). */
export type LeasedTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  attempts: AnyPgColumn<{ data: number; notNull: true }>;
  runAfter: AnyPgColumn<{ data: Date; notNull: true }>;
  lastError: AnyPgColumn<{ data: string; notNull: false }>;
  createdAt: AnyPgColumn<{ data: Date; notNull: true }>;
};

/** A job: a row of its queue's table. */
export type JobOf<T extends LeasedTable> = T['$inferSelect'] & { id: string; attempts: number };

/** What writes a job's end: the database, or the transaction of what is written with it. */
export type JobWriter = Pick<Database, 'update'>;

export interface LeasedQueueDefinition<T extends LeasedTable> {
  /** Its name in the logs (`event`) and in the metrics (`queue`): `email-job`, `refund`… */
  name: string;
  table: T;
  /** The jobs still to work: neither done nor given up. */
  pending: SQL;
  /** How long a claimed job is left to its instance before another may take it: more than a try takes. */
  leaseMs: number;
  /** Tries before the job is given up. */
  maxAttempts: number;
  /** The wait after the first failed try, doubled after each next one (at most an hour). */
  firstRetryMs: number;
}

export interface LeasedQueue<T extends LeasedTable> {
  readonly name: string;
  readonly maxAttempts: number;
  /**
   * Up to `limit` of the jobs due the longest, each leased and its attempt counted. Rows locked
   * by another instance's claim are skipped (FOR UPDATE SKIP LOCKED), and a leased job is not due again
   * until its lease runs out.
   */
  claimDue(limit: number): Promise<Array<JobOf<T>>>;
  /**
   * Ends a pending job, done or given up, with `set` (its last error cleared unless `set` says one), in
   * `writer`. False when it had ended already: another instance took it over after its lease ran out.
   */
  finish(id: string, set: PgUpdateSetSource<T>, writer?: JobWriter): Promise<boolean>;
  /** A failed try that was not the last: the job is due again after the backoff, which is returned (ms). */
  retryLater(job: JobOf<T>, error: string): Promise<number>;
  /** How many jobs are pending, and when the oldest of them was written (null when none). */
  pendingJobs(): Promise<{ count: number; oldestCreatedAt: Date | null }>;
}

/** Waits between tries of a failed job: `firstMs`, doubling each time, at most an hour. */
export const backoffMs = (firstMs: number, attempts: number) =>
  Math.min(60 * 60_000, firstMs * 2 ** Math.max(0, attempts - 1));

const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export function createLeasedQueue<T extends LeasedTable>(
  db: Database,
  definition: LeasedQueueDefinition<T>,
): LeasedQueue<T> {
  const { table, pending } = definition;
  // drizzle's builders cannot infer the row of a table known only by its columns: the casts say it is T's
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  const pendingOne = (id: string) => and(eq(table.id, id), pending);

  return {
    name: definition.name,
    maxAttempts: definition.maxAttempts,
    async claimDue(limit) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(and(pending, lte(table.runAfter, sql`now()`)))
          .orderBy(table.runAfter)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(table)
          .set(set({ runAfter: fromNow(definition.leaseMs), attempts: sql`${table.attempts} + 1` }))
          .where(
            inArray(
              table.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        return claimed as Array<JobOf<T>>;
      });
    },
    async finish(id, values, writer = db) {
      const ended = await writer
        .update(table)
        .set({ ...set({ lastError: null }), ...values })
        .where(pendingOne(id))
        .returning({ id: table.id });
      return ended.length > 0;
    },
    async retryLater(job, error) {
      const retryInMs = backoffMs(definition.firstRetryMs, job.attempts);
      await db
        .update(table)
        .set(set({ runAfter: fromNow(retryInMs), lastError: error }))
        .where(pendingOne(job.id));
      return retryInMs;
    },
    async pendingJobs() {
      const [row] = await db
        .select({ count: count(), oldestCreatedAt: min(table.createdAt) })
        .from(table as PgTable)
        .where(pending);
      return { count: row?.count ?? 0, oldestCreatedAt: row?.oldestCreatedAt ? new Date(row.oldestCreatedAt) : null };
    },
  };
}

/** How a run of one job ended, as `soat_job_runs_total` counts it. */
export type JobRunOutcome = 'done' | 'retry' | 'given-up' | 'error';

export interface LeasedQueueRunner<O extends string> extends JobRunner {
  /** One pass: claims the jobs due and works each one; what became of each, in order. */
  runOnce(): Promise<Array<O | 'retry'>>;
}

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/** Jobs a pass claims at most: a pass that takes them all asks for more (`kick`) only on the next tick. */
const batchSize = 20;

/**
 * Works a queue from this instance (lib/job-runner.ts: after a commit, at start and every
 * `intervalSeconds`): each job claimed is given to `work`, which ends it (`queue.finish`) and says how;
 * a throw is a failed try, tried again after the backoff or, when it was the last, given to `giveUp`.
 * When even that cannot be written (the database failed), the lease runs out and the job is taken again.
 */
export function runLeasedQueue<T extends LeasedTable, O extends string>(
  app: FastifyInstance,
  queue: LeasedQueue<T>,
  options: {
    intervalSeconds: () => number;
    work: (job: JobOf<T>) => Promise<O>;
    giveUp: (job: JobOf<T>, error: string) => Promise<O>;
  },
): LeasedQueueRunner<O> {
  app.metrics.watchQueue(queue);

  async function run(job: JobOf<T>): Promise<O | 'retry'> {
    const context = { event: queue.name, jobId: job.id, attempt: job.attempts };
    let outcome: JobRunOutcome = 'done';
    try {
      return await options.work(job);
    } catch (err) {
      try {
        if (job.attempts >= queue.maxAttempts) {
          outcome = 'given-up';
          // a person must act: an error, so that it is seen
          app.log.error({ err, ...context }, `${queue.name}: given up after its last try`);
          return await options.giveUp(job, errorText(err));
        }
        outcome = 'retry';
        const retryInMs = await queue.retryLater(job, errorText(err));
        app.log.warn({ err, ...context, retryInMs }, `${queue.name}: failed, tried again later`);
        return 'retry';
      } catch (failure) {
        outcome = 'error';
        app.log.error({ err: failure, ...context }, `${queue.name}: not worked, taken again once its lease runs out`);
        return 'retry';
      }
    } finally {
      app.metrics.jobRuns.inc({ queue: queue.name, outcome });
    }
  }

  const runner = createJobRunner(app, {
    name: queue.name,
    intervalSeconds: options.intervalSeconds,
    runOnce: () => queueRunner.runOnce(),
  });
  const queueRunner: LeasedQueueRunner<O> = {
    kick: () => runner.kick(),
    async runOnce() {
      const outcomes: Array<O | 'retry'> = [];
      for (const job of await queue.claimDue(batchSize)) outcomes.push(await run(job));
      return outcomes;
    },
  };
  return queueRunner;
}
