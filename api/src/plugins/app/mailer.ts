import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { EmailMessage } from '../../emails/email-message.js';

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise emails go to the outbox table (readable in development). */
async function mailerPlugin(app: FastifyInstance) {
  const { smtpUrl, mailFrom, nodeEnv } = app.config;
  if (!smtpUrl) {
    if (nodeEnv === 'production') app.log.warn('SMTP_URL is not set: emails are only stored in outbox_emails');
    app.decorate('mailer', { send: (message) => app.outboxRepository.add(message) } satisfies Mailer);
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
