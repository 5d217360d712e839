import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { emailJobs, type EmailJobKind } from '../../../db/schema.js';
import { createLeasedQueue, runLeasedQueue } from '../../../lib/leased-queue.js';
import {
  addEmailJob,
  EMAIL_JOB_QUEUE,
  emailJobPending,
  type EmailJobWriter,
} from '../../../repositories/email-jobs-repository.js';

/** Builds and sends one kind of email from its job's payload; throws when it could not. */
export type EmailJobSender = (payload: Record<string, string>) => Promise<void>;

export interface EmailJobs {
  /** The sender of one kind (each service registers its own). */
  handle(kind: EmailJobKind, send: EmailJobSender): void;
  /** Writes a job in the caller's transaction (or on its own): it is sent once that commits. */
  enqueue(writer: EmailJobWriter, kind: EmailJobKind, payload: Record<string, string>): Promise<void>;
  /** Sends the jobs due now from this instance, in the background (call after the commit). */
  kick(): void;
  /** One pass: claims the jobs due and sends them. */
  runOnce(): Promise<Array<'sent' | 'retry' | 'abandoned'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailJobs: EmailJobs;
  }
}

/**
 * How long a claimed job is left to its instance before another may take it: longer than a send
 * (a certificate rendered and handed to SMTP) takes, short enough that a crash delays an email by minutes.
 */
export const emailLeaseMs = 5 * 60_000;
/** Tries before a job is abandoned (logged as an error), the waits between them doubling up to an hour. */
export const maxEmailAttempts = 8;

/**
 * Emails that must not be lost (a policy's certificate, a password-changed notice) are written as
 * jobs in the transaction that calls for them, then sent right after the commit by the instance that
 * wrote them (`kick`), or by any instance's periodic pass (EMAIL_JOBS_INTERVAL_SECONDS) if that one
 * died or the send failed. A claim leases the row, so two instances never send the same job at once.
 */
async function emailJobsPlugin(app: FastifyInstance) {
  const senders = new Map<EmailJobKind, EmailJobSender>();
  const queue = createLeasedQueue(app.db, {
    name: EMAIL_JOB_QUEUE,
    table: emailJobs,
    pending: emailJobPending,
    leaseMs: emailLeaseMs,
    maxAttempts: maxEmailAttempts,
    firstRetryMs: 30_000,
  });
  const runner = runLeasedQueue(app, queue, {
    intervalSeconds: () => app.config.emailJobsIntervalSeconds,
    async work(job) {
      const send = senders.get(job.kind);
      if (!send) throw new Error(`no sender for email jobs of kind ${job.kind}`);
      await send(job.payload);
      // the payload (a live rating link, say) is dropped once sent
      await queue.finish(job.id, { sentAt: sql`now()`, payload: {} });
      return 'sent';
    },
    async giveUp(job, error) {
      await queue.finish(job.id, { abandonedAt: sql`now()`, lastError: error });
      return 'abandoned';
    },
  });

  const jobs: EmailJobs = {
    handle(kind, send) {
      senders.set(kind, send);
    },
    enqueue: addEmailJob,
    kick: () => runner.kick(),
    runOnce: () => runner.runOnce(),
  };

  app.decorate('emailJobs', jobs);
}

export default fp(emailJobsPlugin, { name: 'email-jobs', dependencies: ['database', 'background-tasks', 'metrics'] });
