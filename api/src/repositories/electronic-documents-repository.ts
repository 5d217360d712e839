import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import type { InvoicesByPolicy, PolicyInvoice } from '../domain/purchase-views.js';
import { electronicDocuments, policies, type ElectronicDocument, type ElectronicDocumentStatus } from '../db/schema.js';
import { isUuid } from '../lib/database-errors.js';
import { takeNumber, type Series } from './document-series.js';
import type { RecordAudit } from './operator-audit.js';

/** A transaction or the database itself: an invoice is queued in the transaction that issues its policy. */
export type DocumentWriter = Pick<Database, 'insert'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The document as built and signed for its number and issue time. */
export interface BuiltDocument {
  xml: string;
  uniqueCode: string;
}

/** The series is used up: no number can be given until a new resolution is configured. */
export class SeriesExhaustedError extends Error {
  constructor(key: string) {
    super(`The numbering series ${key} is used up: configure the next resolution's range`);
    this.name = 'SeriesExhaustedError';
  }
}

/** The sale's electronic documents (ADR 041): their numbers, their state with the DIAN, their delivery. */
export function createElectronicDocumentsRepository(db: Database) {
  return {
    /** Queues the invoice of a policy just issued (in the caller's transaction). */
    async addInvoice(writer: DocumentWriter, policyId: string): Promise<void> {
      await writer.insert(electronicDocuments).values({ kind: 'factura', policyId });
    },

    /** Queues the credit note of a refunded payment whose sale was invoiced (in the caller's transaction). */
    async addCreditNote(
      writer: DocumentWriter,
      note: { invoiceId: string; policyId: string; refundId: string },
    ): Promise<void> {
      await writer
        .insert(electronicDocuments)
        .values({ kind: 'nota-credito', ...note })
        .onConflictDoNothing();
    },

    async find(id: string): Promise<ElectronicDocument | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(electronicDocuments).where(eq(electronicDocuments.id, id)).limit(1);
      return row;
    },

    /** A purchase request's documents (its invoice and any credit note), oldest first. */
    async ofRequest(requestId: string): Promise<ElectronicDocument[]> {
      if (!isUuid(requestId)) return [];
      return db
        .select({ document: electronicDocuments })
        .from(electronicDocuments)
        .innerJoin(policies, eq(policies.id, electronicDocuments.policyId))
        .where(eq(policies.purchaseRequestId, requestId))
        .orderBy(asc(electronicDocuments.createdAt))
        .then((rows) => rows.map((row) => row.document));
    },

    /** The invoices of these policies, by policy id: one query however many (mis pólizas lists them all). */
    async invoicesOf(policyIds: readonly string[]): Promise<InvoicesByPolicy> {
      if (policyIds.length === 0) return new Map();
      const rows: PolicyInvoice[] = await db
        .select({
          policyId: electronicDocuments.policyId,
          status: electronicDocuments.status,
          prefix: electronicDocuments.prefix,
          number: electronicDocuments.number,
          uniqueCode: electronicDocuments.uniqueCode,
        })
        .from(electronicDocuments)
        .where(and(eq(electronicDocuments.kind, 'factura'), inArray(electronicDocuments.policyId, [...policyIds])));
      return new Map(rows.map((row) => [row.policyId, row]));
    },

    /** The invoice of a payment's policy, if its sale was invoiced. */
    async invoiceOfPayment(
      writer: Pick<Database, 'select'>,
      paymentId: string,
    ): Promise<ElectronicDocument | undefined> {
      const [row] = await writer
        .select({ document: electronicDocuments })
        .from(electronicDocuments)
        .innerJoin(policies, eq(policies.id, electronicDocuments.policyId))
        .where(and(eq(policies.paymentId, paymentId), eq(electronicDocuments.kind, 'factura')))
        .limit(1);
      return row?.document;
    },

    /**
     * The document ready to send: on its first try (or after an operator's resend, which drops the built
     * document) it takes its series' next number, and is built and signed, in one transaction that locks
     * it: a number is given once, kept through every retry, and never given to two documents.
     */
    async prepare(
      id: string,
      series: Series,
      build: (
        document: ElectronicDocument & { number: number; issuedAt: Date },
        tx: Transaction,
      ) => Promise<BuiltDocument>,
    ): Promise<ElectronicDocument> {
      return db.transaction(async (tx) => {
        const [document] = await tx
          .select()
          .from(electronicDocuments)
          .where(eq(electronicDocuments.id, id))
          .for('update');
        if (!document) throw new Error(`No electronic document ${id}`);
        if (document.xml !== null) return document;
        const number = document.number ?? (await takeNumber(tx, series));
        if (number === null) throw new SeriesExhaustedError(series.key);
        const prefix = document.prefix ?? series.key.split(':').at(-1)!;
        const issuedAt = new Date();
        const built = await build({ ...document, prefix, number, issuedAt }, tx);
        const [prepared] = await tx
          .update(electronicDocuments)
          .set({ prefix, number, issuedAt, xml: built.xml, uniqueCode: built.uniqueCode })
          .where(eq(electronicDocuments.id, id))
          .returning();
        return prepared!;
      });
    },

    /**
     * The DIAN accepted it: its ApplicationResponse is kept, its delivery file takes the year's next
     * consecutive, and `deliver` (the email job) is written in the same transaction. False when it had
     * already ended (another instance's answer came first).
     */
    async markAccepted(
      id: string,
      applicationResponse: string,
      deliveries: Series,
      deliver: (tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ id: electronicDocuments.id })
          .from(electronicDocuments)
          .where(and(eq(electronicDocuments.id, id), eq(electronicDocuments.status, 'pendiente')))
          .for('update');
        if (!pending) return false;
        const deliverySequence = await takeNumber(tx, deliveries);
        if (deliverySequence === null) throw new SeriesExhaustedError(deliveries.key);
        await tx
          .update(electronicDocuments)
          .set({
            status: 'aceptada',
            applicationResponse,
            acceptedAt: sql`now()`,
            deliverySequence,
            lastError: null,
            dianErrors: null,
          })
          .where(eq(electronicDocuments.id, id));
        await deliver(tx);
        return true;
      });
    },

    /** The DIAN rejected it with these rules: no retry until an operator resends it after a fix. */
    async markRejected(id: string, errors: string[]): Promise<boolean> {
      const ended = await db
        .update(electronicDocuments)
        .set({ status: 'rechazada', dianErrors: errors, lastError: errors.join(' | ').slice(0, 500) })
        .where(and(eq(electronicDocuments.id, id), eq(electronicDocuments.status, 'pendiente')))
        .returning({ id: electronicDocuments.id });
      return ended.length > 0;
    },

    /** The documents in a state, oldest first, with their policy's number. */
    async list(status: ElectronicDocumentStatus, limit = 200) {
      return db
        .select({ document: electronicDocuments, policyNumber: policies.number, requestId: policies.purchaseRequestId })
        .from(electronicDocuments)
        .innerJoin(policies, eq(policies.id, electronicDocuments.policyId))
        .where(eq(electronicDocuments.status, status))
        .orderBy(asc(electronicDocuments.createdAt))
        .limit(limit);
    },

    /**
     * An operator's resend of a rejected document once its cause is fixed: pending again and due now, with
     * the same number, built anew from the current data (a new CUFE), its tries counted afresh.
     */
    async resend(id: string, audit?: RecordAudit<boolean>): Promise<boolean> {
      if (!isUuid(id)) return false;
      return db.transaction(async (tx) => {
        const resent = await tx
          .update(electronicDocuments)
          .set({ status: 'pendiente', attempts: 0, runAfter: sql`now()`, xml: null, uniqueCode: null })
          .where(and(eq(electronicDocuments.id, id), eq(electronicDocuments.status, 'rechazada')))
          .returning({ id: electronicDocuments.id });
        // the operator's action, in the same transaction (ADR 044)
        await audit?.(tx, resent.length > 0);
        return resent.length > 0;
      });
    },
  };
}

export type ElectronicDocumentsRepository = ReturnType<typeof createElectronicDocumentsRepository>;
