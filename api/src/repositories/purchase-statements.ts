import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { UNNAMED_STATEMENT, type Database } from '../db/open-database.js';
import { electronicDocuments, payments, policies, purchaseRequests, refunds } from '../db/schema.js';

/**
 * The purchase repository's statements read on every step of a purchase (its status read every few seconds
 * by the result page, the payment, the gateway's event): built once each (UNNAMED_STATEMENT,
 * db/open-database.ts).
 */
export function purchaseStatements(db: Database) {
  // the result page's status read of a pending payment, every few seconds
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
  // one query for the request, its latest payment with its refund's reason, its policy and the policy's
  // invoice (which the result page offers once the DIAN validated it), instead of three built each time;
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

  // the payment's route: the request and all its payments in one query (one row a payment, newest first; none:
  // one row with a null payment), where it read the request's record, then its payments
  const requestWithPayments = db
    .select({ request: purchaseRequests, payment: payments })
    .from(purchaseRequests)
    .leftJoin(payments, eq(payments.purchaseRequestId, purchaseRequests.id))
    .where(eq(purchaseRequests.id, sql.placeholder('id')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .prepare(UNNAMED_STATEMENT);

  return { checkClaim, recordById, paymentByTransaction, paymentsOfRequest, requestWithPayments };
}
