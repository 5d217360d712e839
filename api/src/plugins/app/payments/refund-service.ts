import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { refunds, type Payment, type PurchaseRequest, type Refund } from '../../../db/schema.js';
import { refundEmail } from '../../../emails/refund-email.js';
import { createLeasedQueue, runLeasedQueue } from '../../../lib/leased-queue.js';
import { paymentResultUrl, type PaymentMethod } from './payment-service.js';
import { createRefundRepository, type RefundEnd, type RefundRecord } from '../../../repositories/refund-repository.js';
import type { RefundSituation } from '../../../domain/refund-messages.js';
import type { RecordAudit } from '../../../repositories/operator-audit.js';

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
  /** `audit` writes the operator's action in the same transaction (ADR 044). */
  resolveTask(
    taskId: string,
    resolution: string,
    audit?: RecordAudit<RefundRecord>,
  ): Promise<RefundRecord | 'not-found' | 'resolved-before'>;
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

/** Why a refund is left to a person (the operator task's reason). */
export const manualRefundReasons = {
  pse: 'Pago por PSE: la pasarela no devuelve pagos PSE. Confirma con el cliente la cuenta a nombre del tomador y consígnale el valor.',
  bancolombia:
    'Pago por Botón Bancolombia: la pasarela no devuelve estos pagos. Confirma con el cliente la cuenta a nombre del tomador y consígnale el valor.',
  nequi: (mobile: string) =>
    `Pago por Nequi: la pasarela no devuelve pagos Nequi. Envía el valor a la cuenta Nequi del celular ${mobile}.`,
  daviplata: (documentType: string, documentNumber: string) =>
    `Pago por DaviPlata: la pasarela no devuelve pagos DaviPlata. Envía el valor a la cuenta DaviPlata del documento ${documentType} ${documentNumber} (la de su celular).`,
  cash: (holder: string, reference: string) =>
    `Pago en efectivo en un corresponsal (referencia ${reference}): no hay a dónde devolverlo. Le pedimos por correo al cliente una cuenta bancaria a nombre del tomador, ${holder}: consígnale el valor en ella.`,
  gateway: (attempts: number, error: string) =>
    `La pasarela no confirmó la anulación de la tarjeta tras ${attempts} intentos (último error: ${error}). Devuelve el valor por el panel de la pasarela o por consignación.`,
};

/** The operator task's reason for a payment the gateway cannot return, by its method (ADR 037). */
export function manualReason(payment: Payment, request: PurchaseRequest): string {
  switch (payment.method) {
    case 'NEQUI':
      return manualRefundReasons.nequi(payment.mobile ?? request.holderMobile);
    case 'DAVIPLATA':
      return manualRefundReasons.daviplata(
        payment.walletDocumentType ?? request.holderDocumentType,
        payment.walletDocumentNumber ?? request.holderDocumentNumber,
      );
    case 'EFECTIVO':
      return manualRefundReasons.cash(
        `${request.holderFirstNames} ${request.holderLastNames}`,
        payment.paymentReference ?? payment.reference,
      );
    case 'BANCOLOMBIA':
      return manualRefundReasons.bancolombia;
    default:
      return manualRefundReasons.pse;
  }
}

/**
 * Refunds (ADR 010, "Refunds"): an approved payment that bought no policy is refunded by a job. A card
 * payment is voided at the gateway (asked first, so a transaction voided already is never voided again)
 * and the job tries again until the gateway confirms it; after `maxRefundAttempts`, or at once for a
 * payment the gateway cannot return (PSE), the job opens an operator task. Refunds are a leased queue
 * (lib/leased-queue.ts), and each ends with one conditional update that also writes the customer's
 * email job, so several instances never refund or email twice.
 */
async function refundServicePlugin(app: FastifyInstance) {
  const queue = createLeasedQueue(app.db, {
    name: 'refund',
    table: refunds,
    pending: eq(refunds.status, 'pendiente'),
    leaseMs: refundLeaseMs,
    maxAttempts: maxRefundAttempts,
    // the first wait is the interval, doubling each time
    firstRetryMs: (app.config.refundFirstRetrySeconds ?? app.config.refundJobsIntervalSeconds) * 1000,
  });
  // the money is back: a sale that was invoiced gets its credit note (ADR 041)
  const repository = createRefundRepository(app.db, app.emailJobs, queue, (tx, record) =>
    app.invoices.enqueueCreditNote(tx, record.payment.id, record.refund.id),
  );
  const gateway = app.paymentGateway;

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
    app.invoices.kick();
    return end.status;
  }

  async function record(refund: Refund): Promise<RefundRecord> {
    const found = await repository.find(refund.id);
    if (!found) throw new Error(`refund ${refund.id} without its payment`);
    return found;
  }

  /** A card is voided at the gateway (a throw is a failed try); any other payment is left to an operator. */
  async function work(refund: Refund): Promise<RefundOutcome> {
    const found = await record(refund);
    const { payment, request } = found;
    if (payment.method !== 'TARJETA' || !payment.transactionId) {
      return finish(found, { status: 'en-gestion', reason: manualReason(payment, request) });
    }
    await voidAtGateway(payment.transactionId);
    return finish(found, { status: 'reembolsado' });
  }

  const runner = runLeasedQueue(app, queue, {
    intervalSeconds: () => app.config.refundJobsIntervalSeconds,
    work,
    giveUp: async (refund, error) =>
      finish(await record(refund), {
        status: 'en-gestion',
        reason: manualRefundReasons.gateway(refund.attempts, error.slice(0, 300)),
      }),
  });

  const service: RefundService = {
    kick: () => runner.kick(),
    runOnce: () => runner.runOnce(),
    tasks: (options) => repository.tasks(options),
    async resolveTask(taskId, resolution, audit) {
      const resolved = await repository.resolveTask(taskId, resolution, audit);
      if (typeof resolved !== 'string') {
        app.metrics.refunds.inc({ outcome: 'reembolsado' });
        app.log.info({ event: 'refund', refundId: resolved.refund.id, taskId, outcome: 'reembolsado' }, 'task closed');
        app.emailJobs.kick();
        app.invoices.kick();
      }
      return resolved;
    },
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
        method: payment.method as PaymentMethod,
        holderName: `${request.holderFirstNames} ${request.holderLastNames}`,
        mobile: payment.mobile,
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
  dependencies: ['database', 'payment-gateway', 'email-jobs', 'mailer', 'background-tasks', 'metrics', 'invoices'],
});
