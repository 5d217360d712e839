import { and, asc, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { emailJobs, payments, purchaseRequests, type EmailJob, type Payment } from '../db/schema.js';

// The back office's read-only queues (issue 44, point 5), counted as `queueCounts` of the operators'
// repository counts them: emails abandoned after their last attempt, and payments pending for over an hour.

/** How many items a queue's page lists, the oldest first. */
export const QUEUE_PAGE_SIZE = 200;

/** How old a pending payment must be to need a person. */
export const STALE_PAYMENT_MS = 60 * 60 * 1000;

const countOf = async (rows: Promise<{ value: number }[]>) => Number((await rows)[0]?.value ?? 0);

/** The emails no more attempts will send. */
export async function failedEmails(db: Database): Promise<{ total: number; jobs: EmailJob[] }> {
  const abandoned = isNotNull(emailJobs.abandonedAt);
  const [total, jobs] = await Promise.all([
    countOf(db.select({ value: count() }).from(emailJobs).where(abandoned)),
    db
      .select()
      .from(emailJobs)
      .where(abandoned)
      .orderBy(asc(emailJobs.abandonedAt), asc(emailJobs.id))
      .limit(QUEUE_PAGE_SIZE),
  ]);
  return { total, jobs };
}

/** The payments still pending an hour (or more) after they started, with their request's plate. */
export async function stalePendingPayments(
  db: Database,
  now: Date,
): Promise<{ total: number; payments: { payment: Payment; plate: string }[] }> {
  const stale = and(
    eq(payments.status, 'PENDIENTE'),
    lte(payments.createdAt, new Date(now.getTime() - STALE_PAYMENT_MS)),
  );
  const [total, rows] = await Promise.all([
    countOf(db.select({ value: count() }).from(payments).where(stale)),
    db
      .select({ payment: payments, plate: purchaseRequests.plate })
      .from(payments)
      .innerJoin(purchaseRequests, eq(purchaseRequests.id, payments.purchaseRequestId))
      .where(stale)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(QUEUE_PAGE_SIZE),
  ]);
  return { total, payments: rows };
}
