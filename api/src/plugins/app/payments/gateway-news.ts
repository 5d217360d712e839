import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { statusFromGateway } from '../../../domain/payment-messages.js';
import {
  applyGatewayStatus,
  lockStatements,
  paymentCurrency,
  type AppliedStatus,
} from '../../../repositories/apply-gateway-status.js';
import { createPaymentEventsRepository } from '../../../repositories/payment-events-repository.js';
import type { Payment } from '../../../db/schema.js';
import type { GatewayTransaction } from './payment-gateway.js';

/** What applying news of a transaction did (for logs, metrics and tests). */
export type ApplyOutcome =
  | AppliedStatus['outcome']
  | 'duplicate-event'
  /** The event was kept: the gateway could not be asked; the reconciliation pass asks it later. */
  | 'kept-unverified'
  /** The gateway does not know the event's transaction. */
  | 'unknown-at-gateway';

/**
 * The payments metric's outcome: the status, except that a payment with a deadline of its own (a Nequi push,
 * a cash reference) that ended in ERROR once that deadline had passed is VENCIDO. Most cash references are
 * never paid, and many pushes never answered: counted as ERROR they would raise the alert on failing payments.
 */
export function metricOutcome(payment: Payment, transaction: GatewayTransaction, now: Date): string {
  const status = statusFromGateway[transaction.status];
  return status === 'ERROR' && payment.expiresAt !== null && now >= payment.expiresAt ? 'VENCIDO' : status;
}

/**
 * News of a transaction (ADR 010, issue 41). Whatever brings it (a signed event, the reconciliation pass,
 * a read of the request), the API acts only on what the gateway itself answers to GET /transactions/{id},
 * checked against our payment (reference, amount, currency): a signed event is a reason to ask, never the
 * answer. The sandbox's events secret is public, and a real one can leak; the gateway's own answer cannot
 * be forged without its TLS. Events are kept before asking, so an outage of the gateway loses none.
 */
export function createGatewayNews(app: FastifyInstance) {
  const events = createPaymentEventsRepository(app.db);
  const locks = lockStatements(app.db);

  /** Applies the gateway's answer; logs, metrics and the jobs to kick after the commit. */
  async function apply(transaction: GatewayTransaction, log: FastifyBaseLogger = app.log): Promise<AppliedStatus> {
    const result = await applyGatewayStatus(app.db, app.policyService, locks, transaction, app.clock.today());
    const context = { transactionId: transaction.id, gatewayStatus: transaction.status, outcome: result.outcome };
    if (result.outcome === 'unknown-transaction') {
      log.warn({ event: 'payment-unknown-transaction', ...context }, 'gateway status for an unknown transaction');
      return result;
    }
    if (result.outcome === 'mismatch') {
      // the gateway's own answer does not describe our payment: a tampered answer or a mix-up of accounts
      log.error(
        {
          event: 'payment-gateway-mismatch',
          security: true,
          ...context,
          paymentId: result.payment.id,
          mismatch: result.mismatch,
          expected: {
            reference: result.payment.reference,
            cents: result.payment.amountInCents,
            currency: paymentCurrency,
          },
          received: {
            reference: transaction.reference,
            cents: transaction.amountInCents,
            currency: transaction.currency,
          },
        },
        'the gateway answered a transaction that is not our payment: not acted on',
      );
      return result;
    }
    if (['final', 'issued', 'refund-pending'].includes(result.outcome)) {
      app.metrics.payments.inc({
        method: result.payment.method,
        outcome: metricOutcome(result.payment, transaction, app.clock.now()),
      });
    }
    if ((result.outcome === 'issued' || result.outcome === 'refund-pending') && result.late) {
      log.warn(
        { event: 'payment-late-approval', ...context, paymentId: result.payment.id },
        'the gateway approved a payment recorded as refused: the gateway wins',
      );
    }
    if (result.outcome === 'issued') {
      const { policy } = result.issued;
      app.metrics.policiesIssued.inc();
      log.info({ event: 'policy-issued', ...context, policy: policy.number }, 'policy issued');
      // committed: this instance's quotes for the plate see the new policy from now on
      app.policyQueries.policyIssued(policy.plate);
      // its email job, its RUNT report and its invoice were written with it: sent now from here, or by
      // another instance
      app.emailJobs.kick();
      app.runtReports.kick();
      app.invoices.kick();
    } else if (result.outcome === 'refund-pending') {
      log.error(
        { event: 'payment-refund-pending', ...context, reason: result.reason, paymentId: result.payment.id },
        'approved payment without a policy: refund it',
      );
      // its refund was opened with it: worked now from here, or by another instance if this one stops
      app.refunds.kick();
    } else {
      log.info({ event: 'payment-status', ...context }, 'gateway status applied');
    }
    return result;
  }

  /**
   * Asks the gateway about a transaction and applies its answer; settles the events kept for it. Answers
   * 'unavailable' when the gateway cannot be asked (nothing changes, the caller tries again later).
   */
  async function check(transactionId: string, log: FastifyBaseLogger = app.log) {
    let transaction: GatewayTransaction | null;
    try {
      transaction = await app.paymentGateway.getTransaction(transactionId);
    } catch (error) {
      log.warn({ err: error, event: 'payment-refresh-failed', transactionId }, 'gateway not reachable');
      return 'unavailable' as const;
    }
    if (!transaction) {
      const dropped = await events.dropUnverified(transactionId);
      log.warn({ event: 'payment-unknown-at-gateway', transactionId, dropped }, 'the gateway does not know it');
      return { outcome: 'unknown-at-gateway' as const };
    }
    const result = await apply(transaction, log);
    if (result.outcome !== 'unknown-transaction' && result.outcome !== 'mismatch') {
      const dropped = await events.settle(transactionId, transaction.status);
      if (dropped > 0) {
        log.warn(
          { event: 'payment-event-unconfirmed', transactionId, gatewayStatus: transaction.status, dropped },
          'signed events the gateway does not confirm: not acted on',
        );
      }
    }
    return result;
  }

  /**
   * A signed event (its checksum checked by the adapter): kept, then the gateway is asked and its answer
   * applied. An event whose own amount or currency is not our payment's is refused before it is kept (so
   * the genuine event of that transaction and status still counts), and logged as a security event.
   */
  async function onEvent(
    said: GatewayTransaction,
    received: { payload: unknown; checksum: string },
    log: FastifyBaseLogger,
  ): Promise<ApplyOutcome> {
    // the payment found and the event kept in one statement (ADR 027), unless its amount or currency is wrong
    const currencyAccepted = said.currency === null || said.currency === paymentCurrency;
    const found = await events.keep({
      transactionId: said.id,
      status: said.status,
      amountInCents: said.amountInCents,
      currencyAccepted,
      payload: received.payload,
      checksum: received.checksum,
    });
    if (!found.payment) {
      log.warn({ event: 'payment-unknown-transaction', transactionId: said.id }, 'event of an unknown transaction');
      return 'unknown-transaction';
    }
    const { payment, kept } = found;
    const wrong = [
      ...(said.amountInCents !== payment.amountInCents ? ['amount'] : []),
      ...(currencyAccepted ? [] : ['currency']),
    ];
    if (wrong.length > 0) {
      log.error(
        {
          event: 'payment-amount-mismatch',
          security: true,
          transactionId: said.id,
          paymentId: payment.id,
          mismatch: wrong,
          expectedCents: payment.amountInCents,
          receivedCents: said.amountInCents,
          receivedCurrency: said.currency,
          signedEvent: true,
        },
        'signed gateway event with a wrong amount or currency refused, not recorded',
      );
      return 'mismatch';
    }
    if (kept === 'verified') return 'duplicate-event';
    const checked = await check(said.id, log);
    if (checked === 'unavailable') {
      log.warn(
        { event: 'payment-event-kept', transactionId: said.id, status: said.status },
        'the gateway could not be asked: event kept unverified, checked by the reconciliation pass',
      );
      return 'kept-unverified';
    }
    return checked.outcome;
  }

  return { apply, check, onEvent };
}

export type GatewayNews = ReturnType<typeof createGatewayNews>;
