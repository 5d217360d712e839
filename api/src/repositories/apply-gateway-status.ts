import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { paymentEvents, payments, purchaseRequests } from '../db/schema.js';
import type { GatewayTransaction } from '../plugins/app/payments/payment-gateway.js';
import { finalMessage, refundMessage, statusFromGateway } from '../domain/payment-messages.js';
import type { PolicyService } from '../plugins/app/soat/policy-service.js';
import { openRefund } from './refund-repository.js';

/**
 * The database half of `PaymentService.apply`: records the event (if any) of a known transaction with
 * the right amount, de-duplicated by (transaction, status), then moves the payment PENDIENTE → final
 * and, on approval, issues the policy or opens the payment's refund, all in one transaction. What
 * follows the commit (logs, caches, the email job) stays with the service.
 */
export function applyGatewayStatus(
  db: Database,
  policyService: PolicyService,
  transaction: GatewayTransaction,
  event?: { payload: unknown; checksum: string },
) {
  const next = statusFromGateway[transaction.status];
  return db.transaction(async (tx) => {
    // the payment's row lock orders concurrent news of one transaction (a duplicated event waits here)
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.transactionId, transaction.id))
      .for('update')
      .limit(1);
    if (!payment) return { outcome: 'unknown-transaction' as const };
    // Checked before the event is recorded: a signed event with a wrong amount is refused and
    // forgotten, so the genuine event of the same transaction and status still counts when it comes.
    if (payment.amountInCents !== transaction.amountInCents) {
      return { outcome: 'amount-mismatch' as const, payment };
    }
    if (event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          transactionId: transaction.id,
          paymentId: payment.id,
          status: transaction.status,
          payload: event.payload,
          checksum: event.checksum,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return { outcome: 'duplicate-event' as const, payment };
    }
    // a final status never changes: late, replayed or out-of-order news is only recorded
    if (payment.status !== 'PENDIENTE') return { outcome: 'already-final' as const, payment };
    const now = new Date();
    if (next === 'PENDIENTE') {
      await tx
        .update(payments)
        .set({ gatewayStatus: transaction.status, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return { outcome: 'still-pending' as const, payment };
    }
    await tx
      .update(payments)
      .set({
        status: next,
        gatewayStatus: transaction.status,
        message: finalMessage(next, transaction.statusMessage),
        finalizedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (next !== 'APROBADO') return { outcome: 'final' as const, payment };

    const [request] = await tx
      .select()
      .from(purchaseRequests)
      .where(eq(purchaseRequests.id, payment.purchaseRequestId))
      .for('update')
      .limit(1);
    if (!request) throw new Error(`payment ${payment.id} without its request`);
    if (request.status !== 'pendiente-pago') {
      // a second approved attempt for a request already issued or refunded: money to give back
      await tx.update(payments).set({ message: refundMessage }).where(eq(payments.id, payment.id));
      await openRefund(tx, payment.id);
      return { outcome: 'refund-pending' as const, payment, request };
    }
    const issued = await policyService.issue(tx, request, payment);
    if (issued === 'overlap') {
      await tx
        .update(purchaseRequests)
        .set({ status: 'reembolso-pendiente', updatedAt: now })
        .where(eq(purchaseRequests.id, request.id));
      await tx.update(payments).set({ message: refundMessage }).where(eq(payments.id, payment.id));
      await openRefund(tx, payment.id);
      return { outcome: 'refund-pending' as const, payment, request };
    }
    await tx
      .update(purchaseRequests)
      .set({ status: 'emitida', updatedAt: now })
      .where(eq(purchaseRequests.id, request.id));
    return { outcome: 'issued' as const, payment, request, issued };
  });
}
