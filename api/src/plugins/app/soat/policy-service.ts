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
   * of the period: the exclusion constraint refused it and nothing was written (the transaction stays usable).
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

/** The first of the holder's names ("Ana María" → "Ana"): what the rating page greets. */
export const firstNameOf = (names: string) => names.trim().split(/\s+/)[0] ?? names;

/**
 * A policy's number, `SOAT-2026-00000042` (the issue year and the sequence's next value, padded to eight
 * digits, never cut), drawn in SQL where the policy is inserted.
 */
export const policyNumberSql = (year: string) =>
  sql`(select ${`SOAT-${year}-`}::text || lpad(n::text, greatest(8, length(n::text)), '0') from nextval(${policyNumberSequence.seqName}) as n)`;

async function policyServicePlugin(app: FastifyInstance) {
  const { portalUrl, policyInsurer, policyInsurerContact } = app.config;

  const service: PolicyService = {
    async issue(tx, request, payment) {
      const now = new Date();
      // One statement where there were four (a savepoint, the sequence's next value, the insert, the
      // savepoint's release; ADR 027: a round trip is what the gateway's event costs): the number is drawn
      // inside the insert, and a period the plate's policies already cover inserts nothing (ON CONFLICT DO
      // NOTHING takes the exclusion constraint as its arbiter) instead of failing the caller's transaction.
      // The insert's unique keys cannot conflict: its number is the sequence's, and its request is locked by
      // the caller and still unpaid.
      const [policy] = await tx
        .insert(policies)
        .values({
          number: policyNumberSql(todayInColombia(now).slice(0, 4)),
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
        .onConflictDoNothing()
        .returning();
      if (!policy) return 'overlap';
      const rating = await app.ratingService.issue(
        {
          origin: 'poliza',
          reference: policy.number,
          name: firstNameOf(request.holderFirstNames),
          policyId: policy.id,
        },
        tx,
      );
      // its email goes out once this transaction commits, from whichever instance claims it first
      await app.emailJobs.enqueue(tx, 'poliza', { requestId: request.id, ratingLink: rating.link });
      // and so do its report to the RUNT (ADR 031) and its electronic invoice (ADR 041)
      await app.runtReports.enqueue(tx, policy.id);
      await app.invoices.enqueueInvoice(tx, policy.id);
      return { policy, ratingLink: rating.link };
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
