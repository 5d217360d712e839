import { randomUUID } from 'node:crypto';
import type { DocumentType } from '@soat/shared/rules/identity-document';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Payment, PaymentStatus, PurchaseRequest } from '../../../db/schema.js';
import { callerOfRequest } from '../../../domain/policy-cover.js';
import { HttpError } from '../../../lib/http-error.js';
import {
  checkoutExpiresAt,
  priceOnPaymentDay,
  requestExpiredMessage,
  requoteMessage,
} from '../../../domain/request-lifetime.js';
import { handleCashVoucherEmails, voucherData } from './cash-voucher.js';
import { createGatewayNews, type ApplyOutcome } from './gateway-news.js';
import { unapprovedPayments } from '../../../repositories/purchase-repository.js';
import type { GatewayMethod, GatewayTransaction } from './payment-gateway.js';
import {
  alreadyPaidMessage,
  idempotencyKeyReusedMessage,
  paymentInFlightMessage,
  paymentMessages,
  paymentPendingMessage,
  type PaymentMethod,
  periodTakenByAnotherMessage,
  periodTakenMessage,
} from '../../../domain/payment-messages.js';

const dayMs = 24 * 60 * 60 * 1000;

export type { PaymentMethod } from '../../../domain/payment-messages.js';

export interface PaymentRequest {
  metodo: PaymentMethod;
  pse?: { codigoBanco: string; tipoPersona: 'natural' | 'juridica' } | undefined;
  /** NEQUI: the account's mobile, 10 digits (checked by the route). */
  nequi?: { celular: string } | undefined;
  /** DAVIPLATA: the account holder's document, in its stored form (checked by the route). */
  daviplata?: { tipoDocumento: DocumentType; numeroDocumento: string } | undefined;
}

/** The gateway's (Wompi's) name of each method. */
export const gatewayMethods: Record<PaymentMethod, GatewayMethod> = {
  TARJETA: 'CARD',
  PSE: 'PSE',
  NEQUI: 'NEQUI',
  BANCOLOMBIA: 'BANCOLOMBIA_TRANSFER',
  DAVIPLATA: 'DAVIPLATA',
  EFECTIVO: 'BANCOLOMBIA_COLLECT',
};

/**
 * The deadline of a payment with one of its own (ADR 010, «Medios de pago»): a Nequi push waits
 * NEQUI_PAYMENT_SECONDS, a cash reference CASH_PAYMENT_HOURS; never past the request's own end. Null
 * for the methods paid on the gateway's page at once (their checkout closes with the request).
 */
export function ownDeadline(
  method: PaymentMethod,
  now: Date,
  requestEnd: Date,
  settings: { nequiPaymentSeconds: number; cashPaymentHours: number },
): Date | null {
  const lengthMs =
    method === 'NEQUI'
      ? settings.nequiPaymentSeconds * 1000
      : method === 'EFECTIVO'
        ? settings.cashPaymentHours * 3_600_000
        : null;
  if (lengthMs === null) return null;
  const own = new Date(now.getTime() + lengthMs);
  return own < requestEnd ? own : requestEnd;
}

/** Wompi's `user_legal_id_type` for a document type (a passport is PP there). */
const legalIdType = (type: DocumentType) => (type === 'PA' ? 'PP' : type);

export interface PaymentAnswer {
  idPago: string;
  estado: PaymentStatus;
  urlPasarela: string | null;
}

export type { ApplyOutcome } from './gateway-news.js';

export interface PaymentService {
  /**
   * POST /solicitudes/{id}/pagos: one attempt per Idempotency-Key (see the route); 409 for a request
   * paid, closed, expired, priced under a tariff no longer in force, with a payment pending or in flight,
   * or whose period the plate's policies now cover; 422 for a key used with another method or bank.
   */
  createPayment(
    request: PurchaseRequest,
    idempotencyKey: string,
    body: PaymentRequest,
    /** The request's payments, newest first, when read with it (`findRequestWithPayments`); else read here. */
    ofRequest?: readonly Payment[],
  ): Promise<PaymentAnswer>;
  /**
   * A signed event (checksum checked): kept, the gateway asked about its transaction, and the gateway's
   * answer applied (ADR 010). Never throws for the gateway being down: the event is kept for later.
   */
  onEvent(
    transaction: GatewayTransaction,
    event: { payload: unknown; checksum: string },
    log?: FastifyBaseLogger,
  ): Promise<ApplyOutcome>;
  /** Asks the gateway about a payment and applies the answer (failures are logged, not thrown). */
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
  payment.psePersonType === (body.pse?.tipoPersona ?? null) &&
  payment.mobile === (body.nequi?.celular ?? null) &&
  payment.walletDocumentType === (body.daviplata?.tipoDocumento ?? null) &&
  payment.walletDocumentNumber === (body.daviplata?.numeroDocumento ?? null);

/**
 * A key seen before, as payment APIs answer it: the same complete answer once the first call has one,
 * 409 while it is still being created (never an answer without its checkout), 422 for other data.
 */
function replay(payment: Payment, body: PaymentRequest): PaymentAnswer {
  if (!sameChoice(payment, body)) throw new HttpError(422, idempotencyKeyReusedMessage);
  // Nequi and cash have no page: a transaction id is what tells a created payment
  if (payment.status === 'PENDIENTE' && !payment.transactionId) throw new HttpError(409, paymentInFlightMessage);
  return answerOf(payment);
}

async function paymentServicePlugin(app: FastifyInstance) {
  const { purchaseRepository: repository, paymentGateway: gateway } = app;
  const news = createGatewayNews(app);
  /** A request whose lifetime ended this long ago is closed even with a payment pending at the gateway. */
  const graceMs = () => app.config.payments.reconcileWindowDays * dayMs;

  handleCashVoucherEmails(app, (requestId) => paymentResultUrl(app.config.portalUrl, requestId));

  const service: PaymentService = {
    async createPayment(given, idempotencyKey, body, readWithRequest) {
      // one read of the request's payments answers the key's earlier attempt, the attempts to ask the gateway
      // about and the one pending (ADR 027: a round trip is what a purchase's step costs); the route reads them
      // with the request
      const ofRequest = readWithRequest ?? (await repository.findPaymentsOfRequest(given.id));
      const existing = ofRequest.find((payment) => payment.idempotencyKey === idempotencyKey);
      if (existing) return replay(existing, body);
      // an earlier attempt the gateway approved meanwhile (its news lost, or a refusal we recorded) issues
      // the policy now: never a second charge for it (issue 41)
      const windowStart = new Date(app.clock.now().getTime() - app.config.payments.reconcileWindowDays * dayMs);
      const earlierPayments = unapprovedPayments(ofRequest, windowStart);
      for (const earlier of earlierPayments) await service.refresh(earlier);
      // read again only when asking the gateway may have changed them (the first payment of a request: no)
      const asked = earlierPayments.length > 0;
      const request = asked ? ((await repository.findRecord(given.id))?.request ?? given) : given;
      if (request.status === 'vencida') throw new HttpError(409, requestExpiredMessage(request.expiresAt));
      if (request.status !== 'pendiente-pago') throw new HttpError(409, alreadyPaidMessage);
      // its lifetime ran out: closed (unless a payment is still pending at the gateway), never charged
      if (app.clock.now() >= request.expiresAt) {
        await repository.closeExpired({ now: app.clock.now(), graceMs: graceMs(), requestId: request.id });
        const pending = await repository.findPendingPayment(request.id);
        throw new HttpError(409, pending ? paymentPendingMessage : requestExpiredMessage(request.expiresAt));
      }
      // only at the price in force today, and for cover from today at the earliest
      const price = priceOnPaymentDay(request, app.clock.today());
      if (!price.ok) throw new HttpError(409, requoteMessage);
      // the plate got a policy for part of this period meanwhile: refused before the card, not refunded after
      const taken = await app.policyQueries.periodTaken(
        request.plate,
        price.start,
        price.end,
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
      // a payment still pending at the gateway (asked above): the customer finishes that one
      // (a payment started meanwhile is refused by the one-pending-per-request index at its insert, below)
      const pending = asked
        ? await repository.findPendingPayment(request.id)
        : ofRequest.find((payment) => payment.status === 'PENDIENTE');
      if (pending) throw new HttpError(409, paymentPendingMessage);

      const expiresAt = ownDeadline(body.metodo, app.clock.now(), checkoutExpiresAt(request), app.config.payments);
      const created = await repository.insertPayment({
        purchaseRequestId: request.id,
        idempotencyKey,
        reference: `SOAT-${randomUUID()}`,
        method: body.metodo,
        pseBankCode: body.pse?.codigoBanco ?? null,
        psePersonType: body.pse?.tipoPersona ?? null,
        mobile: body.nequi?.celular ?? null,
        walletDocumentType: body.daviplata?.tipoDocumento ?? null,
        walletDocumentNumber: body.daviplata?.numeroDocumento ?? null,
        expiresAt,
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
          method: gatewayMethods[body.metodo],
          pse: body.pse
            ? { bankCode: body.pse.codigoBanco, userType: body.pse.tipoPersona === 'juridica' ? 1 : 0 }
            : undefined,
          nequi: body.nequi ? { phone: body.nequi.celular } : undefined,
          daviplata: body.daviplata
            ? { legalIdType: legalIdType(body.daviplata.tipoDocumento), legalId: body.daviplata.numeroDocumento }
            : undefined,
          redirectUrl: paymentResultUrl(app.config.portalUrl, request.id),
          description: `SOAT placa ${request.plate}`,
          // the gateway refuses payment once the request can no longer be paid, or the payment's own deadline
          // (Nequi's push, the cash reference) has passed (ADR 010)
          expiresAt: expiresAt ?? checkoutExpiresAt(request),
        });
        const updated = await repository.recordTransaction(created.id, {
          transactionId: transaction.id,
          checkoutUrl: transaction.checkoutUrl,
          agreementCode: transaction.collect?.agreementCode ?? null,
          paymentReference: transaction.collect?.paymentReference ?? null,
          gatewayStatus: transaction.status,
        });
        // cash: its voucher goes to the holder by email (the page shows it too)
        if (updated && voucherData(updated, request)) {
          await app.emailJobs.enqueue(app.db, 'comprobante-efectivo', { paymentId: updated.id });
          app.emailJobs.kick();
        }
        app.log.info(
          { event: 'payment-created', paymentId: created.id, transactionId: transaction.id, method: body.metodo },
          'payment created at the gateway',
        );
        // a gateway that answers a final status at once (none does today) is asked and applied like any other
        if (transaction.status !== 'PENDING') {
          await news.check(transaction.id);
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

    onEvent: (transaction, event, log = app.log) => news.onEvent(transaction, event, log),

    async refresh(payment, log = app.log) {
      if (!payment.transactionId) return 'unknown-transaction';
      const checked = await news.check(payment.transactionId, log);
      return checked === 'unavailable' ? checked : checked.outcome;
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
