import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { policies, runtReports, type Policy, type RuntReport, type RuntReportStatus } from '../db/schema.js';
import { isUuid } from '../lib/database-errors.js';
import type { LeasedQueue } from '../lib/leased-queue.js';
import type { RecordAudit } from './operator-audit.js';

/** A transaction or the database itself: a report is written in the transaction that issues its policy. */
export type RuntReportWriter = Pick<Database, 'insert'>;

/** The reports to the RUNT (ADR 031), beside their leased queue (lib/leased-queue.ts). */
export function createRuntReportsRepository(db: Database, queue: LeasedQueue<typeof runtReports>) {
  return {
    async add(writer: RuntReportWriter, policyId: string): Promise<void> {
      await writer.insert(runtReports).values({ policyId });
    },

    async policy(policyId: string): Promise<Policy | undefined> {
      const [policy] = await db.select().from(policies).where(eq(policies.id, policyId)).limit(1);
      return policy;
    },

    /** The RUNT acknowledged it: the report ends and the policy keeps the filing number. False if it had ended. */
    async markReported(report: RuntReport, filingNumber: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await queue.finish(report.id, { status: 'reportada', reportedAt: sql`now()` }, tx))) return false;
        await tx
          .update(policies)
          .set({ runtFilingNumber: filingNumber, runtReportedAt: sql`now()` })
          .where(eq(policies.id, report.policyId));
        return true;
      });
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
    async retryFailed(id?: string, audit?: RecordAudit<string[]>): Promise<number> {
      if (id !== undefined && !isUuid(id)) return 0;
      return db.transaction(async (tx) => {
        const retried = await tx
          .update(runtReports)
          .set({ status: 'pendiente', attempts: 0, runAfter: sql`now()` })
          .where(and(eq(runtReports.status, 'fallida'), ...(id === undefined ? [] : [eq(runtReports.id, id)])))
          .returning({ id: runtReports.id });
        // the operator's action, in the same transaction (ADR 044)
        await audit?.(
          tx,
          retried.map((row) => row.id),
        );
        return retried.length;
      });
    },
  };
}

export type RuntReportsRepository = ReturnType<typeof createRuntReportsRepository>;
