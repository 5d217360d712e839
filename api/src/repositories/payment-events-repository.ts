import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { UNNAMED_STATEMENT, type Database } from '../db/open-database.js';
import { paymentEvents, payments } from '../db/schema.js';

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

  // Every gateway event finds its payment by the transaction and is kept: one statement built once, where there
  // were two round trips (ADR 027). The insert is a CTE reading the payment's row, and keeps the event only when
  // the event's own amount is the payment's and its currency the one the portal charges in (the caller's
  // `currencyAccepted`): an event refused for those is never recorded, so the genuine event of that
  // transaction and status still counts. The payload's JSON is written by the caller, cast here.
  const paymentOfEvent = db.$with('pago').as(
    db
      .select({ id: payments.id, amountInCents: payments.amountInCents })
      .from(payments)
      .where(eq(payments.transactionId, sql.placeholder('transactionId')))
      .limit(1),
  );
  const keptEvent = db.$with('guardado', {}).as(
    sql`insert into ${paymentEvents} (transaction_id, pago_id, estado, payload, checksum)
      select ${sql.placeholder('transactionId')}, ${paymentOfEvent.id}, ${sql.placeholder('status')},
        ${sql.placeholder('payload')}::jsonb, ${sql.placeholder('checksum')}
      from ${paymentOfEvent}
      where ${paymentOfEvent.amountInCents} = ${sql.placeholder('amountInCents')}
        and ${sql.placeholder('currencyAccepted')}::boolean
      on conflict do nothing
      returning id`,
  );
  const keepStatement = db
    .with(paymentOfEvent, keptEvent)
    .select({
      id: paymentOfEvent.id,
      amountInCents: paymentOfEvent.amountInCents,
      inserted: sql<boolean>`exists (select from ${keptEvent})`.mapWith(Boolean),
    })
    .from(paymentOfEvent)
    .prepare(UNNAMED_STATEMENT);

  return {
    /**
     * The payment of an event's transaction, and the event kept for it unless its amount or currency is not
     * the payment's (nothing written; the caller compares them): 'new', or 'kept' (a copy waits for the
     * gateway), or 'verified' (a copy was confirmed). No payment: an event of an unknown transaction, nothing
     * written.
     */
    async keep(event: {
      transactionId: string;
      status: string;
      amountInCents: number;
      currencyAccepted: boolean;
      payload: unknown;
      checksum: string;
    }): Promise<
      { payment: undefined } | { payment: { id: string; amountInCents: number }; kept: 'new' | 'kept' | 'verified' }
    > {
      const [row] = await keepStatement.execute({
        transactionId: event.transactionId,
        status: event.status,
        amountInCents: event.amountInCents,
        currencyAccepted: event.currencyAccepted,
        payload: JSON.stringify(event.payload),
        checksum: event.checksum,
      });
      if (!row) return { payment: undefined };
      const payment = { id: row.id, amountInCents: row.amountInCents };
      if (row.inserted) return { payment, kept: 'new' };
      const [copy] = await db
        .select({ verifiedAt: paymentEvents.verifiedAt })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.transactionId, event.transactionId), eq(paymentEvents.status, event.status)))
        .limit(1);
      return { payment, kept: copy?.verifiedAt ? 'verified' : 'kept' };
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
