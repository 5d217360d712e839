import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { onlyQueryParameters } from '../../lib/query-parameters.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { ErrorResponse } from '../../schemas/common.js';
import { OutboxQuery, OutboxResponse } from '../../schemas/system.js';

/**
 * Only with DEV_OUTBOX (app.ts): lets a person or a test follow emailed links. One recipient at a
 * time, never the whole outbox; rate limited like the other sensitive routes.
 */
const outboxRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/desarrollo/correos', {
    onRequest: routeRateLimit(app, 'outbox', app.config.rateLimits.outbox),
    preValidation: onlyQueryParameters('para'),
    schema: {
      tags: ['desarrollo'],
      summary: 'Correos enviados a un destinatario',
      description: 'Solo en desarrollo (DEV_OUTBOX). Del más reciente al más antiguo (máximo 50).',
      querystring: OutboxQuery,
      response: { 200: OutboxResponse, 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      const { para } = request.query;
      const emails = await app.outboxRepository.list({ recipient: normalizeEmail(para), limit: 50 });
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
