import { addDays } from '@soat/shared/rules/validity';
import { and, desc, eq, gte, inArray, lte, max, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/open-database.js';
import {
  payments,
  policies,
  purchaseRequests,
  type Payment,
  type Policy,
  type PurchaseRequest,
} from '../../db/schema.js';
import { isUuid } from '../../lib/database-errors.js';

export interface AccountRequest {
  request: PurchaseRequest;
  payment: Payment | undefined;
  policy: Policy | undefined;
}

/** Reads of issued policies for the quote, vehicle, consult and "mis pólizas" routes. */
export interface PolicyQueries {
  /** The latest end of the plate's policies that have not ended by `today`, or null. */
  currentPolicyEnd(plate: string, today: string): Promise<string | null>;
  /**
   * The same for a quote, as this instance read it at most `quotePolicyEndTtlMs` ago (see
   * `createQuotePolicyEndCache`). Only for answers that decide nothing: the purchase asks
   * `currentPolicyEnd` itself.
   */
  quotedPolicyEnd(plate: string, today: string): Promise<string | null>;
  /** A policy of the plate was committed: the next quote for it reads the database again. */
  policyIssued(plate: string): void;
  /**
   * What stops paying a request for `start`–`end` now: the end of the plate's latest policy covering part of
   * that period, and the first day a new request may start, or null when the period is free.
   */
  periodTaken(
    plate: string,
    start: string,
    end: string,
  ): Promise<{ polizaVigenteHasta: string; nuevoInicioVigencia: string } | null>;
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
  /** The plate's policies held by that document, latest start first. */
  forPlateAndHolder(plate: string, documentType: string, documentNumber: string): Promise<Policy[]>;
  /** What an account bought while signed in, newest first: its policies, and its requests with their latest payment and policy. */
  forAccount(userId: string): Promise<{ policies: Policy[]; requests: AccountRequest[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    policyQueries: PolicyQueries;
  }
}

/** How long a quote may rely on a plate's policy end that this instance read before. */
export const quotePolicyEndTtlMs = 5_000;
/** Plates remembered at most (the oldest is forgotten first): a bound on memory, not a tuning knob. */
export const quotePolicyEndCacheSize = 10_000;

interface CachedPolicyEnd {
  today: string;
  expiresAt: number;
  end: Promise<string | null>;
}

/**
 * A per-instance memory of plate → current policy end for the quote, the API's busiest
 * endpoint (a customer quotes again as they change the vehicle or the start). Without it each
 * quote waits for the database. Entries live `quotePolicyEndTtlMs`
 * and are dropped when this instance issues a policy for the plate; concurrent quotes of a plate
 * share one read. A policy issued by another instance can thus go unseen by a quote for a few
 * seconds, which is harmless: the quote only proposes a start date, the purchase request checks
 * the plate's policies in the database again, and the exclusion constraint on
 * (placa, daterange(inicio, fin)) never lets a second policy cover the same day (ADR 010).
 */
export function createQuotePolicyEndCache(
  read: (plate: string, today: string) => Promise<string | null>,
  { ttlMs = quotePolicyEndTtlMs, maxSize = quotePolicyEndCacheSize, now = Date.now } = {},
) {
  const entries = new Map<string, CachedPolicyEnd>();
  return {
    get(plate: string, today: string): Promise<string | null> {
      const cached = entries.get(plate);
      if (cached && cached.today === today && cached.expiresAt > now()) return cached.end;
      if (cached) entries.delete(plate);
      else if (entries.size >= maxSize) entries.delete(entries.keys().next().value!);
      const entry: CachedPolicyEnd = { today, expiresAt: now() + ttlMs, end: read(plate, today) };
      entries.set(plate, entry);
      // a failed read is not remembered (the caller sees the error)
      entry.end.catch(() => {
        if (entries.get(plate) === entry) entries.delete(plate);
      });
      return entry.end;
    },
    forget(plate: string): void {
      entries.delete(plate);
    },
  };
}

export function createPolicyQueries(db: Database): PolicyQueries {
  const quoteCache = createQuotePolicyEndCache((plate, today) => queries.currentPolicyEnd(plate, today));
  const queries: PolicyQueries = {
    async currentPolicyEnd(plate, today) {
      const [row] = await db
        .select({ end: max(policies.endsOn) })
        .from(policies)
        .where(and(eq(policies.plate, plate), gte(policies.endsOn, today)));
      return row?.end ?? null;
    },
    async periodTaken(plate, start, end) {
      const [row] = await db
        .select({ end: max(policies.endsOn) })
        .from(policies)
        .where(and(eq(policies.plate, plate), lte(policies.startsOn, end), gte(policies.endsOn, start)));
      return row?.end ? { polizaVigenteHasta: row.end, nuevoInicioVigencia: addDays(row.end, 1) } : null;
    },
    quotedPolicyEnd(plate, today) {
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
    async forPlateAndHolder(plate, documentType, documentNumber) {
      return db
        .select()
        .from(policies)
        .where(
          and(
            eq(policies.plate, plate),
            eq(policies.holderDocumentType, documentType),
            eq(policies.holderDocumentNumber, documentNumber),
          ),
        )
        .orderBy(desc(policies.startsOn))
        .limit(50);
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
                .select()
                .from(payments)
                .where(inArray(payments.purchaseRequestId, ids))
                .orderBy(desc(payments.createdAt), desc(payments.id)),
              db.select().from(policies).where(inArray(policies.purchaseRequestId, ids)),
            ]);
      return {
        policies: ownPolicies,
        requests: requests.map((request) => ({
          request,
          // newest first: the first attempt found is the latest
          payment: attempts.find((payment) => payment.purchaseRequestId === request.id),
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
