import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { EmailMessage } from '../../../emails/email-message.js';

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * SMTP when SMTP_URL is set (required in production). Otherwise, with DEV_OUTBOX on, emails are
 * kept in the outbox table for /desarrollo/correos; with neither, they go nowhere: one warning
 * names the recipient and subject, never the body, which may hold a live link.
 */
async function mailerPlugin(app: FastifyInstance) {
  const { smtpUrl, mailFrom, devOutbox } = app.config;
  if (!smtpUrl && devOutbox) {
    app.decorate('mailer', { send: (message) => app.outboxRepository.add(message) } satisfies Mailer);
    return;
  }
  if (!smtpUrl) {
    app.decorate('mailer', {
      async send(message) {
        app.log.warn({ to: message.to, subject: message.subject }, 'email not sent: set SMTP_URL (or DEV_OUTBOX=true)');
      },
    } satisfies Mailer);
    return;
  }
  const transport = nodemailer.createTransport(smtpUrl);
  app.addHook('onClose', async () => transport.close());
  app.decorate('mailer', {
    async send(message) {
      await transport.sendMail({ from: mailFrom, ...message });
    },
  } satisfies Mailer);
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['outbox-repository'] });
