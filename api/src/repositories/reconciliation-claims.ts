import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { paymentEvents, payments, type Payment } from '../db/schema.js';

const secondsAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

export interface ReconciliationClaimOptions {
  minAgeMs: number;
  refusedRecheckMs: number;
  windowStart: Date;
  limit: number;
}

/** The payments the reconciliation pass asks the gateway about, claimed (PurchaseRepository says which). */
export async function claimForReconciliation(
  db: Database,
  { minAgeMs, refusedRecheckMs, windowStart, limit }: ReconciliationClaimOptions,
): Promise<Payment[]> {
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
}
