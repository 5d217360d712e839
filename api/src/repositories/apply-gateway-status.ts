import { eq, sql } from 'drizzle-orm';
import type { CalendarDate } from '@soat/shared/rules/validity';
import { UNNAMED_STATEMENT, type Database } from '../db/open-database.js';
import { transactionStatement, type Transaction } from '../db/transaction-statements.js';
import { payments, purchaseRequests, type Payment, type PurchaseRequest, type RefundReason } from '../db/schema.js';
import type { GatewayTransaction } from '../plugins/app/payments/payment-gateway.js';
import { finalMessage, refundMessages, statusFromGateway } from '../domain/payment-messages.js';
import { priceOnPaymentDay } from '../domain/request-lifetime.js';
import type { IssuedPolicy, PolicyService } from '../plugins/app/soat/policy-service.js';
import { openRefund } from './refund-repository.js';

/** The only currency the portal charges in. */
export const paymentCurrency = 'COP';

/**
 * What the gateway answered does not describe our payment: another reference, amount or currency. Never
 * acted on (a tampered gateway answer, or a mix-up of accounts), logged as a security event.
 */
export function mismatchOf(payment: Payment, transaction: GatewayTransaction): string[] {
  const wrong: string[] = [];
  if (transaction.reference !== payment.reference) wrong.push('reference');
  if (transaction.amountInCents !== payment.amountInCents) wrong.push('amount');
  if (transaction.currency !== paymentCurrency) wrong.push('currency');
  return wrong;
}

export type AppliedStatus =
  | { outcome: 'unknown-transaction' }
  | { outcome: 'mismatch'; payment: Payment; mismatch: string[] }
  | { outcome: 'already-final' | 'still-pending' | 'final'; payment: Payment }
  | { outcome: 'refund-pending'; payment: Payment; request: PurchaseRequest; reason: RefundReason; late: boolean }
  | { outcome: 'issued'; payment: Payment; request: PurchaseRequest; issued: IssuedPolicy; late: boolean };

/**
 * The payment of a gateway's transaction with its request, locked: the payment's row alone (`payment`), or with
 * its request's (`approval`, news of an approval: it issues or refunds the request). Built once, by the caller of
 * `applyGatewayStatus` (ADR 051).
 */
export function lockStatements(db: Database) {
  const locking = (lock: 'payment' | 'approval') =>
    transactionStatement(db, (executor) =>
      executor
        .select({ payment: payments, request: purchaseRequests })
        .from(payments)
        .innerJoin(purchaseRequests, eq(purchaseRequests.id, payments.purchaseRequestId))
        .where(eq(payments.transactionId, sql.placeholder('transactionId')))
        .for('update', lock === 'approval' ? undefined : { of: payments })
        .limit(1)
        .prepare(UNNAMED_STATEMENT),
    );
  return { payment: locking('payment'), approval: locking('approval') };
}

/**
 * The database half of `PaymentService.apply`: moves our payment to the status the GATEWAY answered
 * (never an event's word alone, ADR 010) and, on approval, issues the policy or opens the payment's
 * refund, all in one transaction. A final status never changes, except that the gateway's APPROVED wins
 * over a refusal we recorded: money taken always ends in a policy or a refund. What follows the commit
 * (logs, caches, the email job) stays with the service.
 */
export function applyGatewayStatus(
  db: Database,
  policyService: PolicyService,
  locks: ReturnType<typeof lockStatements>,
  transaction: GatewayTransaction,
  today: CalendarDate,
): Promise<AppliedStatus> {
  const next = statusFromGateway[transaction.status];
  const locking = next === 'APROBADO' ? locks.approval : locks.payment;
  return db.transaction(async (tx): Promise<AppliedStatus> => {
    // the payment's row lock orders concurrent news of one transaction; news of an approval locks its request
    // in the same statement (payment first, as before), which it issues or refunds below: one round trip fewer
    const [row] = await locking.within(tx).execute({ transactionId: transaction.id });
    if (!row) return { outcome: 'unknown-transaction' };
    const { payment, request } = row;
    const mismatch = mismatchOf(payment, transaction);
    if (mismatch.length > 0) return { outcome: 'mismatch', payment, mismatch };

    // an approved payment stays approved; a refusal stays one unless the gateway now says APPROVED
    const late = payment.status !== 'PENDIENTE';
    if (payment.status === 'APROBADO' || (late && next !== 'APROBADO')) return { outcome: 'already-final', payment };
    const now = new Date();
    if (next === 'PENDIENTE') {
      await tx
        .update(payments)
        .set({ gatewayStatus: transaction.status, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return { outcome: 'still-pending', payment };
    }
    // the payment's final status: written by itself, or, when the approval issues the policy, by the policy's
    // own statement (a CTE of it: one round trip fewer, ADR 027); written either way, overlap or not
    const finalStatus = {
      status: next,
      gatewayStatus: transaction.status,
      message: finalMessage(next, transaction.statusMessage),
      finalizedAt: now,
    };
    const finalized = () =>
      tx
        .update(payments)
        .set({ ...finalStatus, updatedAt: now })
        .where(eq(payments.id, payment.id));
    if (next !== 'APROBADO') {
      await finalized();
      return { outcome: 'final', payment };
    }

    // late money: approved after the payment's own deadline (Nequi's push, the cash reference) buys nothing,
    // even when the request is still open; the customer may have paid otherwise meanwhile (ADR 010)
    if (request.status !== 'emitida' && arrivedAfterDeadline(payment, transaction)) {
      await finalized();
      return refund(tx, payment, request, 'pago-vencido', late);
    }
    if (request.status !== 'pendiente-pago') {
      // issued by another payment (paid twice), or closed first (expired, refunded): money to give back
      const reason = request.status === 'emitida' ? 'pago-repetido' : 'solicitud-cerrada';
      await finalized();
      return refund(tx, payment, request, reason, late);
    }
    // cover never starts before the day it is paid, and only at the price in force that day
    const price = priceOnPaymentDay(request, today);
    if (!price.ok) {
      await finalized();
      return refund(tx, payment, request, price.reason, late);
    }
    let payable = request;
    if (price.moved) {
      const quote = { ...request.quote, inicioVigencia: price.start, finVigencia: price.end };
      const [moved] = await tx
        .update(purchaseRequests)
        .set({ startsOn: price.start, endsOn: price.end, quote, updatedAt: now })
        .where(eq(purchaseRequests.id, request.id))
        .returning();
      if (!moved) throw new Error(`request ${request.id} gone`);
      payable = moved;
    }
    // the payment approved, the policy, its token and jobs, and the request marked emitida: one statement
    const issued = await policyService.issue(tx, payable, payment, finalStatus);
    if (issued === 'overlap') return refund(tx, payment, payable, 'periodo-ocupado', late);
    return { outcome: 'issued', payment, request: payable, issued, late };
  });
}

/**
 * An approval of a payment with a deadline of its own that we recorded as expired (the gateway read it
 * ERROR after its `expiration_time`), or that the gateway finalized after that deadline.
 */
export function arrivedAfterDeadline(payment: Payment, transaction: GatewayTransaction): boolean {
  if (!payment.expiresAt) return false;
  if (payment.status === 'ERROR') return true;
  return transaction.finalizedAt !== null && transaction.finalizedAt > payment.expiresAt;
}

/** An approved payment that buys no policy: its refund is opened, and a request that waited for it is told. */
async function refund(
  tx: Transaction,
  payment: Payment,
  request: PurchaseRequest,
  reason: RefundReason,
  late: boolean,
): Promise<AppliedStatus> {
  // a request issued by another payment keeps its state; one still open, or closed unpaid, waits for the money
  // back, except after late money: that payment had ended, and the request stays open to another payment
  if (reason !== 'pago-vencido' && (request.status === 'pendiente-pago' || request.status === 'vencida')) {
    await tx
      .update(purchaseRequests)
      .set({ status: 'reembolso-pendiente', updatedAt: new Date() })
      .where(eq(purchaseRequests.id, request.id));
  }
  await tx.update(payments).set({ message: refundMessages[reason] }).where(eq(payments.id, payment.id));
  await openRefund(tx, payment.id, reason);
  return { outcome: 'refund-pending', payment, request, reason, late };
}
