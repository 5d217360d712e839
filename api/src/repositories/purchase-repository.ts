import { and, eq, lte, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.js';
import { payments, policies, purchaseRequests, type Payment, type Policy, type PurchaseRequest } from '../db/schema.js';
import type { PaymentWithRefund, PolicyInvoice } from '../domain/purchase-views.js';
import { isUniqueViolation, isUuid } from '../lib/database-errors.js';
import { purchaseStatements, type NewPaymentValues, type NewRequestValues } from './purchase-statements.js';
import { claimForReconciliation, type ReconciliationClaimOptions } from './reconciliation-claims.js';

export type NewPayment = typeof payments.$inferInsert;
export type { NewPaymentValues, NewRequestValues };

/** What the gateway answered when the payment's transaction was created there. */
export interface RecordedTransaction {
  transactionId: string;
  checkoutUrl: string | null;
  agreementCode: string | null;
  paymentReference: string | null;
  gatewayStatus: string;
}

/**
 * Of a request's payments (newest first), those the gateway may still approve: pending or refused, with a
 * transaction, created after `since`; the newest five.
 */
export function unapprovedPayments(ofRequest: readonly Payment[], since: Date): Payment[] {
  return ofRequest
    .filter(
      (payment) =>
        (payment.status === 'PENDIENTE' || payment.status === 'RECHAZADO' || payment.status === 'ERROR') &&
        payment.transactionId !== null &&
        payment.createdAt > since,
    )
    .slice(0, 5);
}

/** A request with its latest payment attempt and its policy, as GET /solicitudes/{id} shows it. */
export interface PurchaseRecord {
  request: PurchaseRequest;
  payment: PaymentWithRefund | undefined;
  policy: Policy | undefined;
  /** The policy's electronic invoice (ADR 041), once written. */
  invoice: PolicyInvoice | undefined;
}

export interface PurchaseRepository {
  createRequest(values: NewRequestValues): Promise<PurchaseRequest>;
  /** Undefined for an unknown or malformed id. */
  findRecord(id: string): Promise<PurchaseRecord | undefined>;
  findPaymentByKey(requestId: string, idempotencyKey: string): Promise<Payment | undefined>;
  findPendingPayment(requestId: string): Promise<Payment | undefined>;
  findPaymentById(id: string): Promise<Payment | undefined>;
  /** The new row, or why not: the same key was used meanwhile, or another payment is pending. */
  insertPayment(values: NewPaymentValues): Promise<Payment | 'duplicate'>;
  /** The gateway's transaction for the payment, as created there. */
  recordTransaction(id: string, transaction: RecordedTransaction): Promise<Payment | undefined>;
  updatePayment(id: string, patch: Partial<NewPayment>): Promise<Payment | undefined>;
  /**
   * Marks a pending payment as being checked with the gateway now, unless it was checked in the
   * last `intervalMs`: only one reader per interval asks the gateway (reads are throttled).
   */
  claimCheck(paymentId: string, intervalMs: number): Promise<boolean>;
  /**
   * What the reconciliation pass asks the gateway about (ADR 010), marked as checked now, FOR UPDATE SKIP
   * LOCKED as above: payments pending for more than `minAgeMs`; payments with an event kept while the
   * gateway could not be asked; and payments recorded as refused (RECHAZADO, ERROR) since `windowStart`,
   * each at most once every `refusedRecheckMs` (a late approval hides there).
   */
  claimForReconciliation(options: ReconciliationClaimOptions): Promise<Payment[]>;
  findPaymentByTransaction(transactionId: string): Promise<Payment | undefined>;
  /**
   * All of a request's payments, newest first, in one query built once: the payment's route reads its key's
   * earlier attempt, the attempts the gateway may still approve and the one pending from them.
   */
  findPaymentsOfRequest(requestId: string): Promise<Payment[]>;
  /**
   * A request and all its payments, newest first, in one query built once (the payment's route: one round trip
   * where the request's record and then its payments were two). Undefined for an unknown or malformed id.
   */
  findRequestWithPayments(id: string): Promise<{ request: PurchaseRequest; payments: Payment[] } | undefined>;
  /**
   * Closes as `vencida` the requests still pendiente-pago whose lifetime ended by `now` (only `requestId`'s
   * when given): those without a payment pending at the gateway, and those whose lifetime ended more than
   * `graceMs` ago whatever their payments. Answers the ids closed.
   */
  closeExpired(options: { now: Date; graceMs: number; requestId?: string }): Promise<string[]>;
  /** Development only (`/desarrollo/solicitudes/{id}/vencer`): the request's lifetime ends at `at`. */
  endLifetime(requestId: string, at: Date): Promise<void>;
  /**
   * Development only (`/desarrollo/polizas/{numero}/fin`): the policy, and its request, cover the year that
   * ends on `end`, as if bought a year earlier. Undefined for an unknown number.
   */
  movePolicyEnd(policyNumber: string, start: string, end: string): Promise<Policy | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    purchaseRepository: PurchaseRepository;
  }
}

const pendingAt = (requestId: typeof purchaseRequests.id) =>
  sql`exists (select 1 from ${payments} where ${payments.purchaseRequestId} = ${requestId} and ${payments.status} = 'PENDIENTE')`;

export function createPurchaseRepository(db: Database): PurchaseRepository {
  const statements = purchaseStatements(db);
  const { checkClaim, recordById, paymentByTransaction, paymentsOfRequest, requestWithPayments } = statements;

  return {
    async createRequest(values) {
      const [created] = await statements.insertRequest.execute(values);
      return created!;
    },
    async findRecord(id) {
      if (!isUuid(id)) return undefined;
      const [row] = await recordById.execute({ id });
      if (!row) return undefined;
      const payment = row.payment ? { ...row.payment, refundReason: row.refundReason } : undefined;
      return { request: row.request, payment, policy: row.policy ?? undefined, invoice: row.invoice ?? undefined };
    },
    async findPaymentByKey(requestId, idempotencyKey) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.purchaseRequestId, requestId), eq(payments.idempotencyKey, idempotencyKey)))
        .limit(1);
      return payment;
    },
    async findPendingPayment(requestId) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.purchaseRequestId, requestId), eq(payments.status, 'PENDIENTE')))
        .limit(1);
      return payment;
    },
    async findPaymentById(id) {
      if (!isUuid(id)) return undefined;
      const [payment] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return payment;
    },
    async insertPayment(values) {
      try {
        const [created] = await statements.insertPayment.execute({
          ...values,
          expiresAt: values.expiresAt?.toISOString() ?? null,
        });
        return created!;
      } catch (error) {
        // (request, key) taken by a concurrent twin, or the one-pending-per-request index
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },
    async recordTransaction(id, transaction) {
      const [updated] = await statements.recordTransaction.execute({
        ...transaction,
        id,
        updatedAt: new Date().toISOString(),
      });
      return updated;
    },
    async updatePayment(id, patch) {
      const [updated] = await db
        .update(payments)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return updated;
    },
    async claimCheck(paymentId, intervalMs) {
      const claimed = await checkClaim.execute({ paymentId, seconds: intervalMs / 1000 });
      return claimed.length > 0;
    },
    claimForReconciliation: (options) => claimForReconciliation(db, options),
    async findPaymentByTransaction(transactionId) {
      const [payment] = await paymentByTransaction.execute({ transactionId });
      return payment;
    },
    async findPaymentsOfRequest(requestId) {
      return paymentsOfRequest.execute({ requestId });
    },
    async findRequestWithPayments(id) {
      if (!isUuid(id)) return undefined;
      const rows = await requestWithPayments.execute({ id });
      if (rows.length === 0) return undefined;
      return { request: rows[0]!.request, payments: rows.flatMap(({ payment }) => (payment ? [payment] : [])) };
    },
    async closeExpired({ now, graceMs, requestId }) {
      const closed = await db
        .update(purchaseRequests)
        .set({ status: 'vencida', updatedAt: now })
        .where(
          and(
            eq(purchaseRequests.status, 'pendiente-pago'),
            lte(purchaseRequests.expiresAt, now),
            requestId === undefined ? undefined : eq(purchaseRequests.id, requestId),
            or(not(pendingAt(purchaseRequests.id)), lte(purchaseRequests.expiresAt, new Date(now.getTime() - graceMs))),
          ),
        )
        .returning({ id: purchaseRequests.id });
      return closed.map((row) => row.id);
    },
    async movePolicyEnd(policyNumber, start, end) {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(policies)
          .set({ startsOn: start, endsOn: end })
          .where(eq(policies.number, policyNumber))
          .returning();
        if (moved) {
          await tx
            .update(purchaseRequests)
            .set({ startsOn: start, endsOn: end })
            .where(eq(purchaseRequests.id, moved.purchaseRequestId));
        }
        return moved;
      });
    },
    async endLifetime(requestId, at) {
      await db.update(purchaseRequests).set({ expiresAt: at }).where(eq(purchaseRequests.id, requestId));
    },
  };
}

async function purchaseRepositoryPlugin(app: FastifyInstance) {
  app.decorate('purchaseRepository', createPurchaseRepository(app.db));
}

export default fp(purchaseRepositoryPlugin, { name: 'purchase-repository', dependencies: ['database'] });
