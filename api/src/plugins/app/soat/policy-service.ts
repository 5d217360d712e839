import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayInColombia } from '@soat/shared/rules/validity';
import { placeholders, UNNAMED_STATEMENT, type Database } from '../../../db/open-database.js';
import { transactionStatement, type Transaction } from '../../../db/transaction-statements.js';
import {
  electronicDocuments,
  emailJobs,
  payments,
  policies,
  policyNumberSequence,
  purchaseRequests,
  ratingTokens,
  runtReports,
  type Payment,
  type PaymentStatus,
  type Policy,
  type PurchaseRequest,
} from '../../../db/schema.js';
import { noInvoices, toPolicy } from '../../../domain/purchase-views.js';
import { priceColumns } from '../../../repositories/purchase-statements.js';
import { policyEmail } from '../../../emails/policy-email.js';
import { renderPolicyCertificate } from '../../../pdf/policy-certificate.js';
import { ratingTokenValidDays } from '../ratings/rating-service.js';

/** The approved payment's final status, as the gateway's news wrote it (`apply-gateway-status.ts`). */
export interface PaymentApproval {
  status: PaymentStatus;
  gatewayStatus: string;
  message: string;
  finalizedAt: Date;
}

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
    /** The payment's final status, written by the same statement, even on overlap. */
    approval: PaymentApproval,
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

/** The columns of a policy copied from its request. */
const fromRequest = [
  'userId',
  'plate',
  'startsOn',
  'endsOn',
  ...priceColumns,
  'vehicle',
  'brand',
  'line',
  'holderDocumentType',
  'holderDocumentNumber',
  'holderFirstNames',
  'holderLastNames',
  'holderAddress',
  'holderCity',
  'holderMobile',
] as const satisfies readonly (keyof PurchaseRequest & keyof Policy)[];

type FromRequest = Pick<PurchaseRequest, (typeof fromRequest)[number]>;

/** The policy statement's values, by the name of their placeholder (all but the request's as PostgreSQL reads them). */
type IssueValues = FromRequest & {
  paymentStatus: PaymentStatus;
  gatewayStatus: string;
  paymentMessage: string;
  finalizedAt: string;
  paymentId: string;
  requestId: string;
  numberPrefix: string;
  insurer: string;
  now: string;
  ratingHash: string;
  firstName: string;
  ratingCreatedAt: string;
  ratingExpiresAt: string;
  emailPayload: string;
};

/**
 * The statement that issues a policy (see `PolicyService.issue`), built once with a placeholder for each value
 * (ADR 051) and run in the transaction that approves the payment.
 */
function issueStatement(db: Database) {
  const value = (name: Exclude<keyof IssueValues, keyof FromRequest>) => sql.placeholder(name);
  return transactionStatement(db, (executor) => {
    // the payment's final status: its approval, written whether or not the policy is
    const approved = executor.$with('pago_aprobado').as(
      executor
        .update(payments)
        .set({
          status: sql`${value('paymentStatus')}`,
          gatewayStatus: sql`${value('gatewayStatus')}`,
          message: sql`${value('paymentMessage')}`,
          finalizedAt: sql`${value('finalizedAt')}::timestamptz`,
          updatedAt: sql`${value('finalizedAt')}::timestamptz`,
        })
        .where(eq(payments.id, sql`${value('paymentId')}::uuid`)),
    );
    const issued = executor.$with('emitida').as(
      executor
        .insert(policies)
        .values({
          ...placeholders(fromRequest),
          // its number, `SOAT-2026-00000042`: the issue year and the sequence's next value, padded to eight digits,
          // never cut, drawn where the policy is inserted
          number: sql`(select ${value('numberPrefix')}::text || lpad(n::text, greatest(8, length(n::text)), '0') from nextval(${policyNumberSequence.seqName}) as n)`,
          purchaseRequestId: sql`${value('requestId')}::uuid`,
          paymentId: sql`${value('paymentId')}::uuid`,
          insurer: sql`${value('insurer')}`,
          issuedAt: sql`${value('now')}::timestamptz`,
        })
        .onConflictDoNothing()
        .returning(),
    );
    const rated = executor.$with('calificacion', {}).as(
      sql`insert into ${ratingTokens} (hash, origen, referencia, nombre, poliza_id, creado_en, vence_en)
          select ${value('ratingHash')}, 'poliza', ${issued.number}, ${value('firstName')}, ${issued.id},
            ${value('ratingCreatedAt')}::timestamptz, ${value('ratingExpiresAt')}::timestamptz
          from ${issued}`,
    );
    const emailed = executor
      .$with('correo', {})
      .as(
        sql`insert into ${emailJobs} (kind, payload) select 'poliza', ${value('emailPayload')}::jsonb from ${issued}`,
      );
    const reported = executor
      .$with('reporte_runt', {})
      .as(sql`insert into ${runtReports} (poliza_id) select ${issued.id} from ${issued}`);
    const invoiced = executor
      .$with('factura', {})
      .as(sql`insert into ${electronicDocuments} (tipo, poliza_id) select 'factura', ${issued.id} from ${issued}`);
    const paid = executor.$with('solicitud_emitida').as(
      executor
        .update(purchaseRequests)
        .set({ status: 'emitida', updatedAt: sql`${value('now')}::timestamptz` })
        .where(and(eq(purchaseRequests.id, sql`${value('requestId')}::uuid`), sql`exists (select from ${issued})`)),
    );
    return executor
      .with(approved, issued, rated, emailed, reported, invoiced, paid)
      .select()
      .from(issued)
      .prepare(UNNAMED_STATEMENT);
  });
}

async function policyServicePlugin(app: FastifyInstance) {
  const { portalUrl, policyInsurer, policyInsurerContact } = app.config;
  const issuing = issueStatement(app.db);

  const service: PolicyService = {
    async issue(tx, request, payment, approval) {
      const now = new Date();
      // One statement where there were seven (ADR 027: a round trip is what the gateway's event costs): the
      // payment's approval, the policy's insert, and, from the row it returns, its rating token, the jobs of its
      // email, its report to the RUNT (ADR 031) and its electronic invoice (ADR 041), and its request marked as
      // issued, as data-modifying CTEs, which PostgreSQL runs whether or not the final select reads them. The
      // number is drawn inside the insert, and a period the plate's policies already cover inserts nothing (ON
      // CONFLICT DO NOTHING takes the exclusion constraint as its arbiter): then no CTE but the approval finds a
      // row, nothing else is written, and the caller's transaction stays usable. The insert's unique keys cannot
      // conflict: its number is the sequence's, and its request is locked by the caller and still unpaid.
      // What its holder rates the service with (ADR 012): the token's hash stored, the link in the email; its
      // email, its report to the RUNT and its invoice go out once this transaction commits, from whichever
      // instance claims each first (the queues' rows as their repositories write them).
      const rating = app.ratingService.mint('poliza');
      const copied = Object.fromEntries(fromRequest.map((column) => [column, request[column]])) as FromRequest;
      const values: IssueValues = {
        ...copied,
        paymentStatus: approval.status,
        gatewayStatus: approval.gatewayStatus,
        paymentMessage: approval.message,
        finalizedAt: approval.finalizedAt.toISOString(),
        paymentId: payment.id,
        requestId: request.id,
        numberPrefix: `SOAT-${todayInColombia(now).slice(0, 4)}-`,
        insurer: policyInsurer,
        now: now.toISOString(),
        ratingHash: rating.hash,
        firstName: firstNameOf(request.holderFirstNames),
        ratingCreatedAt: rating.createdAt.toISOString(),
        ratingExpiresAt: rating.expiresAt.toISOString(),
        emailPayload: JSON.stringify({ requestId: request.id, ratingLink: rating.link }),
      };
      const [policy] = await issuing.within(tx).execute(values);
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
