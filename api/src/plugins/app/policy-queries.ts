import { and, desc, eq, gte, inArray, max } from 'drizzle-orm';
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
  /** The plate's most recently issued policy (the portal's last purchase for it). */
  latestForPlate(plate: string): Promise<Policy | undefined>;
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

export function createPolicyQueries(db: Database): PolicyQueries {
  return {
    async currentPolicyEnd(plate, today) {
      const [row] = await db
        .select({ end: max(policies.endsOn) })
        .from(policies)
        .where(and(eq(policies.plate, plate), gte(policies.endsOn, today)));
      return row?.end ?? null;
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
}

async function policyQueriesPlugin(app: FastifyInstance) {
  app.decorate('policyQueries', createPolicyQueries(app.db));
}

export default fp(policyQueriesPlugin, { name: 'policy-queries', dependencies: ['database'] });
