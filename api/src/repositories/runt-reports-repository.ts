import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { policies, runtReports, type Policy, type RuntReport, type RuntReportStatus } from '../db/schema.js';
import { isUuid } from '../lib/database-errors.js';

/** A transaction or the database itself: a report is written in the transaction that issues its policy. */
export type RuntReportWriter = Pick<Database, 'insert'>;

const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The reports to the RUNT (ADR 031): claimed with FOR UPDATE SKIP LOCKED and leased, as refunds are. */
export function createRuntReportsRepository(db: Database) {
  return {
    async add(writer: RuntReportWriter, policyId: string): Promise<void> {
      await writer.insert(runtReports).values({ policyId });
    },

    /** Claims the pending reports due now: each is leased for `leaseMs` and counts one more try. */
    async claimDue({ leaseMs, limit }: { leaseMs: number; limit: number }): Promise<RuntReport[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: runtReports.id })
          .from(runtReports)
          .where(and(eq(runtReports.status, 'pendiente'), lte(runtReports.runAfter, sql`now()`)))
          .orderBy(runtReports.runAfter)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(runtReports)
          .set({ runAfter: fromNow(leaseMs), attempts: sql`${runtReports.attempts} + 1` })
          .where(
            inArray(
              runtReports.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async policy(policyId: string): Promise<Policy | undefined> {
      const [policy] = await db.select().from(policies).where(eq(policies.id, policyId)).limit(1);
      return policy;
    },

    /** The RUNT acknowledged it: the report ends and the policy keeps the filing number. False if it had ended. */
    async markReported(report: RuntReport, filingNumber: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(runtReports)
          .set({ status: 'reportada', reportedAt: sql`now()`, lastError: null })
          .where(and(eq(runtReports.id, report.id), eq(runtReports.status, 'pendiente')))
          .returning({ id: runtReports.id });
        if (ended.length === 0) return false;
        await tx
          .update(policies)
          .set({ runtFilingNumber: filingNumber, runtReportedAt: sql`now()` })
          .where(eq(policies.id, report.policyId));
        return true;
      });
    },

    /** A try that failed: the next one after `retryInMs`, or none (`fallida`, left to an operator). */
    async markFailed(id: string, error: string, retryInMs: number | undefined): Promise<void> {
      await db
        .update(runtReports)
        .set({
          lastError: error.slice(0, 500),
          ...(retryInMs === undefined ? { status: 'fallida' as const } : { runAfter: fromNow(retryInMs) }),
        })
        .where(and(eq(runtReports.id, id), eq(runtReports.status, 'pendiente')));
    },

    /** The reports in a state, oldest first, with their policy's number and plate. */
    async list(status: RuntReportStatus, limit = 200) {
      return db
        .select({ report: runtReports, policyNumber: policies.number, plate: policies.plate })
        .from(runtReports)
        .innerJoin(policies, eq(policies.id, runtReports.policyId))
        .where(eq(runtReports.status, status))
        .orderBy(asc(runtReports.createdAt))
        .limit(limit);
    },

    /** An operator's retry of failed reports (one by id, or all): pending again, due now, tries counted afresh. */
    async retryFailed(id?: string): Promise<number> {
      if (id !== undefined && !isUuid(id)) return 0;
      const retried = await db
        .update(runtReports)
        .set({ status: 'pendiente', attempts: 0, runAfter: sql`now()` })
        .where(and(eq(runtReports.status, 'fallida'), ...(id === undefined ? [] : [eq(runtReports.id, id)])))
        .returning({ id: runtReports.id });
      return retried.length;
    },
  };
}

export type RuntReportsRepository = ReturnType<typeof createRuntReportsRepository>;
