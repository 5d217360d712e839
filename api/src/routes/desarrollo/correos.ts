import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { HttpError } from '../../lib/http-error.js';
import { onlyQueryParameters } from '../../lib/query-parameters.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { BinaryFile, ErrorResponse } from '../../schemas/common.js';
import { OutboxAttachmentParams, OutboxQuery, OutboxResponse } from '../../schemas/system.js';

const attachmentPath = '/desarrollo/correos/adjuntos';

/**
 * Only with DEV_OUTBOX (app.ts): lets a person or a test follow emailed links and open attached
 * files (the policy certificate). One recipient at a time, never the whole outbox; rate limited
 * like the other sensitive routes.
 */
const outboxRoute: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app, 'outbox', app.config.rateLimits.outbox);

  app.get('/desarrollo/correos', {
    onRequest: rateLimit,
    preValidation: onlyQueryParameters('para'),
    schema: {
      tags: ['desarrollo'],
      summary: 'Correos enviados a un destinatario',
      description: 'Solo en desarrollo (DEV_OUTBOX). Del más reciente al más antiguo (máximo 50), con sus adjuntos.',
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
          adjuntos: email.attachments.map((attachment) => ({
            id: attachment.id,
            nombre: attachment.filename,
            tipo: attachment.contentType,
            url: `${attachmentPath}/${attachment.id}`,
          })),
        })),
      };
    },
  });

  app.get(`${attachmentPath}/:idAdjunto`, {
    onRequest: rateLimit,
    preValidation: onlyQueryParameters(),
    schema: {
      tags: ['desarrollo'],
      summary: 'Archivo adjunto a un correo',
      description:
        'Solo en desarrollo (DEV_OUTBOX). Entrega el archivo tal como se adjuntó (p. ej. el certificado en PDF).',
      params: OutboxAttachmentParams,
      produces: ['application/pdf', 'application/octet-stream'],
      response: {
        200: BinaryFile,
        400: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const attachment = await app.outboxRepository.findAttachment(request.params.idAdjunto);
      if (!attachment) throw new HttpError(404, 'Ese adjunto no existe.');
      const filename = attachment.filename.replace(/[^\w.-]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(attachment.content);
    },
  });
};

export default outboxRoute;
