import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { sandboxDianDocuments, type SandboxDianDocument } from '../db/schema.js';
import { isUniqueViolation } from '../lib/database-errors.js';

/** Whose document it is and what: a number is validated once per issuer and kind. */
export interface DocumentIdentity {
  issuerNit: string;
  kind: SandboxDianDocument['kind'];
  number: string;
}

/** What the sandbox answered about a document. */
export interface RecordedAnswer {
  statusCode: '00' | '99';
  errorMessages: string[];
  applicationResponse: string;
}

/**
 * The documents sent to the sandbox DIAN, in the database (several API instances share them): a number is
 * validated once, by whichever instance, because the unique index on validated numbers says so.
 */
export function createDocumentsStore(db: Database) {
  return {
    /** Counts a send of the document with this key, and answers how many there were, this one included. */
    async countAttempt(documentKey: string, document: DocumentIdentity & { fileName: string }): Promise<number> {
      const [row] = await db
        .insert(sandboxDianDocuments)
        .values({ documentKey, ...document, attempts: 1 })
        .onConflictDoUpdate({
          target: sandboxDianDocuments.documentKey,
          set: { attempts: sql`${sandboxDianDocuments.attempts} + 1` },
        })
        .returning({ attempts: sandboxDianDocuments.attempts });
      return row!.attempts;
    },

    /** The document validated before under this key, or with this issuer's number for documents of its kind. */
    async validatedBefore(
      documentKey: string,
      { issuerNit, kind, number }: DocumentIdentity,
    ): Promise<SandboxDianDocument | null> {
      const [row] = await db
        .select()
        .from(sandboxDianDocuments)
        .where(
          and(
            eq(sandboxDianDocuments.statusCode, '00'),
            or(
              eq(sandboxDianDocuments.documentKey, documentKey),
              and(
                eq(sandboxDianDocuments.issuerNit, issuerNit),
                eq(sandboxDianDocuments.kind, kind),
                eq(sandboxDianDocuments.number, number),
              ),
            ),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Records the answer; false when another send validated this document or its number first. */
    async record(documentKey: string, answer: RecordedAnswer): Promise<boolean> {
      try {
        const updated = await db
          .update(sandboxDianDocuments)
          .set({ ...answer, answeredAt: new Date() })
          .where(
            and(
              eq(sandboxDianDocuments.documentKey, documentKey),
              sql`${sandboxDianDocuments.statusCode} is distinct from '00'`,
            ),
          )
          .returning({ documentKey: sandboxDianDocuments.documentKey });
        return updated.length === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async find(documentKey: string): Promise<SandboxDianDocument | null> {
      const [row] = await db
        .select()
        .from(sandboxDianDocuments)
        .where(eq(sandboxDianDocuments.documentKey, documentKey));
      return row ?? null;
    },
  };
}

export type DocumentsStore = ReturnType<typeof createDocumentsStore>;
