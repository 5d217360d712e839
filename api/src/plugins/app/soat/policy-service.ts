import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { Database } from '../../../db/open-database.js';
import { policies, policyNumberSequence, type Payment, type Policy, type PurchaseRequest } from '../../../db/schema.js';
import { noInvoices, toPolicy } from '../../../domain/purchase-views.js';
import { policyEmail } from '../../../emails/policy-email.js';
import { renderPolicyCertificate } from '../../../pdf/policy-certificate.js';
import { ratingTokenValidDays } from '../ratings/rating-service.js';

/** A transaction of the database (drizzle's), as the payment service passes it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An issued policy and the link its holder rates the service with (ADR 012), in memory only. */
export interface IssuedPolicy {
  policy: Policy;
  /** `PORTAL_URL/calificacion?token=…`: its token is stored only as a hash; the email carries it. */
  ratingLink: string;
}

export interface PolicyService {
  /**
   * Issues the request's policy, its rating token and the job that emails them (plugins/app/jobs/email-jobs.ts)
   * inside the caller's transaction (the one that approves the payment), with its report to the RUNT and its invoice: call `app.emailJobs.kick()`, `app.runtReports.kick()` and `app.invoices.kick()` once it commits. Answers 'overlap' when the plate already holds a policy for a day
   * of the period: the exclusion constraint refused it and nothing was written (a savepoint is rolled back).
   */
  issue(tx: Transaction, request: PurchaseRequest, payment: Payment): Promise<IssuedPolicy | 'overlap'>;
  /** The certificate PDF of an issued policy. */
  certificate(policy: Policy): Promise<Buffer>;
  /** Emails the certificate and the rating link to the holder (the email job written by `issue`). */
  sendPolicyEmail(issued: IssuedPolicy, request: PurchaseRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    policyService: PolicyService;
  }
}

/** PostgreSQL 23P01: an exclusion constraint refused the row (bare or wrapped by drizzle). */
export function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Object; depth += 1) {
    if ((current as { code?: unknown }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The first of the holder's names ("Ana María" → "Ana"): what the rating page greets. */
export const firstNameOf = (names: string) => names.trim().split(/\s+/)[0] ?? names;

/** `SOAT-2026-00000042`: the issue year and the sequence's next value. */
export function policyNumber(year: string, sequenceValue: number): string {
  return `SOAT-${year}-${String(sequenceValue).padStart(8, '0')}`;
}

async function policyServicePlugin(app: FastifyInstance) {
  const { portalUrl, policyInsurer, policyInsurerContact } = app.config;

  const service: PolicyService = {
    async issue(tx, request, payment) {
      const now = new Date();
      try {
        // a savepoint: a refused insert leaves the caller's transaction usable
        return await tx.transaction(async (savepoint) => {
          const sequence = await savepoint.execute(sql`select nextval(${policyNumberSequence.seqName}) as value`);
          // both drivers answer `rows` (PGlite's Results, node-postgres' QueryResult)
          const [next] = (sequence as unknown as { rows: Array<{ value: string | number }> }).rows;
          const [policy] = await savepoint
            .insert(policies)
            .values({
              number: policyNumber(todayInColombia(now).slice(0, 4), Number(next!.value)),
              purchaseRequestId: request.id,
              paymentId: payment.id,
              userId: request.userId,
              plate: request.plate,
              startsOn: request.startsOn,
              endsOn: request.endsOn,
              tariffCode: request.tariffCode,
              tariffYear: request.tariffYear,
              premium: request.premium,
              adresContribution: request.adresContribution,
              subtotal: request.subtotal,
              runtFee: request.runtFee,
              total: request.total,
              vehicle: request.vehicle,
              brand: request.brand,
              line: request.line,
              holderDocumentType: request.holderDocumentType,
              holderDocumentNumber: request.holderDocumentNumber,
              holderFirstNames: request.holderFirstNames,
              holderLastNames: request.holderLastNames,
              holderAddress: request.holderAddress,
              holderCity: request.holderCity,
              holderMobile: request.holderMobile,
              insurer: policyInsurer,
              issuedAt: now,
            })
            .returning();
          const rating = await app.ratingService.issue(
            {
              origin: 'poliza',
              reference: policy!.number,
              name: firstNameOf(request.holderFirstNames),
              policyId: policy!.id,
            },
            savepoint,
          );
          // its email goes out once this transaction commits, from whichever instance claims it first
          await app.emailJobs.enqueue(savepoint, 'poliza', { requestId: request.id, ratingLink: rating.link });
          // and so do its report to the RUNT (ADR 031) and its electronic invoice (ADR 041)
          await app.runtReports.enqueue(savepoint, policy!.id);
          await app.invoices.enqueueInvoice(savepoint, policy!.id);
          return { policy: policy!, ratingLink: rating.link };
        });
      } catch (error) {
        if (isExclusionViolation(error)) return 'overlap';
        throw error;
      }
    },
    certificate(policy) {
      // the certificate does not carry the invoice (it is a document of its own)
      return renderPolicyCertificate(toPolicy(policy, { insurer: policyInsurerContact, invoices: noInvoices }), {
        portalUrl,
      });
    },
    async sendPolicyEmail({ policy, ratingLink }, request) {
      const certificate = await service.certificate(policy);
      await app.mailer.send(
        policyEmail({
          to: request.holderEmail,
          name: request.holderFirstNames,
          policyNumber: policy.number,
          plate: policy.plate,
          start: policy.startsOn,
          end: policy.endsOn,
          total: policy.total,
          purchaseUrl: `${portalUrl}/cotizar-soat/pagos/respuesta-pago-soat/${request.id}`,
          ratingUrl: ratingLink,
          ratingValidDays: ratingTokenValidDays.poliza,
          certificate,
        }),
      );
      app.log.info({ event: 'policy-emailed', policy: policy.number }, 'policy certificate emailed');
    },
  };
  app.emailJobs.handle('poliza', async ({ requestId = '', ratingLink = '' }) => {
    const record = await app.purchaseRepository.findRecord(requestId);
    if (!record?.policy) throw new Error(`no policy for the purchase request ${requestId}`);
    await service.sendPolicyEmail({ policy: record.policy, ratingLink }, record.request);
  });
  app.decorate('policyService', service);
}

export default fp(policyServicePlugin, {
  name: 'policy-service',
  dependencies: ['database', 'mailer', 'rating-service', 'purchase-repository', 'email-jobs', 'invoices'],
});
