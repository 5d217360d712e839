import { addDays } from '@soat/shared/rules/validity';
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNNAMED_STATEMENT, type Database } from '../../../db/open-database.js';
import {
  payments,
  policies,
  purchaseRequests,
  refunds,
  type Policy,
  type PurchaseRequest,
} from '../../../db/schema.js';
import { isKnownTo, type CoverCaller, type PolicyCover } from '../../../domain/policy-cover.js';
import type { ConsultedRefund, PaymentWithRefund } from '../../../domain/purchase-views.js';
import { isUuid } from '../../../lib/database-errors.js';
import { createQuoteCoverCache } from './quote-cover-cache.js';

export interface AccountRequest {
  request: PurchaseRequest;
  payment: PaymentWithRefund | undefined;
  policy: Policy | undefined;
}

/** Reads of issued policies for the quote, vehicle, consult and "mis pólizas" routes. */
export interface PolicyQueries {
  /** The plate's policies that have not ended by `today`, with whose each is (for `domain/policy-cover.ts`). */
  coversInForce(plate: string, today: string): Promise<PolicyCover[]>;
  /**
   * The same for a quote, as this instance read it at most `quoteCoverTtlMs` ago (see
   * `createQuoteCoverCache`). Only for answers that decide nothing: the purchase asks
   * `coversInForce` itself.
   */
  quotedCovers(plate: string, today: string): Promise<PolicyCover[]>;
  /** A policy of the plate was committed: the next quote for it reads the database again. */
  policyIssued(plate: string): void;
  /**
   * What stops paying a request for `start`–`end` now: the end of the plate's latest policy covering part of
   * that period and the first day a new request may start, or null when the period is free. The dates are
   * null unless every such policy is known to `caller` (its holder's document or the account that bought it).
   */
  periodTaken(
    plate: string,
    start: string,
    end: string,
    caller: CoverCaller,
  ): Promise<{ polizaVigenteHasta: string | null; nuevoInicioVigencia: string | null } | null>;
  /** The plate's most recently issued policy (the portal's last purchase for it). */
  latestForPlate(plate: string): Promise<Policy | undefined>;
  /**
   * The plate's policies its caller may see (ADR 010): held by that document, or bought while signed in to
   * that account; latest issued first. Neither given: none.
   */
  forPlateKnownTo(
    plate: string,
    caller: { document?: { type: string; number: string }; userId?: string },
  ): Promise<Policy[]>;
  /**
   * What the consult shows (ADR 010): the plate's policies held by that document, latest start first, and the
   * refunds of that holder's purchases of the plate, newest first; of each, only what the answer shows.
   */
  consult(plate: string, documentType: string, documentNumber: string): Promise<Consulted>;
  /** What an account bought while signed in, newest first: its policies, and its requests with their latest payment and policy. */
  forAccount(userId: string): Promise<{ policies: Policy[]; requests: AccountRequest[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    policyQueries: PolicyQueries;
  }
}

/** What the consult shows of a policy (`toPolicySummary`): its columns alone are read. */
export type ConsultedPolicy = Pick<
  Policy,
  'number' | 'startsOn' | 'endsOn' | 'insurer' | 'issuedAt' | 'tariffCode' | 'runtReportedAt'
>;

/** The consult's policies and refunds (`consult`). */
export interface Consulted {
  policies: ConsultedPolicy[];
  refunds: ConsultedRefund[];
}

/** The consult's rows as PostgreSQL's JSON writes them: timestamps as ISO 8601 text, dates as YYYY-MM-DD. */
type AsJson<Row> = {
  [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key];
};
type ConsultedRefundJson = {
  refund: AsJson<ConsultedRefund['refund']>;
  payment: ConsultedRefund['payment'];
  request: ConsultedRefund['request'];
};

const asDate = (text: string | null) => (text === null ? null : new Date(text));

/**
 * The consult's policies and refunds in one statement, each list a JSON array (one round trip and one pooled
 * connection a consult instead of two; ADR 027), read from the function `soat_consulta` (migration 0022), whose
 * plans PostgreSQL keeps on each server connection. Built once and sent unnamed (UNNAMED_STATEMENT: PgBouncer).
 * The keys are the fields of `ConsultedPolicy` and `ConsultedRefund`; each list keeps its order and limit.
 */
function consultStatement(db: Database) {
  const plate = sql.placeholder('plate');
  const documentType = sql.placeholder('documentType');
  const documentNumber = sql.placeholder('documentNumber');
  return db
    .select({
      policies: sql<AsJson<ConsultedPolicy>[]>`consult.policies`,
      refunds: sql<ConsultedRefundJson[]>`consult.refunds`,
    })
    .from(sql`soat_consulta(${plate}, ${documentType}, ${documentNumber}) as consult`)
    .prepare(UNNAMED_STATEMENT);
}

const coverColumns = {
  startsOn: policies.startsOn,
  endsOn: policies.endsOn,
  holderDocumentType: policies.holderDocumentType,
  holderDocumentNumber: policies.holderDocumentNumber,
  userId: policies.userId,
};

/** The purchase's reads of a plate's policies (the request's start, its payment, its status page), built once. */
function coverStatements(db: Database) {
  const plate = sql.placeholder('plate');
  return {
    inForce: db
      .select(coverColumns)
      .from(policies)
      .where(and(eq(policies.plate, plate), gte(policies.endsOn, sql.placeholder('today'))))
      .prepare(UNNAMED_STATEMENT),
    overlapping: db
      .select(coverColumns)
      .from(policies)
      .where(
        and(
          eq(policies.plate, plate),
          lte(policies.startsOn, sql.placeholder('end')),
          gte(policies.endsOn, sql.placeholder('start')),
        ),
      )
      .prepare(UNNAMED_STATEMENT),
  };
}

export function createPolicyQueries(db: Database): PolicyQueries {
  const quoteCache = createQuoteCoverCache((plate, today) => queries.coversInForce(plate, today));
  const consulted = consultStatement(db);
  const covers = coverStatements(db);
  const queries: PolicyQueries = {
    async coversInForce(plate, today) {
      return covers.inForce.execute({ plate, today });
    },
    async periodTaken(plate, start, end, caller) {
      const taking = await covers.overlapping.execute({ plate, start, end });
      if (taking.length === 0) return null;
      if (!taking.every((cover) => isKnownTo(cover, caller))) {
        return { polizaVigenteHasta: null, nuevoInicioVigencia: null };
      }
      const last = taking.reduce((latest, cover) => (cover.endsOn > latest ? cover.endsOn : latest), start);
      return { polizaVigenteHasta: last, nuevoInicioVigencia: addDays(last, 1) };
    },
    quotedCovers(plate, today) {
      return quoteCache.get(plate, today);
    },
    policyIssued(plate) {
      quoteCache.forget(plate);
    },
    async latestForPlate(plate) {
      const [policy] = await db
        .select()
        .from(policies)
        .where(eq(policies.plate, plate))
        .orderBy(desc(policies.issuedAt))
        .limit(1);
      return policy;
    },
    async forPlateKnownTo(plate, { document, userId }) {
      const holds: SQL[] = [];
      if (document) {
        holds.push(
          and(eq(policies.holderDocumentType, document.type), eq(policies.holderDocumentNumber, document.number))!,
        );
      }
      // a token's subject comes from outside: a non-UUID would make PostgreSQL raise an error
      if (userId !== undefined && isUuid(userId)) holds.push(eq(policies.userId, userId));
      if (holds.length === 0) return [];
      return db
        .select()
        .from(policies)
        .where(and(eq(policies.plate, plate), or(...holds)))
        .orderBy(desc(policies.issuedAt))
        .limit(50);
    },
    async consult(plate, documentType, documentNumber) {
      const [row] = await consulted.execute({ plate, documentType, documentNumber });
      return {
        policies: (row?.policies ?? []).map((policy) => ({
          ...policy,
          issuedAt: new Date(policy.issuedAt),
          runtReportedAt: asDate(policy.runtReportedAt),
        })),
        refunds: (row?.refunds ?? []).map(({ refund, payment, request }) => ({
          refund: { status: refund.status, refundedAt: asDate(refund.refundedAt) },
          payment,
          request,
        })),
      };
    },
    async forAccount(userId) {
      // a token's subject comes from outside: a non-UUID would make PostgreSQL raise an error
      if (!isUuid(userId)) return { policies: [], requests: [] };
      const [ownPolicies, requests] = await Promise.all([
        db.select().from(policies).where(eq(policies.userId, userId)).orderBy(desc(policies.issuedAt)).limit(200),
        db
          .select()
          .from(purchaseRequests)
          .where(eq(purchaseRequests.userId, userId))
          .orderBy(desc(purchaseRequests.createdAt))
          .limit(200),
      ]);
      const ids = requests.map((request) => request.id);
      const [attempts, issued] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db
                .select({ payment: payments, refundReason: refunds.reason })
                .from(payments)
                .leftJoin(refunds, eq(refunds.paymentId, payments.id))
                .where(inArray(payments.purchaseRequestId, ids))
                .orderBy(desc(payments.createdAt), desc(payments.id)),
              db.select().from(policies).where(inArray(policies.purchaseRequestId, ids)),
            ]);
      return {
        policies: ownPolicies,
        requests: requests.map((request) => ({
          request,
          // newest first: the first attempt found is the latest
          payment: attempts
            .filter(({ payment }) => payment.purchaseRequestId === request.id)
            .map(({ payment, refundReason }) => ({ ...payment, refundReason }))[0],
          policy: issued.find((policy) => policy.purchaseRequestId === request.id),
        })),
      };
    },
  };
  return queries;
}

async function policyQueriesPlugin(app: FastifyInstance) {
  app.decorate('policyQueries', createPolicyQueries(app.db));
}

export default fp(policyQueriesPlugin, { name: 'policy-queries', dependencies: ['database'] });
