import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Payment, PaymentStatus, Policy, PurchaseRequest } from '../../../db/schema.js';
import { callerOfRequest } from '../../../domain/policy-cover.js';
import { HttpError } from '../../../lib/http-error.js';
import { applyGatewayStatus } from '../../../repositories/apply-gateway-status.js';
import type { GatewayTransaction } from './payment-gateway.js';
import {
  alreadyPaidMessage,
  idempotencyKeyReusedMessage,
  paymentInFlightMessage,
  paymentMessages,
  paymentPendingMessage,
  periodTakenByAnotherMessage,
  periodTakenMessage,
  statusFromGateway,
} from '../../../domain/payment-messages.js';

export type PaymentMethod = 'TARJETA' | 'PSE';

export interface PaymentRequest {
  metodo: PaymentMethod;
  pse?: { codigoBanco: string; tipoPersona: 'natural' | 'juridica' } | undefined;
}

export interface PaymentAnswer {
  idPago: string;
  estado: PaymentStatus;
  urlPasarela: string | null;
}

/** What applying a gateway status did (for logs and tests). */
export type ApplyOutcome =
  | 'issued'
  | 'refund-pending'
  | 'final'
  | 'still-pending'
  | 'already-final'
  | 'unknown-transaction'
  | 'amount-mismatch'
  | 'duplicate-event';

export interface PaymentService {
  /**
   * POST /solicitudes/{id}/pagos: one attempt per Idempotency-Key (see the route); 409 for a request
   * paid, with a payment pending or in flight, or whose period the plate's policies now cover; 422 for
   * a key used with another method or bank.
   */
  createPayment(request: PurchaseRequest, idempotencyKey: string, body: PaymentRequest): Promise<PaymentAnswer>;
  /**
   * Applies a transaction's status as the gateway reports it (event, reconciliation or read),
   * in one database transaction: only PENDIENTE → final; APPROVED issues the policy there too.
   * `event` records a signed event, de-duplicated by (transaction id, status).
   */
  apply(
    transaction: GatewayTransaction,
    event?: { payload: unknown; checksum: string },
  ): Promise<{ outcome: ApplyOutcome; policy?: Policy }>;
  /** Asks the gateway about a pending payment and applies the answer (failures are logged, not thrown). */
  refresh(payment: Payment, log?: FastifyBaseLogger): Promise<ApplyOutcome | 'unavailable'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentService: PaymentService;
  }
}

/** Where the gateway sends the customer back: the portal's result page of the request. */
export const paymentResultUrl = (portalUrl: string, requestId: string) =>
  `${portalUrl}/cotizar-soat/pagos/respuesta-pago-soat/${requestId}`;

const answerOf = (payment: Payment): PaymentAnswer => ({
  idPago: payment.id,
  estado: payment.status,
  urlPasarela: payment.checkoutUrl,
});

/** Whether a payment was created for this choice of method and bank. */
const sameChoice = (payment: Payment, body: PaymentRequest) =>
  payment.method === body.metodo &&
  payment.pseBankCode === (body.pse?.codigoBanco ?? null) &&
  payment.psePersonType === (body.pse?.tipoPersona ?? null);

/**
 * A key seen before, as payment APIs answer it: the same complete answer once the first call has one,
 * 409 while it is still being created (never an answer without its checkout), 422 for other data.
 */
function replay(payment: Payment, body: PaymentRequest): PaymentAnswer {
  if (!sameChoice(payment, body)) throw new HttpError(422, idempotencyKeyReusedMessage);
  if (payment.status === 'PENDIENTE' && !payment.checkoutUrl) throw new HttpError(409, paymentInFlightMessage);
  return answerOf(payment);
}

async function paymentServicePlugin(app: FastifyInstance) {
  const { db, purchaseRepository: repository, paymentGateway: gateway, policyService } = app;

  const service: PaymentService = {
    async createPayment(request, idempotencyKey, body) {
      const existing = await repository.findPaymentByKey(request.id, idempotencyKey);
      if (existing) return replay(existing, body);
      if (request.status !== 'pendiente-pago') throw new HttpError(409, alreadyPaidMessage);
      // the plate got a policy for part of this period meanwhile: refused before the card, not refunded after
      const taken = await app.policyQueries.periodTaken(
        request.plate,
        request.startsOn,
        request.endsOn,
        callerOfRequest(request),
      );
      if (taken) {
        const { polizaVigenteHasta: until, nuevoInicioVigencia: nextStart } = taken;
        throw new HttpError(
          409,
          until && nextStart
            ? periodTakenMessage(request.plate, until, nextStart)
            : periodTakenByAnotherMessage(request.plate),
        );
      }

      // a payment still pending: maybe the gateway has finished it meanwhile
      const pending = await repository.findPendingPayment(request.id);
      if (pending) {
        if (pending.transactionId) await service.refresh(pending);
        const after = await repository.findRecord(request.id);
        if (after?.request.status !== 'pendiente-pago') throw new HttpError(409, alreadyPaidMessage);
        if (after.payment?.status === 'PENDIENTE') throw new HttpError(409, paymentPendingMessage);
      }

      const created = await repository.insertPayment({
        purchaseRequestId: request.id,
        idempotencyKey,
        reference: `SOAT-${randomUUID()}`,
        method: body.metodo,
        pseBankCode: body.pse?.codigoBanco ?? null,
        psePersonType: body.pse?.tipoPersona ?? null,
        amountInCents: request.total * 100,
        message: paymentMessages.PENDIENTE,
      });
      if (created === 'duplicate') {
        // the same key sent twice at once, or another attempt started meanwhile
        const twin = await repository.findPaymentByKey(request.id, idempotencyKey);
        if (twin) return replay(twin, body);
        throw new HttpError(409, paymentPendingMessage);
      }

      try {
        const transaction = await gateway.createTransaction({
          reference: created.reference,
          amountInCents: created.amountInCents,
          customerEmail: request.holderEmail,
          customerFullName: `${request.holderFirstNames} ${request.holderLastNames}`,
          method: body.metodo === 'PSE' ? 'PSE' : 'CARD',
          pse: body.pse
            ? { bankCode: body.pse.codigoBanco, userType: body.pse.tipoPersona === 'juridica' ? 1 : 0 }
            : undefined,
          redirectUrl: paymentResultUrl(app.config.portalUrl, request.id),
          description: `SOAT placa ${request.plate}`,
        });
        const updated = await repository.updatePayment(created.id, {
          transactionId: transaction.id,
          checkoutUrl: transaction.checkoutUrl,
          gatewayStatus: transaction.status,
        });
        app.log.info(
          { event: 'payment-created', paymentId: created.id, transactionId: transaction.id, method: body.metodo },
          'payment created at the gateway',
        );
        // a gateway that answers a final status at once (none does today) is applied like any other
        if (transaction.status !== 'PENDING') {
          await service.apply({
            id: transaction.id,
            reference: created.reference,
            status: transaction.status,
            statusMessage: null,
            amountInCents: created.amountInCents,
            paymentMethodType: null,
          });
          const final = await repository.findPaymentById(created.id);
          return answerOf(final ?? updated ?? created);
        }
        return answerOf(updated ?? created);
      } catch (error) {
        // the attempt failed before the customer saw the gateway: recorded as such, never left pending
        await repository.updatePayment(created.id, {
          status: 'ERROR',
          message: paymentMessages.ERROR,
          finalizedAt: new Date(),
        });
        app.metrics.payments.inc({ method: created.method, outcome: 'ERROR' });
        app.log.error(
          { err: error, event: 'payment-create-failed', paymentId: created.id },
          'gateway refused the payment',
        );
        throw error;
      }
    },

    async apply(transaction, event) {
      const result = await applyGatewayStatus(db, policyService, transaction, event);
      if (result.payment && ['final', 'issued', 'refund-pending'].includes(result.outcome)) {
        app.metrics.payments.inc({ method: result.payment.method, outcome: statusFromGateway[transaction.status] });
      }
      if (result.outcome === 'issued') app.metrics.policiesIssued.inc();

      const context = { transactionId: transaction.id, gatewayStatus: transaction.status, outcome: result.outcome };
      if (result.outcome === 'issued' && result.issued) {
        const { policy } = result.issued;
        app.log.info({ event: 'policy-issued', ...context, policy: policy.number }, 'policy issued');
        // committed: this instance's quotes for the plate see the new policy from now on
        app.policyQueries.policyIssued(policy.plate);
        // its email job and its RUNT report were written with it: sent now from here, or by another instance if this one stops
        app.emailJobs.kick();
        app.runtReports.kick();
        return { outcome: result.outcome, policy };
      }
      if (result.outcome === 'refund-pending') {
        app.log.error(
          { event: 'payment-refund-pending', ...context, paymentId: result.payment?.id, requestId: result.request?.id },
          'approved payment without a policy: the plate already holds one for the period; refund it',
        );
        // its refund was opened with it: worked now from here, or by another instance if this one stops
        app.refunds.kick();
      } else if (result.outcome === 'amount-mismatch') {
        // correctly signed news of a wrong amount: the gateway's keys or the payment were tampered with
        app.log.error(
          {
            event: 'payment-amount-mismatch',
            security: true,
            ...context,
            paymentId: result.payment?.id,
            expectedCents: result.payment?.amountInCents,
            receivedCents: transaction.amountInCents,
            signedEvent: event !== undefined,
          },
          'signed gateway news with a wrong amount refused, not recorded',
        );
      } else if (result.outcome === 'unknown-transaction') {
        app.log.warn({ event: 'payment-unknown-transaction', ...context }, 'gateway status for an unknown transaction');
      } else {
        app.log.info({ event: 'payment-status', ...context }, 'gateway status applied');
      }
      return { outcome: result.outcome };
    },

    async refresh(payment, log = app.log) {
      if (!payment.transactionId) return 'unknown-transaction';
      try {
        const transaction = await gateway.getTransaction(payment.transactionId);
        if (!transaction) {
          log.warn({ event: 'payment-unknown-at-gateway', paymentId: payment.id }, 'the gateway does not know it');
          return 'unknown-transaction';
        }
        return (await service.apply(transaction)).outcome;
      } catch (error) {
        log.warn({ err: error, event: 'payment-refresh-failed', paymentId: payment.id }, 'gateway not reachable');
        return 'unavailable';
      }
    },
  };

  app.decorate('paymentService', service);
}

export default fp(paymentServicePlugin, {
  name: 'payment-service',
  dependencies: [
    'database',
    'purchase-repository',
    'payment-gateway',
    'policy-service',
    'policy-queries',
    'email-jobs',
    'refund-service',
    'metrics',
  ],
});
