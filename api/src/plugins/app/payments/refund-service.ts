import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Refund } from '../../../db/schema.js';
import { refundEmail } from '../../../emails/refund-email.js';
import { backoffMs, createJobRunner } from '../../../lib/job-runner.js';
import { paymentResultUrl } from './payment-service.js';
import { createRefundRepository, type RefundEnd, type RefundRecord } from '../../../repositories/refund-repository.js';
import type { RefundSituation } from '../../../domain/refund-messages.js';

/** How a pass left a refund it claimed. */
export type RefundOutcome = 'reembolsado' | 'en-gestion' | 'retry' | 'finished-elsewhere';

export interface RefundService {
  /** Works the refunds due now from this instance, in the background (call after the commit that opened one). */
  kick(): void;
  /** One pass: claims the refunds due and works each one. */
  runOnce(): Promise<RefundOutcome[]>;
  /** Operator tasks with their refund, payment and request (`open`: only those not resolved). */
  tasks(options: { open: boolean }): Promise<RefundRecord[]>;
  /** Closes an operator task: the money was transferred. */
  resolveTask(taskId: string, resolution: string): Promise<RefundRecord | 'not-found' | 'resolved-before'>;
  /** The refunds of a holder's purchases of a plate (the consult). */
  forPlateAndHolder(plate: string, documentType: string, documentNumber: string): Promise<RefundRecord[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundService;
  }
}

/** How long a claimed refund is left to its instance: more than two gateway calls (10 s each at most) take. */
export const refundLeaseMs = 2 * 60_000;
/**
 * Tries of a card refund before an operator takes it: with the default 30 s interval, the waits
 * (30 s, 1, 2, 4, 8, 16, 32 min, then hourly) add up to about three hours of the gateway not confirming.
 */
export const maxRefundAttempts = 10;
const batchSize = 20;

/** Why a refund is left to a person (the operator task's reason). */
export const manualRefundReasons = {
  pse: 'Pago por PSE: la pasarela no devuelve pagos PSE. Confirma con el cliente la cuenta a nombre del tomador y consígnale el valor.',
  gateway: (attempts: number, error: string) =>
    `La pasarela no confirmó la anulación de la tarjeta tras ${attempts} intentos (último error: ${error}). Devuelve el valor por el panel de la pasarela o por consignación.`,
};

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 300);

/**
 * Refunds (ADR 010, "Refunds"): an approved payment that bought no policy is refunded by a job. A card
 * payment is voided at the gateway (asked first, so a transaction voided already is never voided again)
 * and the job tries again until the gateway confirms it; after `maxRefundAttempts`, or at once for a
 * payment the gateway cannot return (PSE), the job opens an operator task. Rows are claimed with FOR
 * UPDATE SKIP LOCKED and leased, and each refund ends with one conditional update that also writes the
 * customer's email job, so several instances never refund or email twice.
 */
async function refundServicePlugin(app: FastifyInstance) {
  const repository = createRefundRepository(app.db, app.emailJobs);
  const gateway = app.paymentGateway;
  const runner = createJobRunner(app, {
    name: 'refund-jobs',
    intervalSeconds: () => app.config.refundJobsIntervalSeconds,
    runOnce: () => service.runOnce(),
  });

  /** Resolves once the gateway says the transaction is VOIDED; throws otherwise (tried again later). */
  async function voidAtGateway(transactionId: string) {
    let transaction = await gateway.getTransaction(transactionId);
    if (!transaction) throw new Error('la pasarela no conoce la transacción');
    if (transaction.status === 'APPROVED') transaction = await gateway.voidTransaction(transactionId);
    if (transaction.status !== 'VOIDED') throw new Error(`la transacción está ${transaction.status}, no VOIDED`);
  }

  async function finish(record: RefundRecord, end: RefundEnd): Promise<RefundOutcome> {
    const context = { event: 'refund', refundId: record.refund.id, paymentId: record.payment.id };
    if (!(await repository.finish(record, end))) {
      app.log.info({ ...context, outcome: 'finished-elsewhere' }, 'refund already finished by another instance');
      return 'finished-elsewhere';
    }
    app.metrics.refunds.inc({ outcome: end.status });
    if (end.status === 'reembolsado') app.log.info({ ...context, outcome: end.status }, 'card payment voided');
    // a person must act: an error, so that it is seen
    else app.log.error({ ...context, outcome: end.status, reason: end.reason }, 'refund left to an operator');
    // the customer's email job was written with it
    app.emailJobs.kick();
    return end.status;
  }

  async function work(refund: Refund): Promise<RefundOutcome> {
    const record = await repository.find(refund.id);
    if (!record) throw new Error(`refund ${refund.id} without its payment`);
    const { payment } = record;
    if (payment.method !== 'TARJETA' || !payment.transactionId) {
      return finish(record, { status: 'en-gestion', reason: manualRefundReasons.pse });
    }
    try {
      await voidAtGateway(payment.transactionId);
    } catch (error) {
      if (refund.attempts >= maxRefundAttempts) {
        return finish(record, {
          status: 'en-gestion',
          reason: manualRefundReasons.gateway(refund.attempts, errorText(error)),
        });
      }
      // the first wait is the interval, doubling each time
      const retryInMs = backoffMs(app.config.refundJobsIntervalSeconds * 1000, refund.attempts);
      await repository.markFailed(refund.id, errorText(error), retryInMs);
      app.log.warn(
        { err: error, event: 'refund', refundId: refund.id, attempt: refund.attempts, retryInMs },
        'the gateway did not void the payment: tried again later',
      );
      return 'retry';
    }
    return finish(record, { status: 'reembolsado' });
  }

  const service: RefundService = {
    kick: () => runner.kick(),
    async runOnce() {
      const due = await repository.claimDue({ leaseMs: refundLeaseMs, limit: batchSize });
      const outcomes: RefundOutcome[] = [];
      for (const refund of due) {
        try {
          outcomes.push(await work(refund));
        } catch (err) {
          // the database failed: the lease runs out and the refund is taken again
          app.log.error({ err, event: 'refund', refundId: refund.id }, 'refund not worked');
          outcomes.push('retry');
        }
      }
      return outcomes;
    },
    tasks: (options) => repository.tasks(options),
    async resolveTask(taskId, resolution) {
      const resolved = await repository.resolveTask(taskId, resolution);
      if (typeof resolved !== 'string') {
        app.metrics.refunds.inc({ outcome: 'reembolsado' });
        app.log.info({ event: 'refund', refundId: resolved.refund.id, taskId, outcome: 'reembolsado' }, 'task closed');
        app.emailJobs.kick();
      }
      return resolved;
    },
    forPlateAndHolder: (plate, documentType, documentNumber) =>
      repository.forPlateAndHolder(plate, documentType, documentNumber),
  };

  app.emailJobs.handle('reembolso', async ({ refundId = '', situation }) => {
    const record = await repository.find(refundId);
    if (!record) throw new Error(`no refund ${refundId}`);
    const { request, payment } = record;
    await app.mailer.send(
      refundEmail({
        to: request.holderEmail,
        name: request.holderFirstNames,
        situation: situation as RefundSituation,
        amount: payment.amountInCents / 100,
        method: payment.method as 'TARJETA' | 'PSE',
        plate: request.plate,
        start: request.startsOn,
        end: request.endsOn,
        purchaseUrl: paymentResultUrl(app.config.portalUrl, request.id),
        paidTwice: request.status === 'emitida',
        reason: record.refund.reason,
      }),
    );
  });
  app.decorate('refunds', service);
}

export default fp(refundServicePlugin, {
  name: 'refund-service',
  dependencies: ['database', 'payment-gateway', 'email-jobs', 'mailer', 'background-tasks', 'metrics'],
});
