import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { ErrorResponse } from '../../schemas/common.js';
import { OutboxQuery, OutboxResponse } from '../../schemas/system.js';

/** Development only (app.ts skips it in production): lets a person or a test follow emailed links. */
const outboxRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/desarrollo/correos', {
    schema: {
      tags: ['desarrollo'],
      summary: 'Correos guardados en la bandeja de salida',
      description: 'Solo fuera de producción. Del más reciente al más antiguo (máximo 50).',
      querystring: OutboxQuery,
      response: { 200: OutboxResponse, 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      const { para } = request.query;
      const emails = await app.outboxRepository.list({
        recipient: para === undefined ? undefined : normalizeEmail(para),
        limit: 50,
      });
      return {
        correos: emails.map((email) => ({
          id: email.id,
          para: email.recipient,
          asunto: email.subject,
          texto: email.textBody,
          html: email.htmlBody,
          creadoEn: email.createdAt.toISOString(),
        })),
      };
    },
  });
};

export default outboxRoute;
