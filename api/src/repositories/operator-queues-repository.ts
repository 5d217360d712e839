import { and, asc, count, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import {
  electronicDocuments,
  emailJobs,
  operatorTasks,
  payments,
  purchaseRequests,
  runtReports,
  type EmailJob,
  type Payment,
} from '../db/schema.js';

// The back office's read-only queues (issue 44, point 5): emails abandoned after their last attempt, and
// payments pending for over an hour; and every queue counted, as the operators' repository answers them.

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

export interface QueueCounts {
  reembolsosPorMarcar: number;
  reportesRuntFallidos: number;
  correosFallidos: number;
  pagosPendientesMasDeUnaHora: number;
  facturasRechazadas: number;
}

/** The back office's queues, counted (the operators' repository answers them as `queueCounts`). */
export async function queueCounts(db: Database, now: Date): Promise<QueueCounts> {
  const [tasks, runt, emails, pendingPayments, invoices] = await Promise.all([
    countOf(db.select({ value: count() }).from(operatorTasks).where(isNull(operatorTasks.resolvedAt))),
    countOf(db.select({ value: count() }).from(runtReports).where(eq(runtReports.status, 'fallida'))),
    countOf(db.select({ value: count() }).from(emailJobs).where(isNotNull(emailJobs.abandonedAt))),
    countOf(
      db
        .select({ value: count() })
        .from(payments)
        .where(
          and(eq(payments.status, 'PENDIENTE'), lte(payments.createdAt, new Date(now.getTime() - STALE_PAYMENT_MS))),
        ),
    ),
    countOf(db.select({ value: count() }).from(electronicDocuments).where(eq(electronicDocuments.status, 'rechazada'))),
  ]);
  return {
    reembolsosPorMarcar: tasks,
    reportesRuntFallidos: runt,
    correosFallidos: emails,
    pagosPendientesMasDeUnaHora: pendingPayments,
    facturasRechazadas: invoices,
  };
}
