import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backoffMs, createLeasedQueue, runLeasedQueue, type JobOf } from '../../src/lib/leased-queue.js';
import { build } from '../helper.js';
import { createTestQueue, type TestJobsTable } from './test-jobs-table.js';

// The one leased queue behind email jobs, refunds and RUNT reports (lib/leased-queue.ts, ADR 040), on
// a table of the tests' own. test/scale-out/leased-queue.test.ts races two PostgreSQL pools on it.

type TestJob = JobOf<TestJobsTable>;
const failing = (message: string) => async (): Promise<'done'> => {
  throw new Error(message);
};

/** Runs a test queue's jobs with `work`; a job given up is ended (its date written) and said so. */
async function testRunner(
  app: FastifyInstance,
  jobs: number,
  settings: Parameters<typeof createTestQueue>[2],
  work: (job: TestJob) => Promise<'done'>,
) {
  const definition = await createTestQueue(app.db, jobs, settings);
  const queue = createLeasedQueue(app.db, definition);
  const givenUp: Array<{ attempts: number; error: string }> = [];
  const runner = runLeasedQueue(app, queue, {
    intervalSeconds: () => 3600,
    work,
    async giveUp(job, error) {
      givenUp.push({ attempts: job.attempts, error });
      await queue.finish(job.id, { doneAt: sql`now()`, lastError: error });
      return 'given-up';
    },
  });
  const { table } = definition;
  return {
    definition,
    queue,
    runner,
    givenUp,
    rows: () => app.db.select().from(table).orderBy(table.createdAt),
    /** Makes every job due now, as its backoff or lease running out would. */
    makeDue: () => app.db.update(table).set({ runAfter: sql`now()` }),
    /** Seconds until each pending job is due again. */
    waits: async () =>
      (
        await app.db
          .select({ seconds: sql<number>`extract(epoch from ${table.runAfter} - now())::float` })
          .from(table)
          .where(definition.pending)
      ).map((row) => Math.round(row.seconds)),
  };
}

/** A gauge's or counter's value for `labels`, read as Prometheus would (gauges ask the database). */
async function metric(app: FastifyInstance, name: string, labels: Record<string, string>) {
  const { values } = await app.metrics.registry.getSingleMetric(name)!.get();
  const found = values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label));
  return found?.value;
}

describe('A leased queue', () => {
  it('gives each job to one claimer when two instances claim at the same time', async (t) => {
    const app = await build(t);
    const other = await build(t);
    const definition = await createTestQueue(app.db, 30);
    const queues = [createLeasedQueue(app.db, definition), createLeasedQueue(other.db, definition)];

    const claims = await Promise.all(Array.from({ length: 8 }, (_, index) => queues[index % 2]!.claimDue(5)));

    const claimed = claims.flat();
    assert.equal(claimed.length, 30, 'every job claimed');
    assert.equal(new Set(claimed.map((job) => job.id)).size, 30, 'no job claimed twice');
    assert.deepEqual(new Set(claimed.map((job) => job.attempts)), new Set([1]));
    assert.deepEqual(await queues[0]!.claimDue(5), [], 'every job leased');
  });

  it('frees a job whose lease runs out: another claimer takes it, and the late one ends nothing twice', async (t) => {
    const app = await build(t);
    const queue = createLeasedQueue(app.db, await createTestQueue(app.db, 1, { leaseMs: 300 }));
    const [first] = await queue.claimDue(10);
    assert.ok(first);
    assert.deepEqual(await queue.claimDue(10), [], 'leased to its claimer');

    await sleep(400);
    const [again] = await queue.claimDue(10);
    assert.equal(again?.id, first.id);
    assert.equal(again.attempts, 2);
    assert.equal(await queue.finish(again.id, { doneAt: sql`now()` }), true);
    assert.equal(await queue.finish(first.id, { doneAt: sql`now()` }), false, 'ended already');
  });

  it('tries a failed job again after a wait that doubles with each try, and not before', async (t) => {
    const app = await build(t);
    const jobs = await testRunner(app, 1, { firstRetryMs: 60_000, maxAttempts: 5 }, failing('el servicio no responde'));

    const waits = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      assert.deepEqual(await jobs.runner.runOnce(), ['retry']);
      assert.deepEqual(await jobs.runner.runOnce(), [], 'not due yet');
      waits.push(...(await jobs.waits()));
      await jobs.makeDue();
    }
    assert.deepEqual(waits, [60, 120, 240]);
    const [job] = await jobs.rows();
    assert.equal(job?.lastError, 'el servicio no responde');
    assert.equal(job.attempts, 3);
    assert.deepEqual(jobs.givenUp, []);
  });

  it('waits at most an hour between tries', () => {
    assert.deepEqual(
      [1, 2, 3, 7, 8, 20].map((attempts) => backoffMs(30_000, attempts)),
      [30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000],
    );
  });

  it('gives a job up after its last try, once, and never takes it again', async (t) => {
    const app = await build(t);
    const jobs = await testRunner(app, 1, { maxAttempts: 3 }, failing('rechazado'));

    const outcomes = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      outcomes.push(...(await jobs.runner.runOnce()));
      await jobs.makeDue();
    }
    assert.deepEqual(outcomes, ['retry', 'retry', 'given-up']);
    assert.deepEqual(jobs.givenUp, [{ attempts: 3, error: 'rechazado' }]);
    assert.deepEqual(await jobs.runner.runOnce(), [], 'a job given up is not taken again');
    const [job] = await jobs.rows();
    assert.ok(job?.doneAt);
    assert.equal(job.lastError, 'rechazado');
  });

  it('counts its pending jobs, how long the oldest has waited, and its runs by outcome', async (t) => {
    const app = await build(t);
    const jobs = await testRunner(app, 2, {}, async (job) => {
      if (job.attempts === 1 && job.createdAt.getTime() < Date.now() - 60_000) throw new Error('falla una vez');
      await jobs.queue.finish(job.id, { doneAt: sql`now()` });
      return 'done';
    });
    const { table, name: queue } = jobs.definition;
    const [oldest] = await jobs.rows();
    await app.db
      .update(table)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(table.id, oldest!.id));
    assert.equal(await metric(app, 'soat_jobs_pending', { queue }), 2);
    const age = (await metric(app, 'soat_job_oldest_pending_seconds', { queue }))!;
    assert.ok(age >= 3600 && age < 3660, `the oldest waited an hour, not ${age} s`);

    assert.deepEqual((await jobs.runner.runOnce()).sort(), ['done', 'retry']);
    assert.equal(await metric(app, 'soat_jobs_pending', { queue }), 1);
    assert.equal(await metric(app, 'soat_job_runs_total', { queue, outcome: 'done' }), 1);
    assert.equal(await metric(app, 'soat_job_runs_total', { queue, outcome: 'retry' }), 1);
    assert.equal(await metric(app, 'soat_job_runs_total', { queue, outcome: 'given-up' }), 0);

    await jobs.makeDue();
    assert.deepEqual(await jobs.runner.runOnce(), ['done']);
    assert.equal(await metric(app, 'soat_jobs_pending', { queue }), 0);
    assert.equal(await metric(app, 'soat_job_oldest_pending_seconds', { queue }), 0);
    assert.equal(await metric(app, 'soat_job_runs_total', { queue, outcome: 'done' }), 2);
  });
});
