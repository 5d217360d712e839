import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Payment } from '../../../db/schema.js';
import type { ApplyOutcome } from './payment-service.js';

/** A payment pending for longer than this is asked about (the webhook usually comes first). */
export const reconcileAfterMs = 5_000;
/** A payment recorded as refused is asked about again at most this often, for RECONCILE_WINDOW_DAYS. */
export const refusedRecheckMs = 60 * 60 * 1000;
const batchSize = 20;
const dayMs = 24 * 60 * 60 * 1000;

/** Drift the pass repaired: what we had recorded differed from what the gateway has. */
export const DRIFT_KINDS = ['missed-final', 'late-approval', 'mismatch'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export interface Reconciliation {
  /**
   * One pass: asks the gateway about the payments due (pending too long, with an event kept unverified,
   * or refused within the window) and applies the answers; then closes the requests whose lifetime ended.
   */
  runOnce(): Promise<{ checked: number; outcomes: string[]; drift: DriftKind[]; closed: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reconciliation: Reconciliation;
  }
}

/** What an answer applied to a payment in this state tells of our records. */
function driftOf(before: Payment, outcome: ApplyOutcome | 'unavailable'): DriftKind | undefined {
  if (outcome === 'mismatch') return 'mismatch';
  const ended = outcome === 'issued' || outcome === 'refund-pending' || outcome === 'final';
  if (before.status === 'PENDIENTE' && ended) return 'missed-final';
  if (before.status !== 'PENDIENTE' && (outcome === 'issued' || outcome === 'refund-pending')) return 'late-approval';
  return undefined;
}

/**
 * Every RECONCILE_INTERVAL_SECONDS the gateway is asked about the payments whose record may differ from
 * its own, and the answer applied through the same path as the events (gateway-news.ts): a lost webhook,
 * an event kept while the gateway was down, and a late approval of a payment recorded as refused all end
 * in a policy or a refund. Drift found is counted (`soat_payment_drift_total`, alerted on). Rows are
 * claimed with FOR UPDATE SKIP LOCKED and stamped, so several API instances share the work instead of
 * repeating it; closing an expired request is one conditional UPDATE.
 */
async function reconciliationPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const reconciliation: Reconciliation = {
    async runOnce() {
      const { reconcileWindowDays } = app.config.payments;
      const now = app.clock.now();
      const due = await app.purchaseRepository.claimForReconciliation({
        minAgeMs: reconcileAfterMs,
        refusedRecheckMs,
        windowStart: new Date(now.getTime() - reconcileWindowDays * dayMs),
        limit: batchSize,
      });
      const outcomes: string[] = [];
      const drift: DriftKind[] = [];
      for (const payment of due) {
        const outcome = await app.paymentService.refresh(payment);
        outcomes.push(outcome);
        const kind = driftOf(payment, outcome);
        if (kind) {
          drift.push(kind);
          app.metrics.paymentDrift.inc({ kind });
          app.log.warn(
            { event: 'payment-drift', kind, paymentId: payment.id, recorded: payment.status, outcome },
            'the gateway had this payment otherwise than we recorded: repaired',
          );
        }
      }
      if (due.length > 0) app.log.info({ event: 'reconciliation', checked: due.length, outcomes }, 'payments checked');
      const closed = await app.purchaseRepository.closeExpired({
        now: app.clock.now(),
        graceMs: reconcileWindowDays * dayMs,
      });
      if (closed.length > 0)
        app.log.info({ event: 'requests-expired', closed: closed.length }, 'expired requests closed');
      return { checked: due.length, outcomes, drift, closed: closed.length };
    },
  };

  const tick = () => {
    if (running) return; // the previous pass is still asking the gateway
    running = true;
    // a background task: closing the app waits for it before the database goes
    app.backgroundTasks.run('reconciliation', async () => {
      try {
        await reconciliation.runOnce();
      } finally {
        running = false;
      }
    });
  };

  app.addHook('onReady', async () => {
    // a web instance beside a worker (API_JOBS=false, ADR 027): the worker reconciles
    if (!app.config.jobs) return;
    timer = setInterval(tick, app.config.payments.reconcileIntervalSeconds * 1000);
    // the job alone never keeps the process alive
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
  app.decorate('reconciliation', reconciliation);
}

export default fp(reconciliationPlugin, {
  name: 'reconciliation',
  dependencies: ['purchase-repository', 'payment-service', 'background-tasks', 'metrics'],
});
