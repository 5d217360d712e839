import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import {
  operatorTasks,
  payments,
  purchaseRequests,
  refunds,
  type OperatorTask,
  type Payment,
  type PurchaseRequest,
  type PurchaseRequestStatus,
  type Refund,
  type RefundReason,
} from '../db/schema.js';
import { isUuid } from '../lib/database-errors.js';
import type { LeasedQueue } from '../lib/leased-queue.js';
import type { EmailJobs } from '../plugins/app/jobs/email-jobs.js';
import type { Transaction } from '../db/transaction-statements.js';
import { refundPaymentMessages, type RefundSituation } from '../domain/refund-messages.js';
import type { RecordAudit } from './operator-audit.js';

/** A refund with the payment it gives back, that payment's request and its operator task, if any. */
export interface RefundRecord {
  refund: Refund;
  payment: Payment;
  request: PurchaseRequest;
  task: OperatorTask | null;
}

/** How a refund the job worked on ends: the gateway gave the money back, or a person must. */
export type RefundEnd = { status: 'reembolsado' } | { status: 'en-gestion'; reason: string };

/** Every end of a refund, as `soat_refunds_total` counts it (each exported from 0, platform/metrics.ts). */
export const REFUND_OUTCOMES = Object.keys({
  reembolsado: true,
  'en-gestion': true,
} satisfies Record<RefundEnd['status'], true>) as RefundEnd['status'][];

/**
 * How each step of a refund moves its request. A request issued by another payment of its own is in
 * none of these states and keeps its own (emitida): only its extra payment is given back.
 */
const requestMoves = {
  anulado: ['reembolso-pendiente', 'reembolsada'],
  'en-gestion': ['reembolso-pendiente', 'reembolso-en-gestion'],
  consignado: ['reembolso-en-gestion', 'reembolsada'],
} as const satisfies Record<RefundSituation, readonly [PurchaseRequestStatus, PurchaseRequestStatus]>;

/**
 * Opens the refund of an approved payment that bought no policy, in the transaction that applied the
 * approval (once per payment): the refund job takes it from there.
 */
export async function openRefund(
  writer: Pick<Database, 'insert'>,
  paymentId: string,
  reason: RefundReason,
): Promise<void> {
  await writer.insert(refunds).values({ paymentId, reason }).onConflictDoNothing();
}

/** What else a refund's end writes in its transaction: the credit note of an invoiced sale (ADR 041). */
export type OnRefunded = (tx: Transaction, record: RefundRecord) => Promise<unknown>;

export function createRefundRepository(
  db: Database,
  emailJobs: EmailJobs,
  queue: LeasedQueue<typeof refunds>,
  onRefunded: OnRefunded = async () => undefined,
) {
  const records = (executor: Pick<Database, 'select'> = db) =>
    executor
      .select({ refund: refunds, payment: payments, request: purchaseRequests, task: operatorTasks })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(purchaseRequests, eq(purchaseRequests.id, payments.purchaseRequestId))
      .leftJoin(operatorTasks, eq(operatorTasks.refundId, refunds.id));

  /** The payment's message, the request's state and the customer's email, as the refund moves on. */
  async function announce(tx: Transaction, record: RefundRecord, situation: RefundSituation) {
    const now = new Date();
    await tx
      .update(payments)
      .set({
        message: refundPaymentMessages[situation],
        ...(situation === 'anulado' ? { gatewayStatus: 'VOIDED' } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, record.payment.id));
    const [from, to] = requestMoves[situation];
    await tx
      .update(purchaseRequests)
      .set({ status: to, updatedAt: now })
      .where(and(eq(purchaseRequests.id, record.request.id), eq(purchaseRequests.status, from)));
    await emailJobs.enqueue(tx, 'reembolso', { refundId: record.refund.id, situation });
    if (situation !== 'en-gestion') await onRefunded(tx, record);
  }

  return {
    async find(id: string): Promise<RefundRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [record] = await records().where(eq(refunds.id, id)).limit(1);
      return record;
    },

    /**
     * Ends a pending refund in one transaction (the money is back, or an operator task is opened),
     * with its request, its payment's message and the customer's email job. False when it had ended
     * already: another instance finished it first, and nothing is written twice.
     */
    async finish(record: RefundRecord, end: RefundEnd): Promise<boolean> {
      return db.transaction(async (tx) => {
        const refunded = end.status === 'reembolsado';
        const set = { status: end.status, refundedAt: refunded ? new Date() : null };
        if (!(await queue.finish(record.refund.id, set, tx))) return false;
        if (!refunded) await tx.insert(operatorTasks).values({ refundId: record.refund.id, reason: end.reason });
        await announce(tx, record, refunded ? 'anulado' : 'en-gestion');
        return true;
      });
    },

    /** Operator tasks, the open ones first and oldest first; `open` only those not resolved. */
    async tasks({ open }: { open: boolean }): Promise<RefundRecord[]> {
      return records()
        .where(and(isNotNull(operatorTasks.id), open ? isNull(operatorTasks.resolvedAt) : undefined))
        .orderBy(sql`${operatorTasks.resolvedAt} is not null`, operatorTasks.createdAt)
        .limit(500);
    },

    /**
     * Closes an open operator task: its refund is done (the money was transferred), with its request,
     * its payment's message and the customer's email, in one transaction.
     */
    async resolveTask(
      taskId: string,
      resolution: string,
      audit?: RecordAudit<RefundRecord>,
    ): Promise<RefundRecord | 'not-found' | 'resolved-before'> {
      if (!isUuid(taskId)) return 'not-found';
      return db.transaction(async (tx) => {
        const [task] = await tx
          .update(operatorTasks)
          .set({ resolvedAt: new Date(), resolution })
          .where(and(eq(operatorTasks.id, taskId), isNull(operatorTasks.resolvedAt)))
          .returning();
        if (!task) {
          const [known] = await tx
            .select({ id: operatorTasks.id })
            .from(operatorTasks)
            .where(eq(operatorTasks.id, taskId));
          return known ? 'resolved-before' : 'not-found';
        }
        await tx
          .update(refunds)
          .set({ status: 'reembolsado', refundedAt: new Date() })
          .where(eq(refunds.id, task.refundId));
        const [resolved] = await records(tx).where(eq(refunds.id, task.refundId));
        await announce(tx, resolved!, 'consignado');
        await audit?.(tx, resolved!);
        return resolved!;
      });
    },
  };
}
