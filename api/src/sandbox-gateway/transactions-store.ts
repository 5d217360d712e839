import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { sandboxTransactions, type SandboxTransaction } from '../db/schema.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { outcomes, type Outcome } from './test-instruments.js';

export type NewSandboxTransaction = Omit<
  typeof sandboxTransactions.$inferInsert,
  'status' | 'statusMessage' | 'createdAt' | 'finalizedAt' | 'settlesAt'
>;

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

  return {
    /** The new transaction, or null when its reference was used before. */
    async create(values: NewSandboxTransaction): Promise<SandboxTransaction | null> {
      try {
        const [row] = await db
          .insert(sandboxTransactions)
          .values({ ...values, status: 'PENDING', statusMessage: null })
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
     * An unpaid transaction whose `expiration_time` has passed by `now` ends in ERROR (no event is sent):
     * its checkout refuses payment from then on.
     */
    async expireIfDue(id: string, now: Date): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({
          status: outcomes.expired.status,
          statusMessage: outcomes.expired.statusMessage,
          finalizedAt: sql`now()`,
        })
        .where(
          and(
            eq(sandboxTransactions.id, id),
            eq(sandboxTransactions.status, 'PENDING'),
            isNull(sandboxTransactions.settlesAt),
            lte(sandboxTransactions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A payment left pending at the bank turns APPROVED once its time has come (no event is sent). */
    async settleIfDue(id: string): Promise<SandboxTransaction | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: 'APPROVED', statusMessage: 'Pago aprobado.', finalizedAt: sql`now()` })
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
