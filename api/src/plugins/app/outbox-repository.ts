import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/open-database.js';
import { outboxEmails, type OutboxEmail } from '../../db/schema.js';
import type { EmailMessage } from '../../emails/email-message.js';

export interface OutboxRepository {
  add(message: EmailMessage): Promise<void>;
  /** One recipient's emails, newest first. */
  list(options: { recipient: string; limit: number }): Promise<OutboxEmail[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

export function createOutboxRepository(db: Database): OutboxRepository {
  return {
    async add(message) {
      await db.insert(outboxEmails).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
    list({ recipient, limit }) {
      return db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, recipient))
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit);
    },
  };
}

async function outboxRepositoryPlugin(app: FastifyInstance) {
  app.decorate('outboxRepository', createOutboxRepository(app.db));
}

export default fp(outboxRepositoryPlugin, { name: 'outbox-repository', dependencies: ['database'] });
