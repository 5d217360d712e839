import { and, eq, sql, type WithSubquery } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { Database } from '../../../db/open-database.js';
import {
  electronicDocuments,
  emailJobs,
  policies,
  policyNumberSequence,
  purchaseRequests,
  ratingTokens,
  runtReports,
  type Payment,
  type Policy,
  type PurchaseRequest,
} from '../../../db/schema.js';
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
   * inside the caller's transaction (the one that approves the payment), with its report to the RUNT and its
   * invoice, and marks the request `emitida`, all in one statement: call `app.emailJobs.kick()`,
   * `app.runtReports.kick()` and `app.invoices.kick()` once it commits. Answers 'overlap' when the plate already
   * holds a policy for a day of the period: the exclusion constraint refused it and nothing was written (the
   * transaction stays usable).
   */
  issue(
    tx: Transaction,
    request: PurchaseRequest,
    payment: Payment,
    /** The caller's writes to make in the same statement, as CTEs (the payment's approval), run even on overlap. */
    alongside?: WithSubquery[],
  ): Promise<IssuedPolicy | 'overlap'>;
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
    async issue(tx, request, payment, alongside = []) {
      const now = new Date();
      // One statement where there were six (ADR 027: a round trip is what the gateway's event costs): the
      // policy's insert, and, from the row it returns, its rating token, the jobs of its email, its report to
      // the RUNT (ADR 031) and its electronic invoice (ADR 041), and its request marked as issued, as
      // data-modifying CTEs, which PostgreSQL runs whether or not the final select reads them. The number is
      // drawn inside the insert, and a period the plate's policies already cover inserts nothing (ON CONFLICT
      // DO NOTHING takes the exclusion constraint as its arbiter): then no CTE finds a row, nothing at all is
      // written, and the caller's transaction stays usable. The insert's unique keys cannot conflict: its
      // number is the sequence's, and its request is locked by the caller and still unpaid.
      const issued = tx.$with('emitida').as(
        tx
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
          .returning(),
      );
      // what its holder rates the service with (ADR 012): the token's hash stored, the link in the email
      const rating = app.ratingService.mint('poliza');
      const rated = tx.$with('calificacion', {}).as(
        sql`insert into ${ratingTokens} (hash, origen, referencia, nombre, poliza_id, creado_en, vence_en)
          select ${rating.hash}, 'poliza', ${issued.number}, ${firstNameOf(request.holderFirstNames)}, ${issued.id},
            ${rating.createdAt.toISOString()}::timestamptz, ${rating.expiresAt.toISOString()}::timestamptz
          from ${issued}`,
      );
      // its email goes out once this transaction commits, from whichever instance claims it first (the payload
      // as email-jobs-repository.ts writes it)
      const emailPayload = JSON.stringify({ requestId: request.id, ratingLink: rating.link });
      const emailed = tx
        .$with('correo', {})
        .as(sql`insert into ${emailJobs} (kind, payload) select 'poliza', ${emailPayload}::jsonb from ${issued}`);
      // and so do its report to the RUNT and its electronic invoice (the queues' rows as their repositories
      // write them: the rest is each table's defaults)
      const reported = tx
        .$with('reporte_runt', {})
        .as(sql`insert into ${runtReports} (poliza_id) select ${issued.id} from ${issued}`);
      const invoiced = tx
        .$with('factura', {})
        .as(sql`insert into ${electronicDocuments} (tipo, poliza_id) select 'factura', ${issued.id} from ${issued}`);
      const paid = tx.$with('solicitud_emitida').as(
        tx
          .update(purchaseRequests)
          .set({ status: 'emitida', updatedAt: now })
          .where(and(eq(purchaseRequests.id, request.id), sql`exists (select from ${issued})`)),
      );
      const [policy] = await tx
        .with(...alongside, issued, rated, emailed, reported, invoiced, paid)
        .select()
        .from(issued);
      if (!policy) return 'overlap';
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
