import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { placeholders, UNNAMED_STATEMENT, type Database } from '../db/open-database.js';
import {
  electronicDocuments,
  payments,
  policies,
  purchaseRequests,
  refunds,
  type NewPurchaseRequest,
} from '../db/schema.js';

/** A request's price, which its policy keeps (its tariff and the amounts of the quote it was bought at). */
export const priceColumns = [
  'tariffCode',
  'tariffYear',
  'premium',
  'adresContribution',
  'subtotal',
  'runtFee',
  'total',
] as const satisfies readonly (keyof NewPurchaseRequest)[];

/** The columns the purchase request's route creates a request with: every one a placeholder of its insert. */
const requestColumns = [
  'userId',
  'plate',
  'vehicle',
  ...priceColumns,
  'startsOn',
  'endsOn',
  'quote',
  'holderDocumentType',
  'holderDocumentNumber',
  'holderFirstNames',
  'holderLastNames',
  'holderEmail',
  'holderMobile',
  'holderAddress',
  'holderCity',
  'termsAcceptedAt',
  'vehicleSource',
  'brand',
  'line',
  'createdAt',
  'expiresAt',
] as const satisfies readonly (keyof NewPurchaseRequest)[];

/** A new purchase request: each of its route's columns given (null where it has none). */
export type NewRequestValues = { [K in (typeof requestColumns)[number]]-?: Exclude<NewPurchaseRequest[K], undefined> };

/** The columns a payment attempt is created with. */
const paymentColumns = [
  'purchaseRequestId',
  'idempotencyKey',
  'reference',
  'method',
  'pseBankCode',
  'psePersonType',
  'mobile',
  'walletDocumentType',
  'walletDocumentNumber',
  'amountInCents',
  'message',
] as const satisfies readonly (keyof typeof payments.$inferInsert)[];

/**
 * A new payment attempt. `expiresAt` (its own deadline, Nequi's push or the cash reference) is null for most:
 * drizzle maps a prepared statement's values with their columns' encoders, which do not take a null date, so
 * it is sent as text PostgreSQL reads.
 */
export type NewPaymentValues = {
  [K in (typeof paymentColumns)[number]]-?: Exclude<(typeof payments.$inferInsert)[K], undefined>;
} & { expiresAt: Date | null };

/**
 * The purchase repository's statements run on every step of a purchase (its status read every few seconds
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

  // the purchase's writes (ADR 051): a request, its payment attempt, and the gateway's transaction on it
  const insertRequest = db
    .insert(purchaseRequests)
    .values(placeholders(requestColumns))
    .returning()
    .prepare(UNNAMED_STATEMENT);
  const insertPayment = db
    .insert(payments)
    .values({ ...placeholders(paymentColumns), expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .returning()
    .prepare(UNNAMED_STATEMENT);
  const recordTransaction = db
    .update(payments)
    .set({
      transactionId: sql`${sql.placeholder('transactionId')}`,
      checkoutUrl: sql`${sql.placeholder('checkoutUrl')}`,
      agreementCode: sql`${sql.placeholder('agreementCode')}`,
      paymentReference: sql`${sql.placeholder('paymentReference')}`,
      gatewayStatus: sql`${sql.placeholder('gatewayStatus')}`,
      updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
    })
    .where(eq(payments.id, sql.placeholder('id')))
    .returning()
    .prepare(UNNAMED_STATEMENT);

  return {
    checkClaim,
    recordById,
    paymentByTransaction,
    paymentsOfRequest,
    requestWithPayments,
    insertRequest,
    insertPayment,
    recordTransaction,
  };
}
