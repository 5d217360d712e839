import { and, isNull } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { emailJobs, type EmailJobKind } from '../db/schema.js';

/** The database or one of its transactions: a job is written in the transaction it belongs to. */
export type EmailJobWriter = Pick<Database, 'insert'>;

/** The email jobs' leased queue's name, as its metrics label it. */
export const EMAIL_JOB_QUEUE = 'email-job';

/** An email job still to send: neither sent nor given up. */
export const emailJobPending = and(isNull(emailJobs.sentAt), isNull(emailJobs.abandonedAt))!;

/** Writes a job; it can be claimed once the caller's transaction commits. */
export async function addEmailJob(writer: EmailJobWriter, kind: EmailJobKind, payload: Record<string, string>) {
  await writer.insert(emailJobs).values({ kind, payload });
}
