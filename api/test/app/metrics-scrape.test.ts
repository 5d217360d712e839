import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { SCRAPE_READ_TIMEOUT_MS } from '../../src/plugins/app/platform/metrics.js';
import { build } from '../helper.js';

// What Prometheus's scrape asks of the database (plugins/app/platform/metrics.ts, invoicing/invoice-metrics.ts):
// every API instance answers it every scrape, so on two years of sales (millions of jobs, RUNT reports,
// payments and invoices, nearly all done) each count or oldest item must read the few rows still open through
// an index, never the whole table (ADR 027: sequential scans of millions of rows stalled every instance).
const LARGE_TABLES = ['email_jobs', 'reportes_runt', 'pagos', 'documentos_electronicos', 'polizas', 'solicitudes'];

describe("The metrics' scrape", () => {
  it('reads no large table whole: each of its counts and oldest items goes through an index', async (t) => {
    const app = await build(t);
    // PGlite (the suite's database) is one session: the scrape's statements run in it, sequential scans off
    // (the planner then takes one only where no index can answer), each table's scans counted
    await app.db.execute(sql`set enable_seqscan = off`);
    const sequentialScans = async () => {
      await app.db.execute(sql`select pg_stat_force_next_flush()`);
      await app.db.execute(sql`select pg_stat_clear_snapshot()`);
      const answer = (await app.db.execute(
        sql`select relname, seq_scan from pg_stat_user_tables where relname in ${LARGE_TABLES}`,
      )) as unknown as { rows: Array<{ relname: string; seq_scan: number | string }> };
      return Object.fromEntries(answer.rows.map((row) => [row.relname, Number(row.seq_scan)]));
    };
    const before = await sequentialScans();
    assert.deepEqual(Object.keys(before).sort(), [...LARGE_TABLES].sort());
    const text = await app.metrics.registry.metrics();
    assert.match(text, /^soat_runt_reports\{state="failed"\} 0$/m);
    assert.deepEqual(await sequentialScans(), before);
  });

  it('fails a read that never ends after its time, and the scrapes after it answer', { timeout: 30_000 }, async (t) => {
    const app = await build(t);
    // the scrape's reads run one at a time: one that hangs (a lock, a connection gone silent) is ahead of them
    const hung = app.metrics.scrapeRead(() => new Promise<never>(() => {}));
    const started = performance.now();
    const scrape = app.metrics.registry.metrics();
    await assert.rejects(hung, /took too long/);
    const text = await scrape;
    assert.match(text, /^soat_runt_reports\{state="failed"\} 0$/m);
    assert.ok(performance.now() - started >= SCRAPE_READ_TIMEOUT_MS - 50);
  });
});
