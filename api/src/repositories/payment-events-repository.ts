import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { UNNAMED_STATEMENT, type Database } from '../db/open-database.js';
import { paymentEvents } from '../db/schema.js';

/**
 * The gateway's signed events as received (ADR 010). An event is kept before the gateway is asked about
 * its transaction, so that an outage of the gateway loses none: unverified until the gateway answers the
 * same status (`verificado_en`), dropped when it answers another one (the event was not true, or no longer).
 * De-duplicated by (transaction, status).
 */
export function createPaymentEventsRepository(db: Database) {
  // Settling runs on every gateway event of a purchase: one statement built once (UNNAMED_STATEMENT,
  // db/open-database.ts) instead of two built each time. The verifying update is a data-modifying CTE:
  // PostgreSQL runs it whether or not the delete reads it, on the same snapshot; the two touch
  // different rows (the answered status, and the others).
  const unsettled = (status: SQL) =>
    and(eq(paymentEvents.transactionId, sql.placeholder('transactionId')), status, isNull(paymentEvents.verifiedAt));
  const verified = db.$with('verificados').as(
    db
      .update(paymentEvents)
      .set({ verifiedAt: sql`now()` })
      .where(unsettled(eq(paymentEvents.status, sql.placeholder('status'))))
      .returning({ id: paymentEvents.id }),
  );
  const settleStatement = db
    .with(verified)
    .delete(paymentEvents)
    .where(unsettled(ne(paymentEvents.status, sql.placeholder('status'))))
    .returning({ id: paymentEvents.id })
    .prepare(UNNAMED_STATEMENT);

  // kept on every gateway event, built once as well (the payload's JSON encoded by its column, as before)
  const keepStatement = db
    .insert(paymentEvents)
    .values({
      transactionId: sql.placeholder('transactionId'),
      paymentId: sql.placeholder('paymentId'),
      status: sql.placeholder('status'),
      payload: sql.placeholder('payload'),
      checksum: sql.placeholder('checksum'),
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
    .prepare(UNNAMED_STATEMENT);

  return {
    /** Keeps an event: 'new', or 'kept' (a copy waits for the gateway), or 'verified' (a copy was confirmed). */
    async keep(event: {
      transactionId: string;
      paymentId: string;
      status: string;
      payload: unknown;
      checksum: string;
    }): Promise<'new' | 'kept' | 'verified'> {
      const inserted = await keepStatement.execute(event);
      if (inserted.length > 0) return 'new';
      const [copy] = await db
        .select({ verifiedAt: paymentEvents.verifiedAt })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.transactionId, event.transactionId), eq(paymentEvents.status, event.status)))
        .limit(1);
      return copy?.verifiedAt ? 'verified' : 'kept';
    },

    /**
     * What the gateway answered about a transaction settles its kept events: the one of that status is
     * verified, the others are dropped. Answers how many were dropped (events the gateway contradicted).
     */
    async settle(transactionId: string, gatewayStatus: string): Promise<number> {
      const dropped = await settleStatement.execute({ transactionId, status: gatewayStatus });
      return dropped.length;
    },

    /** Drops the kept events of a transaction the gateway does not know. */
    async dropUnverified(transactionId: string): Promise<number> {
      const dropped = await db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.transactionId, transactionId), isNull(paymentEvents.verifiedAt)))
        .returning({ id: paymentEvents.id });
      return dropped.length;
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
