import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailJobKind } from '../../../db/schema.js';
import { createEmailJobsRepository, type EmailJobWriter } from '../../../repositories/email-jobs-repository.js';
import { backoffMs, createJobRunner } from '../../../lib/job-runner.js';

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
  runOnce(): Promise<{ sent: number; failed: number }>;
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
export const retryDelayMs = (attempts: number) => backoffMs(30_000, attempts);
const batchSize = 20;

/**
 * Emails that must not be lost (a policy's certificate, a password-changed notice) are written as
 * jobs in the transaction that calls for them, then sent right after the commit by the instance that
 * wrote them (`kick`), or by any instance's periodic pass (EMAIL_JOBS_INTERVAL_SECONDS) if that one
 * died or the send failed. A claim leases the row, so two instances never send the same job at once.
 */
async function emailJobsPlugin(app: FastifyInstance) {
  const repository = createEmailJobsRepository(app.db);
  const senders = new Map<EmailJobKind, EmailJobSender>();
  const runner = createJobRunner(app, {
    name: 'email-jobs',
    intervalSeconds: () => app.config.emailJobsIntervalSeconds,
    runOnce: () => jobs.runOnce(),
  });

  const jobs: EmailJobs = {
    handle(kind, send) {
      senders.set(kind, send);
    },
    enqueue(writer, kind, payload) {
      return repository.add(writer, kind, payload);
    },
    kick: () => runner.kick(),
    async runOnce() {
      const due = await repository.claimDue({ leaseMs: emailLeaseMs, limit: batchSize });
      let sent = 0;
      for (const job of due) {
        const context = { event: 'email-job', jobId: job.id, kind: job.kind, attempt: job.attempts };
        try {
          const send = senders.get(job.kind);
          if (!send) throw new Error(`no sender for email jobs of kind ${job.kind}`);
          await send(job.payload);
          await repository.markSent(job.id);
          sent += 1;
        } catch (err) {
          const retryInMs = job.attempts < maxEmailAttempts ? retryDelayMs(job.attempts) : undefined;
          await repository.markFailed(job.id, String((err as Error).message ?? err).slice(0, 500), retryInMs);
          if (retryInMs === undefined) app.log.error({ err, ...context }, 'email abandoned after its last attempt');
          else app.log.warn({ err, ...context, retryInMs }, 'email not sent: tried again later');
        }
      }
      return { sent, failed: due.length - sent };
    },
  };

  app.decorate('emailJobs', jobs);
}

export default fp(emailJobsPlugin, { name: 'email-jobs', dependencies: ['database', 'background-tasks'] });
