import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import {
  electronicDocuments,
  emailJobs,
  operatorAudit,
  operatorTasks,
  outboxEmails,
  paymentEvents,
  payments,
  policies,
  purchaseClaims,
  purchaseRequests,
  ratingTokens,
  ratings,
  refunds,
  runtReports,
  type Policy,
  type PurchaseRequest,
} from '../db/schema.js';
import { isUuid } from '../lib/database-errors.js';

// What the operators' Find and a purchase's timeline read (issue 44, points 3 and 4): plain reads, each
// purchase request with its policy, and every row that tells its story.

export interface FoundPurchaseRecord {
  request: PurchaseRequest;
  policy: Policy | null;
}

/** At most this many purchases answer a search. */
export const searchLimit = 50;

/**
 * The purchases a search names: by plate (spaces and dashes ignored), the holder's document number, a
 * policy number, the request's id or the holder's email (case ignored); the newest first.
 */
export async function searchPurchases(db: Database, text: string): Promise<FoundPurchaseRecord[]> {
  const query = text.trim();
  const plate = query.toUpperCase().replace(/[\s-]/g, '');
  const conditions = [
    eq(purchaseRequests.plate, plate),
    eq(purchaseRequests.holderDocumentNumber, query.replace(/[\s.]/g, '')),
    eq(policies.number, query.toUpperCase()),
    eq(sql`lower(${purchaseRequests.holderEmail})`, query.toLowerCase()),
  ];
  if (isUuid(query)) conditions.push(eq(purchaseRequests.id, query.toLowerCase()));
  const rows = await db
    .select({ request: purchaseRequests, policy: policies })
    .from(purchaseRequests)
    .leftJoin(policies, eq(policies.purchaseRequestId, purchaseRequests.id))
    .where(or(...conditions))
    .orderBy(desc(purchaseRequests.createdAt))
    .limit(searchLimit);
  return rows;
}

/** One purchase request with its policy, or undefined when the id names none. */
export async function findPurchase(db: Database, id: string): Promise<FoundPurchaseRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ request: purchaseRequests, policy: policies })
    .from(purchaseRequests)
    .leftJoin(policies, eq(policies.purchaseRequestId, purchaseRequests.id))
    .where(eq(purchaseRequests.id, id.toLowerCase()))
    .limit(1);
  return row;
}

/** Every row of a purchase's story, as stored. */
export async function purchaseStory(db: Database, { request, policy }: FoundPurchaseRecord) {
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.purchaseRequestId, request.id))
    .orderBy(asc(payments.createdAt));
  const paymentIds = paymentRows.map((payment) => payment.id);
  const events = paymentIds.length
    ? await db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, paymentIds))
    : [];
  const refundRows = paymentIds.length
    ? await db
        .select({ refund: refunds, task: operatorTasks })
        .from(refunds)
        .leftJoin(operatorTasks, eq(operatorTasks.refundId, refunds.id))
        .where(inArray(refunds.paymentId, paymentIds))
    : [];
  const reports = policy ? await db.select().from(runtReports).where(eq(runtReports.policyId, policy.id)) : [];
  const documents = policy
    ? await db.select().from(electronicDocuments).where(eq(electronicDocuments.policyId, policy.id))
    : [];
  const rated = policy
    ? await db
        .select({ rating: ratings })
        .from(ratings)
        .innerJoin(ratingTokens, eq(ratingTokens.id, ratings.tokenId))
        .where(eq(ratingTokens.policyId, policy.id))
    : [];
  // the jobs still waiting (a sent job's payload is emptied, so only a pending one still names its request)
  const queued = await db
    .select()
    .from(emailJobs)
    .where(
      and(
        sql`${emailJobs.payload}->>'requestId' = ${request.id}`,
        sql`${emailJobs.sentAt} is null`,
        sql`${emailJobs.abandonedAt} is null`,
      ),
    );
  const claims = await db
    .select()
    .from(purchaseClaims)
    .where(
      and(
        eq(purchaseClaims.plate, request.plate),
        eq(purchaseClaims.holderDocumentType, request.holderDocumentType),
        eq(purchaseClaims.holderDocumentNumber, request.holderDocumentNumber),
        gte(purchaseClaims.createdAt, request.createdAt),
      ),
    );
  const targets = [
    request.id,
    ...paymentIds,
    ...(policy ? [policy.id, policy.number] : []),
    ...refundRows.flatMap(({ refund, task }) => (task ? [refund.id, task.id] : [refund.id])),
    ...reports.map((report) => report.id),
    ...documents.map((document) => document.id),
  ];
  const audit = await db
    .select()
    .from(operatorAudit)
    .where(inArray(operatorAudit.target, targets))
    .orderBy(asc(operatorAudit.createdAt));
  // the emails the holder was sent (stored in the outbox when no SMTP server is configured), to the request's
  // address and to those an operator corrected since
  const addresses = new Set([request.holderEmail.toLowerCase()]);
  for (const entry of audit) {
    const before =
      entry.action === 'compra.correo-corregido' ? (entry.before as { correoElectronico?: unknown }) : null;
    if (typeof before?.correoElectronico === 'string') addresses.add(before.correoElectronico.toLowerCase());
  }
  const emails = await db
    .select({
      id: outboxEmails.id,
      recipient: outboxEmails.recipient,
      subject: outboxEmails.subject,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(
      and(
        inArray(sql<string>`lower(${outboxEmails.recipient})`, [...addresses]),
        gte(outboxEmails.createdAt, request.createdAt),
      ),
    );
  return {
    payments: paymentRows,
    events,
    refunds: refundRows,
    reports,
    documents,
    rated,
    emails,
    queued,
    claims,
    audit,
  };
}

export type PurchaseStory = Awaited<ReturnType<typeof purchaseStory>>;
