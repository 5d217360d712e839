import { count, eq, isNotNull, min, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import pTimeout from 'p-timeout';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { emailJobs, payments, runtReports } from '../../../db/schema.js';
import type { JobRunOutcome, LeasedQueue } from '../../../lib/leased-queue.js';
import { EMAIL_JOB_QUEUE } from '../../../repositories/email-jobs-repository.js';
import { webVitalsHistograms, type WebVitalsHistograms } from './web-vitals-metrics.js';
import { PAYMENT_METHODS } from '../../../schemas/solicitudes.js';
import { PAYMENT_METRIC_OUTCOMES } from '../../../domain/payment-messages.js';
import { REFUND_OUTCOMES } from '../../../repositories/refund-repository.js';
import { DRIFT_KINDS } from '../payments/reconciliation.js';
import { RUNT_REPORT_ENDS } from '../runt/runt-reports.js';

/**
 * What an operator watches (issue 24, point 3), in Prometheus's format: one registry per app (the tests
 * build many apps in one process), read by the metrics server (`metrics-server.ts`) on a port the public
 * proxy does not serve. No label carries personal data: routes are the route's pattern
 * (`/soat/api/v1/polizas/:placa`), never the path asked for, and the domain's labels are closed lists.
 */
export interface Metrics {
  registry: Registry;
  /** A payment that reached a final status, by method (TARJETA, PSE…) and outcome (APROBADO, RECHAZADO, VENCIDO…). */
  payments: Counter<'method' | 'outcome'>;
  policiesIssued: Counter;
  /** A refund's end at the gateway: done, or given up after its last try. */
  refunds: Counter<'outcome'>;
  /** Gateway events refused because their signature was not valid. */
  paymentEventsRefused: Counter;
  /**
   * What the reconciliation pass found the gateway says otherwise than we recorded (ADR 010), by kind:
   * `missed-final` (a payment we had pending had ended), `late-approval` (approved, recorded as refused),
   * `mismatch` (the gateway's reference, amount or currency are not our payment's).
   */
  paymentDrift: Counter<'kind'>;
  /** A report to the RUNT's end: acknowledged, or given up after its last try (ADR 031). */
  runtReports: Counter<'outcome'>;
  /** A run of one job of a leased queue (lib/leased-queue.ts), by queue and how it ended. */
  jobRuns: Counter<'queue' | 'outcome'>;
  /** What customers' browsers measured, one histogram per Web Vital (ADR 046, web-vitals-metrics.ts). */
  webVitals: WebVitalsHistograms;
  /** Counts a leased queue's pending jobs and the age of its oldest, whenever Prometheus asks. */
  watchQueue(queue: Pick<LeasedQueue<never>, 'name' | 'pendingJobs'>): void;
  /**
   * Runs a gauge's database read when the scrape's reads before it have ended: prom-client collects every
   * gauge at once, and a scrape must hold one of the pool's connections, not all of them, while customers wait
   * for theirs (ADR 027).
   */
  scrapeRead<T>(read: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The route's pattern, or this for a path no route has (a 404): never the path itself. */
export const UNMATCHED_ROUTE = 'sin-ruta';

/** Seconds: an API answer is expected in milliseconds; the tail up to the 30 s request timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const secondsSince = (date: Date | string | null | undefined) =>
  date ? Math.max(0, (Date.now() - new Date(date).getTime()) / 1000) : 0;

/**
 * A read shared by every gauge of a scrape that asks for it while it runs: the pending jobs' count and their
 * oldest are two gauges over one row.
 */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= read().finally(() => {
      running = undefined;
    }));
}

/** How long one of the scrape's database reads may take: under Prometheus's scrape timeout (10 s). */
export const SCRAPE_READ_TIMEOUT_MS = 5_000;

/** Every outcome of a job's run, counted from 0 so that a rate over it exists before the first. */
const jobRunOutcomes: JobRunOutcome[] = ['done', 'retry', 'given-up', 'error'];

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answers by route pattern, method and status, with how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rateLimited = new Counter({
    name: 'soat_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern.',
    labelNames: ['route'] as const,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = String(reply.statusCode);
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimited.inc({ route });
  });

  const lane = pLimit(1);
  // a read that never ends (a lock, a connection gone silent) fails its own scrape, not every later one
  const scrapeRead = <T>(read: () => Promise<T>) =>
    lane(() => pTimeout(read(), { milliseconds: SCRAPE_READ_TIMEOUT_MS, message: 'a metrics read took too long' }));
  const queues: Array<{ name: string; pendingJobs: LeasedQueue<never>['pendingJobs'] }> = [];
  const metrics: Metrics = {
    registry,
    payments: new Counter({
      name: 'soat_payments_total',
      help: 'Payments that reached a final status, by method and status (VENCIDO: a Nequi push or cash reference that expired unpaid).',
      labelNames: ['method', 'outcome'] as const,
      registers,
    }),
    policiesIssued: new Counter({ name: 'soat_policies_issued_total', help: 'Policies issued.', registers }),
    refunds: new Counter({
      name: 'soat_refunds_total',
      help: 'Refunds ended at the gateway: done, or failed after their last try.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    paymentEventsRefused: new Counter({
      name: 'soat_payment_events_refused_total',
      help: 'Payment gateway events refused because their signature was not valid.',
      registers,
    }),
    paymentDrift: new Counter({
      name: 'soat_payment_drift_total',
      help: 'Payments the reconciliation pass found recorded otherwise than the gateway has them, by kind (repaired).',
      labelNames: ['kind'] as const,
      registers,
    }),
    runtReports: new Counter({
      name: 'soat_runt_reports_total',
      help: 'Reports of policies to the RUNT ended: acknowledged (reportada), or left to an operator (fallida).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: 'soat_job_runs_total',
      help: "Runs of a leased queue's jobs, by queue and outcome: done, retry (a failed try), given-up (its last), error (not recorded: taken again when its lease runs out).",
      labelNames: ['queue', 'outcome'] as const,
      registers,
    }),
    webVitals: webVitalsHistograms(registers),
    watchQueue(queue) {
      queues.push({ name: queue.name, pendingJobs: sharedWhileRunning(() => scrapeRead(() => queue.pendingJobs())) });
      for (const outcome of jobRunOutcomes) metrics.jobRuns.inc({ queue: queue.name, outcome }, 0);
    },
    scrapeRead,
  };

  // Every series of a closed list counted from 0: Prometheus's increase() reads a series' first sample as its
  // start, so a series born at 1 (the first sale, refund, drift or RUNT report after a start) would count nothing: the
  // operations panels and the alerts would miss it (ADR 047).
  for (const method of PAYMENT_METHODS) {
    for (const outcome of PAYMENT_METRIC_OUTCOMES) metrics.payments.inc({ method, outcome }, 0);
  }
  for (const outcome of REFUND_OUTCOMES) metrics.refunds.inc({ outcome }, 0);
  for (const kind of DRIFT_KINDS) metrics.paymentDrift.inc({ kind }, 0);
  for (const outcome of RUNT_REPORT_ENDS) metrics.runtReports.inc({ outcome }, 0);

  // Read from the database when Prometheus asks: what every instance shares, so any of them tells it.
  // every queue's pending jobs, asked together so that each queue's read is shared by its gauges, whatever the
  // queues' order; the emails' own gauges read the email queue's (the email-jobs plugin watches it in every app)
  const pendingOfQueues = () => Promise.all(queues.map((queue) => queue.pendingJobs()));
  const emailsQueued = () => queues.find((watched) => watched.name === EMAIL_JOB_QUEUE)?.pendingJobs();
  const runtUnreported = sharedWhileRunning(() =>
    scrapeRead(() =>
      app.db
        .select({ status: runtReports.status, reports: count(), createdAt: min(runtReports.createdAt) })
        .from(runtReports)
        .where(ne(runtReports.status, 'reportada'))
        .groupBy(runtReports.status),
    ),
  );
  new Gauge({
    name: 'soat_jobs_pending',
    help: 'Jobs of a leased queue still to work (neither done nor given up), by queue.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const pending = await pendingOfQueues();
      queues.forEach((queue, index) => this.set({ queue: queue.name }, pending[index]!.count));
    },
  });
  new Gauge({
    name: 'soat_job_oldest_pending_seconds',
    help: 'How long the oldest pending job of a leased queue has waited since it was written, by queue (0 when none).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const pending = await pendingOfQueues();
      queues.forEach((queue, index) => this.set({ queue: queue.name }, secondsSince(pending[index]!.oldestCreatedAt)));
    },
  });
  new Gauge({
    name: 'soat_email_jobs',
    help: 'Email jobs waiting to be sent (queued) and given up (failed).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const queued = await emailsQueued();
      const [failed] = await scrapeRead(() =>
        app.db.select({ jobs: count() }).from(emailJobs).where(isNotNull(emailJobs.abandonedAt)),
      );
      this.set({ state: 'queued' }, queued?.count ?? 0);
      this.set({ state: 'failed' }, failed?.jobs ?? 0);
    },
  });
  new Gauge({
    name: 'soat_email_oldest_queued_age_seconds',
    help: 'How long the oldest email job still to send has waited (0 when none waits).',
    registers,
    async collect() {
      this.set(secondsSince((await emailsQueued())?.oldestCreatedAt));
    },
  });
  new Gauge({
    name: 'soat_reconciliation_lag_seconds',
    help: 'How long the oldest payment still pending at the gateway has waited for its final status (0 when none).',
    registers,
    async collect() {
      const [oldest] = await scrapeRead(() =>
        app.db
          .select({ createdAt: min(payments.createdAt) })
          .from(payments)
          .where(eq(payments.status, 'PENDIENTE')),
      );
      this.set(secondsSince(oldest?.createdAt));
    },
  });
  new Gauge({
    name: 'soat_runt_reports',
    help: 'Reports of policies to the RUNT not acknowledged: still tried (pending) and left to an operator (failed).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await runtUnreported();
      this.set({ state: 'pending' }, rows.find((row) => row.status === 'pendiente')?.reports ?? 0);
      this.set({ state: 'failed' }, rows.find((row) => row.status === 'fallida')?.reports ?? 0);
    },
  });
  new Gauge({
    name: 'soat_runt_report_oldest_unreported_age_seconds',
    help: 'How long the oldest policy not yet acknowledged by the RUNT has waited, pending or failed (0 when none). The RUNT must have it within 24 hours.',
    registers,
    async collect() {
      // the oldest of the pending reports' and the failed ones'
      const times = (await runtUnreported()).flatMap((row) =>
        row.createdAt ? [new Date(row.createdAt).getTime()] : [],
      );
      this.set(secondsSince(times.length > 0 ? new Date(Math.min(...times)) : null));
    },
  });
  new Gauge({
    name: 'soat_db_pool_connections',
    help: "The PostgreSQL pool's connections: open (total), idle, and requests waiting for one (none on PGlite).",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = app.dbPoolUse();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  app.decorate('metrics', metrics);
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database'] });
