import type { DocumentType } from '@soat/shared/rules/identity-document';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { runtReports, type Policy, type RuntReport } from '../../../db/schema.js';
import { createLeasedQueue, runLeasedQueue } from '../../../lib/leased-queue.js';
import {
  createRuntReportsRepository,
  type RuntReportsRepository,
  type RuntReportWriter,
} from '../../../repositories/runt-reports-repository.js';
import type { PolicyReport } from './runt-client.js';

/** How a report ends: acknowledged by the RUNT, or left to an operator (counted in soat_runt_reports_total). */
export const RUNT_REPORT_ENDS = ['reportada', 'fallida'] as const;

/** How a pass left a report it claimed. */
export type RuntReportOutcome = (typeof RUNT_REPORT_ENDS)[number] | 'retry' | 'finished-elsewhere';

export interface RuntReports {
  /** Writes a policy's report in the transaction that issues it: worked once that commits. */
  enqueue(writer: RuntReportWriter, policyId: string): Promise<void>;
  /** Works the reports due now from this instance, in the background (call after the commit). */
  kick(): void;
  /** One pass: claims the reports due and sends each one. */
  runOnce(): Promise<RuntReportOutcome[]>;
  repository: RuntReportsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    runtReports: RuntReports;
  }
}

/** How long a claimed report is left to its instance: more than one RUNT call takes. */
export const runtReportLeaseMs = 2 * 60_000;
/** The report of an issued policy, in the adapter's words. */
export function policyReport(policy: Policy): PolicyReport {
  return {
    numeroPoliza: policy.number,
    placa: policy.plate,
    fechaExpedicion: todayInColombia(policy.issuedAt),
    inicioVigencia: policy.startsOn,
    finVigencia: policy.endsOn,
    aseguradora: policy.insurer,
    codigoTarifa: policy.tariffCode,
    tomador: { tipoDocumento: policy.holderDocumentType as DocumentType, numeroDocumento: policy.holderDocumentNumber },
  };
}

/**
 * Every issued policy is reported to the RUNT (the insurer must, within 24 hours): a job written with the
 * policy, sent right after the commit by the instance that issued it, or by any instance's periodic pass
 * (RUNT_REPORT_JOBS_INTERVAL_SECONDS) when that one stopped or the RUNT did not answer. Reporting a policy
 * twice is harmless (the RUNT answers the same filing number), and the reports are a leased queue
 * (lib/leased-queue.ts), so two instances do not send the same report at once.
 */
async function runtReportsPlugin(app: FastifyInstance) {
  const queue = createLeasedQueue(app.db, {
    name: 'runt-report',
    table: runtReports,
    pending: eq(runtReports.status, 'pendiente'),
    leaseMs: runtReportLeaseMs,
    // tries before a report is left to an operator (logged as an error, counted as failed for the alert):
    // with the defaults (10, and 60 s doubling) the waits (1, 2, 4, 8, 16, 32 min, then hourly) add up to
    // about five hours, well inside the RUNT's 24
    maxAttempts: app.config.runtReportMaxAttempts,
    firstRetryMs: (app.config.runtReportFirstRetrySeconds ?? app.config.runtReportJobsIntervalSeconds) * 1000,
  });
  const repository = createRuntReportsRepository(app.db, queue);

  async function work(report: RuntReport): Promise<RuntReportOutcome> {
    const policy = await repository.policy(report.policyId);
    if (!policy) throw new Error(`RUNT report ${report.id} without its policy`);
    const { radicado } = await app.runt.reportPolicy(policyReport(policy));
    if (!(await repository.markReported(report, radicado))) return 'finished-elsewhere';
    app.metrics.runtReports.inc({ outcome: 'reportada' });
    const context = { event: 'runt-report', jobId: report.id, policy: policy.number, radicado };
    app.log.info(context, 'policy reported to the RUNT');
    return 'reportada';
  }

  const runner = runLeasedQueue(app, queue, {
    intervalSeconds: () => app.config.runtReportJobsIntervalSeconds,
    work,
    // left to an operator, who retries it (the alert on failed reports fires)
    async giveUp(report, error) {
      if (!(await queue.finish(report.id, { status: 'fallida', lastError: error }))) return 'finished-elsewhere';
      app.metrics.runtReports.inc({ outcome: 'fallida' });
      return 'fallida';
    },
  });

  const reports: RuntReports = {
    enqueue: (writer, policyId) => repository.add(writer, policyId),
    kick: () => runner.kick(),
    runOnce: () => runner.runOnce(),
    repository,
  };

  app.decorate('runtReports', reports);
}

export default fp(runtReportsPlugin, {
  name: 'runt-reports',
  dependencies: ['database', 'background-tasks', 'runt-client', 'metrics'],
});
