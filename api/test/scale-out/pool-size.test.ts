import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helper.js';
import { startPostgres } from './servers.js';

describe("The API's PostgreSQL pool", () => {
  const postgres = startPostgres();
  after(async () => (await postgres).close());

  it('opens at most DATABASE_POOL_SIZE connections; more queries at once wait for one', async (t) => {
    const server = await postgres;
    const app = await buildApp(testConfig({ databaseUrl: server.url, databasePoolSize: 2, jobs: false }));
    t.after(() => app.close());

    // drizzle's queries are sent when awaited: Promise.all sends the six at once
    const sleeps = Promise.all(Array.from({ length: 6 }, () => app.db.execute(sql`select pg_sleep(1)`)));
    // the pool lends its connections as the queries are sent: two run, four wait their turn
    await sleep(100);
    assert.deepEqual(app.dbPoolUse(), { total: 2, idle: 0, waiting: 4 });
    // PostgreSQL sees two of them at once, whenever it looks (polled while the first two sleep)
    const running = async () =>
      (
        await server.query<{ backends: number }>(
          "select count(*)::int as backends from pg_stat_activity where query like 'select pg_sleep%' and state = 'active'",
        )
      )[0]?.backends ?? 0;
    let mostRunning = 0;
    while (app.dbPoolUse()!.waiting > 0) {
      mostRunning = Math.max(mostRunning, await running());
      await sleep(50);
    }
    await sleeps;
    assert.equal(mostRunning, 2);
  });

  it("reads what Prometheus's scrape asks with one connection at a time, however many gauges ask at once", async (t) => {
    const server = await postgres;
    const app = await buildApp(testConfig({ databaseUrl: server.url, databasePoolSize: 10, jobs: false }));
    t.after(() => app.close());
    await app.ready();

    // the connections lent at once while the scrape runs, from the pool's own events
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    let lent = 0;
    let mostLent = 0;
    pool.on('acquire', () => (mostLent = Math.max(mostLent, ++lent)));
    pool.on('release', () => (lent -= 1));
    // and every statement it sends, with its values
    const statements: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    Object.assign(pool, {
      query: (...args: unknown[]) => {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
        statements.push(
          typeof first === 'string'
            ? `${first} ${JSON.stringify(second ?? [])}`
            : `${first.text} ${JSON.stringify(first.values ?? second ?? [])}`,
        );
        return query(...args);
      },
    });
    const text = await app.metrics.registry.metrics();
    // the queues', the emails', the payments', the RUNT's and the invoices' gauges all read the database
    for (const gauge of [
      'soat_jobs_pending{queue="email-job"}',
      'soat_email_jobs{state="failed"}',
      'soat_runt_reports{state="pending"}',
    ])
      assert.ok(text.includes(`${gauge} 0`), `${gauge} missing from the scrape`);
    assert.match(text, /^soat_reconciliation_lag_seconds 0$/m);
    assert.match(text, /^soat_electronic_documents\{state="pendiente"\} 0$/m);
    assert.equal(mostLent, 1);
    // each thing read once, however many gauges show it (a queue's count and its oldest job are one row)
    assert.ok(statements.length >= 6, `${statements.length} statements`);
    assert.deepEqual(
      statements.filter((statement, index) => statements.indexOf(statement) !== index),
      [],
    );
  });
});
