import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNNAMED_STATEMENT, type Database } from '../db/open-database.js';
import {
  electronicDocuments,
  paymentEvents,
  payments,
  policies,
  purchaseRequests,
  refunds,
  type NewPurchaseRequest,
  type Payment,
  type Policy,
  type PurchaseRequest,
} from '../db/schema.js';
import type { PaymentWithRefund, PolicyInvoice } from '../domain/purchase-views.js';
import { isUniqueViolation, isUuid } from '../lib/database-errors.js';

export type NewPayment = typeof payments.$inferInsert;

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
  createRequest(values: NewPurchaseRequest): Promise<PurchaseRequest>;
  /** Undefined for an unknown or malformed id. */
  findRecord(id: string): Promise<PurchaseRecord | undefined>;
  findPaymentByKey(requestId: string, idempotencyKey: string): Promise<Payment | undefined>;
  findPendingPayment(requestId: string): Promise<Payment | undefined>;
  findPaymentById(id: string): Promise<Payment | undefined>;
  /** The new row, or why not: the same key was used meanwhile, or another payment is pending. */
  insertPayment(values: NewPayment): Promise<Payment | 'duplicate'>;
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
  claimForReconciliation(options: {
    minAgeMs: number;
    refusedRecheckMs: number;
    windowStart: Date;
    limit: number;
  }): Promise<Payment[]>;
  findPaymentByTransaction(transactionId: string): Promise<Payment | undefined>;
  /**
   * All of a request's payments, newest first, in one query built once: the payment's route reads its key's
   * earlier attempt, the attempts the gateway may still approve and the one pending from them.
   */
  findPaymentsOfRequest(requestId: string): Promise<Payment[]>;
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

const secondsAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

const pendingAt = (requestId: typeof purchaseRequests.id) =>
  sql`exists (select 1 from ${payments} where ${payments.purchaseRequestId} = ${requestId} and ${payments.status} = 'PENDIENTE')`;

export function createPurchaseRepository(db: Database): PurchaseRepository {
  // Read on every step of a purchase (its status read every few seconds by the result page, the payment,
  // the gateway's event): built once (UNNAMED_STATEMENT, db/open-database.ts) and one query for the
  // request, its latest payment with its refund's reason and its policy, instead of three built each time.
  // with the policy's invoice, which the result page offers once the DIAN validated it;
  // the result page's status read of a pending payment, every few seconds: built once too
  const checkClaim = db
    .update(payments)
    .set({ checkedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, sql.placeholder('paymentId')),
        eq(payments.status, 'PENDIENTE'),
        or(
          isNull(payments.checkedAt),
          lt(payments.checkedAt, sql`now() - make_interval(secs => ${sql.placeholder('seconds')})`),
        ),
      ),
    )
    .returning({ id: payments.id })
    .prepare(UNNAMED_STATEMENT);
  // a request has few payments: joined, newest first, the first row holds its latest (none: one row of nulls)
  const recordById = db
    .select({
      request: purchaseRequests,
      payment: payments,
      refundReason: refunds.reason,
      policy: policies,
      invoice: {
        policyId: electronicDocuments.policyId,
        status: electronicDocuments.status,
        prefix: electronicDocuments.prefix,
        number: electronicDocuments.number,
        uniqueCode: electronicDocuments.uniqueCode,
      },
    })
    .from(purchaseRequests)
    .leftJoin(payments, eq(payments.purchaseRequestId, purchaseRequests.id))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .leftJoin(policies, eq(policies.purchaseRequestId, purchaseRequests.id))
    .leftJoin(
      electronicDocuments,
      and(eq(electronicDocuments.policyId, policies.id), eq(electronicDocuments.kind, 'factura')),
    )
    .where(eq(purchaseRequests.id, sql.placeholder('id')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .prepare(UNNAMED_STATEMENT);
  const paymentByTransaction = db
    .select()
    .from(payments)
    .where(eq(payments.transactionId, sql.placeholder('transactionId')))
    .limit(1)
    .prepare(UNNAMED_STATEMENT);
  // a request has few payments (each an attempt its customer made at the gateway; findRecord joins them all)
  const paymentsOfRequest = db
    .select()
    .from(payments)
    .where(eq(payments.purchaseRequestId, sql.placeholder('requestId')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .prepare(UNNAMED_STATEMENT);

  return {
    async createRequest(values) {
      const [created] = await db.insert(purchaseRequests).values(values).returning();
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
        const [created] = await db.insert(payments).values(values).returning();
        return created!;
      } catch (error) {
        // (request, key) taken by a concurrent twin, or the one-pending-per-request index
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
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
    async claimForReconciliation({ minAgeMs, refusedRecheckMs, windowStart, limit }) {
      const checkedBefore = (ms: number) => or(isNull(payments.checkedAt), lt(payments.checkedAt, secondsAgo(ms)));
      const keptEvent = sql`exists (select 1 from ${paymentEvents} where ${paymentEvents.paymentId} = ${payments.id} and ${paymentEvents.verifiedAt} is null)`;
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              isNotNull(payments.transactionId),
              or(
                and(
                  eq(payments.status, 'PENDIENTE'),
                  lt(payments.createdAt, secondsAgo(minAgeMs)),
                  checkedBefore(minAgeMs),
                ),
                and(ne(payments.status, 'APROBADO'), keptEvent, checkedBefore(minAgeMs)),
                and(
                  inArray(payments.status, ['RECHAZADO', 'ERROR']),
                  gt(payments.createdAt, windowStart),
                  checkedBefore(refusedRecheckMs),
                ),
              ),
            ),
          )
          .orderBy(sql`${payments.status} = 'PENDIENTE' desc`, sql`${payments.checkedAt} asc nulls first`)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(payments)
          .set({ checkedAt: sql`now()` })
          .where(
            inArray(
              payments.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },
    async findPaymentByTransaction(transactionId) {
      const [payment] = await paymentByTransaction.execute({ transactionId });
      return payment;
    },
    async findPaymentsOfRequest(requestId) {
      return paymentsOfRequest.execute({ requestId });
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
