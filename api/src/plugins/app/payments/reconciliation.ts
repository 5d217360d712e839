import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A payment pending for longer than this is asked about (the webhook usually comes first). */
export const reconcileAfterMs = 5_000;
const batchSize = 20;

export interface Reconciliation {
  /** One pass: asks the gateway about the payments pending too long and applies the answers. */
  runOnce(): Promise<{ checked: number; outcomes: string[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reconciliation: Reconciliation;
  }
}

/**
 * Every RECONCILE_INTERVAL_SECONDS, payments still PENDIENTE after a few seconds are checked with
 * the gateway and the answer applied through the same path as the events (payment service), so a
 * lost webhook never leaves a customer without their policy. Rows are claimed with FOR UPDATE SKIP
 * LOCKED and stamped, so several API instances share the work instead of repeating it.
 */
async function reconciliationPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const reconciliation: Reconciliation = {
    async runOnce() {
      const due = await app.purchaseRepository.claimStalePending({ minAgeMs: reconcileAfterMs, limit: batchSize });
      const outcomes: string[] = [];
      for (const payment of due) outcomes.push(await app.paymentService.refresh(payment));
      if (due.length > 0)
        app.log.info({ event: 'reconciliation', checked: due.length, outcomes }, 'pending payments checked');
      return { checked: due.length, outcomes };
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
    timer = setInterval(tick, app.config.payments.reconcileIntervalSeconds * 1000);
    // the job alone never keeps the process alive
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
  app.decorate('reconciliation', reconciliation);
}

export default fp(reconciliationPlugin, {
  name: 'reconciliation',
  dependencies: ['purchase-repository', 'payment-service', 'background-tasks'],
});
