import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { emailJobs, type EmailJob, type EmailJobKind } from '../db/schema.js';

/** The database or one of its transactions: a job is written in the transaction it belongs to. */
export type EmailJobWriter = Pick<Database, 'insert'>;

export interface EmailJobsRepository {
  /** Writes a job; it can be claimed once the caller's transaction commits. */
  add(writer: EmailJobWriter, kind: EmailJobKind, payload: Record<string, string>): Promise<void>;
  /**
   * Jobs due now, each leased for `leaseMs` (its `run_after` moved past the lease) and its attempt
   * counted. Rows locked by another instance are skipped (FOR UPDATE SKIP LOCKED): one instance
   * takes a job, and another takes it again only once the lease has run out (a crash).
   */
  claimDue(options: { leaseMs: number; limit: number }): Promise<EmailJob[]>;
  /** Sent: never taken again; the payload (a live rating link, say) is dropped. */
  markSent(id: string): Promise<void>;
  /** Failed: tried again after `retryInMs`, or never again when `retryInMs` is undefined. */
  markFailed(id: string, error: string, retryInMs: number | undefined): Promise<void>;
}

const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export function createEmailJobsRepository(db: Database): EmailJobsRepository {
  return {
    async add(writer, kind, payload) {
      await writer.insert(emailJobs).values({ kind, payload });
    },
    async claimDue({ leaseMs, limit }) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: emailJobs.id })
          .from(emailJobs)
          .where(and(isNull(emailJobs.sentAt), isNull(emailJobs.abandonedAt), lte(emailJobs.runAfter, sql`now()`)))
          .orderBy(emailJobs.runAfter)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(emailJobs)
          .set({ runAfter: fromNow(leaseMs), attempts: sql`${emailJobs.attempts} + 1` })
          .where(
            inArray(
              emailJobs.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },
    async markSent(id) {
      await db
        .update(emailJobs)
        .set({ sentAt: sql`now()`, payload: {}, lastError: null })
        .where(eq(emailJobs.id, id));
    },
    async markFailed(id, error, retryInMs) {
      await db
        .update(emailJobs)
        .set(
          retryInMs === undefined
            ? { abandonedAt: sql`now()`, lastError: error }
            : { runAfter: fromNow(retryInMs), lastError: error },
        )
        .where(eq(emailJobs.id, id));
    },
  };
}
