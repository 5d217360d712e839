import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open-database.js';
import { sandboxTransactions, type SandboxTransaction } from '../db/schema.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { outcomes, walletOutcomes, type Outcome } from './test-instruments.js';

export type NewSandboxTransaction = Omit<
  typeof sandboxTransactions.$inferInsert,
  'status' | 'statusMessage' | 'createdAt' | 'finalizedAt' | 'settlesAt' | 'settlesStatus'
>;

/** A transaction that settles by itself on read (a Nequi test phone): to what, and when. */
export interface AutoSettlement {
  status: 'APPROVED' | 'DECLINED' | 'ERROR' | 'PENDING';
  settlesInSeconds: number;
}

/**
 * The sandbox's transactions in the database (several API instances share them). Every change of
 * status is one conditional UPDATE: of two payments of the same transaction at once, one wins.
 */
export function createTransactionsStore(db: Database) {
  const openAndUnpaid = (id: string, now: Date) =>
    and(
      eq(sandboxTransactions.id, id),
      eq(sandboxTransactions.status, 'PENDING'),
      isNull(sandboxTransactions.settlesAt),
      or(isNull(sandboxTransactions.expiresAt), gt(sandboxTransactions.expiresAt, now)),
    );

  /** An unpaid transaction whose `deadline` has passed by `now`, ended with `outcome`; null otherwise. */
  const endOncePast = async (id: string, deadline: AnyPgColumn, outcome: Outcome, now: Date) => {
    const [row] = await db
      .update(sandboxTransactions)
      .set({ status: outcome.status, statusMessage: outcome.statusMessage, finalizedAt: sql`now()` })
      .where(
        and(
          eq(sandboxTransactions.id, id),
          eq(sandboxTransactions.status, 'PENDING'),
          isNull(sandboxTransactions.settlesAt),
          lte(deadline, now),
        ),
      )
      .returning();
    return row ?? null;
  };

  return {
    /** The new transaction, or null when its reference was used before. */
    async create(values: NewSandboxTransaction, auto?: AutoSettlement): Promise<SandboxTransaction | null> {
      try {
        const [row] = await db
          .insert(sandboxTransactions)
          .values({
            ...values,
            status: 'PENDING',
            statusMessage: null,
            ...(auto
              ? {
                  settlesAt: sql`now() + make_interval(secs => ${auto.settlesInSeconds})`,
                  settlesStatus: auto.status,
                }
              : {}),
          })
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async find(id: string): Promise<SandboxTransaction | null> {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
      return row ?? null;
    },

    /** Records the payer's result at `now`; null when the transaction was already paid, is settling or expired. */
    async pay(
      id: string,
      outcome: Outcome,
      now: Date,
      details: { cardBrand?: string; cardLastFour?: string; settlesInSeconds?: number } = {},
    ): Promise<SandboxTransaction | null> {
      const final = outcome.status !== 'PENDING';
      const [row] = await db
        .update(sandboxTransactions)
        .set({
          status: outcome.status,
          statusMessage: outcome.statusMessage,
          cardBrand: details.cardBrand ?? null,
          cardLastFour: details.cardLastFour ?? null,
          finalizedAt: final ? sql`now()` : null,
          settlesAt: final ? null : sql`now() + make_interval(secs => ${details.settlesInSeconds ?? 0})`,
        })
        .where(openAndUnpaid(id, now))
        .returning();
      return row ?? null;
    },

    /** Counts a void request (refused ones too); null for an unknown transaction. */
    async countVoidRequest(id: string): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ voidRequests: sql`${sandboxTransactions.voidRequests} + 1` })
        .where(eq(sandboxTransactions.id, id))
        .returning();
      return row ?? null;
    },

    /** APPROVED → VOIDED; null when it is not an approved transaction (already voided, say). */
    async void(id: string): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: 'VOIDED', statusMessage: 'Transacción anulada.' })
        .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'APPROVED')))
        .returning();
      return row ?? null;
    },

    /**
     * An unpaid transaction whose `expiration_time` has passed by `now` ends in ERROR (no event is sent): its
     * checkout refuses payment from then on. So does a DaviPlata transaction whose one-time code ran out
     * unused (nothing charged).
     */
    async expireIfDue(id: string, now: Date): Promise<SandboxTransaction | null> {
      return (
        (await endOncePast(id, sandboxTransactions.expiresAt, outcomes.expired, now)) ??
        (await endOncePast(id, sandboxTransactions.codeExpiresAt, walletOutcomes.codeExpired, now))
      );
    },

    /** A test instrument («Dejar vencer ahora»): an unpaid transaction's deadline is `now`, and it ends in ERROR. */
    async expireNow(id: string, outcome: Outcome, now: Date): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: outcome.status, statusMessage: outcome.statusMessage, expiresAt: now, finalizedAt: sql`now()` })
        .where(openAndUnpaid(id, now))
        .returning();
      return row ?? null;
    },

    /**
     * A test instrument (late money): a cash reference that expired unpaid is paid anyway, ERROR → APPROVED,
     * as money a correspondent took after the deadline. Null when it is not such a transaction.
     */
    async payAfterExpiry(id: string, outcome: Outcome, now: Date): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: outcome.status, statusMessage: outcome.statusMessage, finalizedAt: sql`now()` })
        .where(
          and(
            eq(sandboxTransactions.id, id),
            eq(sandboxTransactions.status, 'ERROR'),
            eq(sandboxTransactions.paymentMethodType, 'BANCOLOMBIA_COLLECT'),
            lte(sandboxTransactions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The Nequi pushes to a phone still waiting for an answer in the app at `now`, oldest first. */
    async pendingPushes(phone: string, now: Date): Promise<SandboxTransaction[]> {
      return db
        .select()
        .from(sandboxTransactions)
        .where(
          and(
            eq(sandboxTransactions.paymentMethodType, 'NEQUI'),
            eq(sandboxTransactions.phoneNumber, phone),
            eq(sandboxTransactions.status, 'PENDING'),
            isNull(sandboxTransactions.settlesAt),
            or(isNull(sandboxTransactions.expiresAt), gt(sandboxTransactions.expiresAt, now)),
          ),
        )
        .orderBy(asc(sandboxTransactions.createdAt));
    },

    /** The cash transaction with this agreement code and payment reference. */
    async findCollect(agreementCode: string, reference: string): Promise<SandboxTransaction | null> {
      const [row] = await db
        .select()
        .from(sandboxTransactions)
        .where(
          and(
            eq(sandboxTransactions.paymentMethodType, 'BANCOLOMBIA_COLLECT'),
            eq(sandboxTransactions.businessAgreementCode, agreementCode),
            eq(sandboxTransactions.paymentIntentionIdentifier, reference),
          ),
        );
      return row ?? null;
    },

    /**
     * A payment left pending at the bank turns APPROVED once its time has come, a push to a Nequi test
     * phone APPROVED or DECLINED (`settlesStatus`); no event is sent.
     */
    async settleIfDue(id: string): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({
          status: sql`coalesce(${sandboxTransactions.settlesStatus}, 'APPROVED')`,
          statusMessage: sql`case when ${sandboxTransactions.settlesStatus} = 'DECLINED' then ${outcomes.nequiDeclined.statusMessage} else 'Pago aprobado.' end`,
          finalizedAt: sql`now()`,
        })
        .where(
          and(
            eq(sandboxTransactions.id, id),
            eq(sandboxTransactions.status, 'PENDING'),
            lte(sandboxTransactions.settlesAt, sql`now()`),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type TransactionsStore = ReturnType<typeof createTransactionsStore>;
