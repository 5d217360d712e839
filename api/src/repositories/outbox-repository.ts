import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.js';
import { outboxAttachments, outboxEmails, type OutboxAttachment, type OutboxEmail } from '../db/schema.js';
import type { EmailMessage } from '../emails/email-message.js';
import { isUuid } from '../lib/database-errors.js';

/** An attachment as listed: its name and type, without its bytes. */
export type OutboxAttachmentSummary = Pick<OutboxAttachment, 'id' | 'filename' | 'contentType'>;

export interface OutboxRepository {
  add(message: EmailMessage): Promise<void>;
  /** One recipient's emails, newest first, each with its attachments' names. */
  list(options: {
    recipient: string;
    limit: number;
  }): Promise<Array<OutboxEmail & { attachments: OutboxAttachmentSummary[] }>>;
  /** One attachment with its bytes, or undefined. */
  findAttachment(id: string): Promise<{ filename: string; contentType: string; content: Buffer } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

export function createOutboxRepository(db: Database): OutboxRepository {
  return {
    async add(message) {
      await db.transaction(async (tx) => {
        const [email] = await tx
          .insert(outboxEmails)
          .values({
            recipient: message.to,
            subject: message.subject,
            textBody: message.text,
            htmlBody: message.html,
          })
          .returning({ id: outboxEmails.id });
        const attachments = message.attachments ?? [];
        if (!email || attachments.length === 0) return;
        await tx.insert(outboxAttachments).values(
          attachments.map((attachment) => ({
            emailId: email.id,
            filename: attachment.filename,
            contentType: attachment.contentType,
            contentBase64: attachment.content.toString('base64'),
          })),
        );
      });
    },
    async list({ recipient, limit }) {
      const emails = await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, recipient))
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit);
      if (emails.length === 0) return [];
      const attachments = await db
        .select({
          id: outboxAttachments.id,
          emailId: outboxAttachments.emailId,
          filename: outboxAttachments.filename,
          contentType: outboxAttachments.contentType,
        })
        .from(outboxAttachments)
        .where(
          inArray(
            outboxAttachments.emailId,
            emails.map((email) => email.id),
          ),
        )
        .orderBy(asc(outboxAttachments.filename));
      return emails.map((email) => ({
        ...email,
        attachments: attachments
          .filter((attachment) => attachment.emailId === email.id)
          .map(({ id, filename, contentType }) => ({ id, filename, contentType })),
      }));
    },
    async findAttachment(id) {
      if (!isUuid(id)) return undefined;
      const [attachment] = await db.select().from(outboxAttachments).where(eq(outboxAttachments.id, id)).limit(1);
      if (!attachment) return undefined;
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      };
    },
  };
}

async function outboxRepositoryPlugin(app: FastifyInstance) {
  app.decorate('outboxRepository', createOutboxRepository(app.db));
}

export default fp(outboxRepositoryPlugin, { name: 'outbox-repository', dependencies: ['database'] });
