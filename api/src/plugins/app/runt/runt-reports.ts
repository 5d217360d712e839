import type { DocumentType } from '@soat/shared/rules/identity-document';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Policy } from '../../../db/schema.js';
import { backoffMs, createJobRunner } from '../../../lib/job-runner.js';
import {
  createRuntReportsRepository,
  type RuntReportsRepository,
  type RuntReportWriter,
} from '../../../repositories/runt-reports-repository.js';
import type { PolicyReport } from './runt-client.js';

/** How a pass left a report it claimed. */
export type RuntReportOutcome = 'reportada' | 'fallida' | 'retry' | 'finished-elsewhere';

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
/**
 * Tries before a report is left to an operator (logged as an error, counted as failed for the alert):
 * with the default 60 s interval the waits (1, 2, 4, 8, 16, 32 min, then hourly) add up to about
 * five hours, well inside the RUNT's 24.
 */
export const maxRuntReportAttempts = 10;
const batchSize = 20;

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 300);

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
 * twice is harmless (the RUNT answers the same filing number), and a claim leases the row, so two
 * instances do not send the same report at once.
 */
async function runtReportsPlugin(app: FastifyInstance) {
  const repository = createRuntReportsRepository(app.db);
  const runner = createJobRunner(app, {
    name: 'runt-reports',
    intervalSeconds: () => app.config.runtReportJobsIntervalSeconds,
    runOnce: () => reports.runOnce(),
  });

  async function work(report: Awaited<ReturnType<typeof repository.claimDue>>[number]): Promise<RuntReportOutcome> {
    const context = { event: 'runt-report', reportId: report.id, attempt: report.attempts };
    const policy = await repository.policy(report.policyId);
    if (!policy) throw new Error(`RUNT report ${report.id} without its policy`);
    try {
      const { radicado } = await app.runt.reportPolicy(policyReport(policy));
      if (!(await repository.markReported(report, radicado))) return 'finished-elsewhere';
      app.metrics.runtReports.inc({ outcome: 'reportada' });
      app.log.info({ ...context, policy: policy.number, radicado }, 'policy reported to the RUNT');
      return 'reportada';
    } catch (error) {
      if (report.attempts >= maxRuntReportAttempts) {
        await repository.markFailed(report.id, errorText(error), undefined);
        app.metrics.runtReports.inc({ outcome: 'fallida' });
        // a person must act: an error, so that it is seen (and the alert on failed reports fires)
        app.log.error(
          { err: error, ...context, policy: policy.number },
          'policy not reported to the RUNT after its last try: an operator retries it',
        );
        return 'fallida';
      }
      const retryInMs = backoffMs(app.config.runtReportJobsIntervalSeconds * 1000, report.attempts);
      await repository.markFailed(report.id, errorText(error), retryInMs);
      app.log.warn(
        { err: error, ...context, policy: policy.number, retryInMs },
        'RUNT report not sent: tried again later',
      );
      return 'retry';
    }
  }

  const reports: RuntReports = {
    enqueue: (writer, policyId) => repository.add(writer, policyId),
    kick: () => runner.kick(),
    async runOnce() {
      const due = await repository.claimDue({ leaseMs: runtReportLeaseMs, limit: batchSize });
      const outcomes: RuntReportOutcome[] = [];
      for (const report of due) {
        try {
          outcomes.push(await work(report));
        } catch (err) {
          // the database failed: the lease runs out and the report is taken again
          app.log.error({ err, event: 'runt-report', reportId: report.id }, 'RUNT report not worked');
          outcomes.push('retry');
        }
      }
      return outcomes;
    },
    repository,
  };

  app.decorate('runtReports', reports);
}

export default fp(runtReportsPlugin, {
  name: 'runt-reports',
  dependencies: ['database', 'background-tasks', 'runt-client', 'metrics'],
});
