import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Waits before each retry: Wompi retries for a day; the sandbox only briefly, so tests and closing stay quick. */
export const defaultRetryDelaysMs = [250, 1000, 4000];

/**
 * Posts an event to SANDBOX_EVENTS_URL in the background (the browser is redirected meanwhile), with
 * the `X-Event-Checksum` header, until the receiver answers 200, the retries run out or `stop` is
 * aborted (the API is closing: its close waits for background tasks, not for a day of retries).
 */
export function deliverEvent(
  app: FastifyInstance,
  event: { signature: { checksum: string }; data: { transaction: { id: string } } },
  stop: AbortSignal,
  retryDelaysMs: readonly number[] = defaultRetryDelaysMs,
) {
  const body = JSON.stringify(event);
  const transactionId = event.data.transaction.id;
  app.backgroundTasks.run('sandbox-gateway-event', async () => {
    const url = app.config.payments.sandboxEventsUrl;
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) {
        const waited = await sleep(retryDelaysMs[attempt - 1], true, { signal: stop }).catch(() => false);
        if (!waited) {
          app.log.warn({ transactionId, attempt }, 'sandbox gateway: event retries stopped, the API is closing');
          return;
        }
      }
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-event-checksum': event.signature.checksum },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        if (response.status === 200) return;
        app.log.warn({ transactionId, attempt, status: response.status }, 'sandbox gateway: event refused');
      } catch (err) {
        app.log.warn({ transactionId, attempt, err }, 'sandbox gateway: event not delivered');
      }
    }
    app.log.error({ transactionId, url }, 'sandbox gateway: event given up after retries');
  });
}
