import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE } from '../../src/plugins/app/platform/metrics.js';
import { buildMetricsServer } from '../../src/metrics-server.js';
import { createAccount } from '../factories.js';
import { defaultRateLimits } from '../../src/config/index.js';
import { build } from '../helper.js';
import { buildListeningApi } from '../sandbox-gateway/sandbox-fixtures.js';
import {
  buyPolicy,
  postEvent,
  purchaseBody,
  signedEvent,
  soatApi,
  uniqueCarPlate,
} from '../routes/soat/purchase-fixtures.js';

// Issue 24, point 3: what an operator watches, in Prometheus's format, with no personal data in a label.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format (no escaped quotes in our label values). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      assert.ok(match, `a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  return samples(await app.metrics.registry.metrics());
}

const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);

describe('metrics', () => {
  it('counts answers by route pattern and status, and a purchase paid by card as a payment and a policy', async (t) => {
    const { app } = await buildListeningApi(t);
    const before = await scrape(app);
    assert.equal(valueOf(before, 'soat_policies_issued_total'), 0);

    const { id } = await buyPolicy(app, purchaseBody());
    const after = await scrape(app);

    assert.equal(valueOf(after, 'soat_policies_issued_total'), 1);
    assert.equal(valueOf(after, 'soat_payments_total', { method: 'TARJETA', outcome: 'APROBADO' }), 1);
    // the request's own address is a pattern: its id is nowhere in a label
    assert.ok(
      valueOf(after, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: `${soatApi}/solicitudes/:idSolicitudSoat`,
        status: '200',
      }) >= 1,
    );
    assert.ok(!after.some((sample) => Object.values(sample.labels).some((value) => value.includes(id))));
  });

  it('counts the jobs of every leased queue (emails, refunds, RUNT reports): pending, the oldest, and runs', async (t) => {
    const { app } = await buildListeningApi(t);
    const queues = ['email-job', 'refund', 'runt-report'];
    const before = await scrape(app);
    for (const queue of queues) {
      for (const name of ['soat_jobs_pending', 'soat_job_oldest_pending_seconds', 'soat_job_runs_total']) {
        assert.ok(
          before.some((sample) => sample.name === name && sample.labels.queue === queue),
          `${name} of ${queue}`,
        );
      }
    }

    await buyPolicy(app, purchaseBody());
    await app.backgroundTasks.idle();
    const after = await scrape(app);
    const runs = (queue: string) => valueOf(after, 'soat_job_runs_total', { queue, outcome: 'done' });
    assert.ok(runs('email-job') > valueOf(before, 'soat_job_runs_total', { queue: 'email-job', outcome: 'done' }));
    assert.equal(
      runs('runt-report') - valueOf(before, 'soat_job_runs_total', { queue: 'runt-report', outcome: 'done' }),
      1,
    );
  });

  it('exports every payment outcome of every method, every refund outcome, every drift kind and every RUNT report outcome from 0 on /metrics, so that the first of each after a start counts in an increase()', async (t) => {
    const app = await build(t);
    await app.ready();
    const server = buildMetricsServer(app.metrics.registry);
    t.after(() => server.close());
    const exported = samples((await server.inject({ method: 'GET', url: '/metrics' })).body);
    const series = (name: string, label: string) =>
      exported.filter((sample) => sample.name === name).map((sample) => [sample.labels[label], sample.value]);

    const methods = ['TARJETA', 'PSE', 'NEQUI', 'BANCOLOMBIA', 'DAVIPLATA', 'EFECTIVO'];
    const outcomes = ['APROBADO', 'RECHAZADO', 'ANULADO', 'ERROR', 'VENCIDO'];
    assert.deepEqual(
      exported
        .filter((sample) => sample.name === 'soat_payments_total')
        .map((sample) => [sample.labels.method, sample.labels.outcome, sample.value])
        .sort(),
      methods.flatMap((method) => outcomes.map((outcome) => [method, outcome, 0])).sort(),
    );
    assert.deepEqual(series('soat_refunds_total', 'outcome').sort(), [
      ['en-gestion', 0],
      ['reembolsado', 0],
    ]);
    assert.deepEqual(series('soat_payment_drift_total', 'kind').sort(), [
      ['late-approval', 0],
      ['mismatch', 0],
      ['missed-final', 0],
    ]);
    assert.deepEqual(series('soat_runt_reports_total', 'outcome').sort(), [
      ['fallida', 0],
      ['reportada', 0],
    ]);
  });

  it('counts gateway events refused for their signature', async (t) => {
    const { app } = await buildListeningApi(t);
    const event = signedEvent(app, { id: 'tx-falsa', status: 'APPROVED', amount_in_cents: 100 });
    assert.equal((await postEvent(app, event, 'f'.repeat(64))).statusCode, 401);
    assert.equal((await postEvent(app, event)).statusCode, 200);

    assert.equal(valueOf(await scrape(app), 'soat_payment_events_refused_total'), 1);
  });

  it('counts rate-limit refusals by route pattern', async (t) => {
    const app = await build(t, { rateLimits: { ...defaultRateLimits, global: { max: 2, timeWindowMs: 60_000 } } });
    const statuses = [];
    for (let request = 0; request < 3; request += 1) {
      statuses.push((await app.inject({ method: 'GET', url: `${soatApi}/tarifas` })).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 429]);

    const all = await scrape(app);
    assert.equal(valueOf(all, 'soat_rate_limit_refusals_total', { route: `${soatApi}/tarifas` }), 1);
    assert.equal(
      valueOf(all, 'http_request_duration_seconds_count', { route: `${soatApi}/tarifas`, status: '429' }),
      1,
    );
  });

  it('no label carries a plate, an email, a document number or a path asked for', async (t) => {
    const { app } = await buildListeningApi(t);
    const plate = uniqueCarPlate();
    const body = purchaseBody({ placa: plate });
    const email = (body.tomador as { correoElectronico: string }).correoElectronico;
    const document = (body.tomador as { numeroDocumento: string }).numeroDocumento;
    const account = await createAccount(app);
    await buyPolicy(app, body);
    await app.inject({
      method: 'GET',
      url: `${soatApi}/polizas/consulta?placa=${plate}&tipoDocumento=CC&numeroDocumento=${document}`,
    });
    await app.inject({ method: 'GET', url: `/no-existe/${plate}/${account.correoElectronico}` });

    const all = await scrape(app);
    const values = all.flatMap((sample) => Object.values(sample.labels));
    for (const secret of [plate, email, document, account.correoElectronico]) {
      assert.ok(!values.some((value) => value.includes(secret)), `no label holds ${secret}`);
    }
    const routes = new Set(all.flatMap((sample) => (sample.labels.route ? [sample.labels.route] : [])));
    assert.ok(routes.has(UNMATCHED_ROUTE), 'the unknown path counted without its path');
    for (const route of routes) assert.ok(route === UNMATCHED_ROUTE || route.startsWith('/'), route);
  });

  it('are served on a server of their own, and not by the API', async (t) => {
    const { app } = await buildListeningApi(t);
    await app.inject({ method: 'GET', url: '/health' });
    const server = buildMetricsServer(app.metrics.registry);
    t.after(() => server.close());

    const answer = await server.inject({ method: 'GET', url: '/metrics' });
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.match(answer.body, /^http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} 1$/m);
    assert.match(answer.body, /^soat_email_jobs\{state="queued"\} \d+$/m);
    assert.match(answer.body, /^soat_reconciliation_lag_seconds \d/m);
    assert.match(answer.body, /^process_cpu_seconds_total /m);

    assert.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
  });

  it('answer the metrics named with name[] alone, in their order, without waiting for the database reads of the others', async (t) => {
    const app = await build(t);
    await app.ready();
    const server = buildMetricsServer(app.metrics.registry);
    t.after(() => server.close());
    // a read of the scrape that does not end holds the scrape's reads (one at a time) until its time runs out
    let held = true;
    let release = () => {};
    const holding = app.metrics.scrapeRead(() => new Promise<void>((resolve) => (release = resolve)));
    t.after(() => release());
    void holding.finally(() => (held = false)).catch(() => {});

    const names = [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'no_such_metric',
      'process_cpu_seconds_total',
    ];
    const answer = await server.inject({
      method: 'GET',
      url: `/metrics?${names.map((name) => `name[]=${name}`).join('&')}`,
    });
    assert.ok(held, 'answered while a database read held the scrape');
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.deepEqual(
      samples(answer.body).map((sample) => sample.name),
      ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total'],
    );
    // the lag's gauge sets its percentiles when it is read, so the p99 asked after it holds the loop's delay
    assert.ok((samples(answer.body)[1]?.value ?? 0) > 0);
  });
});
