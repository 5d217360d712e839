import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { lowercasedBodyField, routeRateLimit } from '../../../lib/route-rate-limit.js';
import { MessageResponse, commonErrorResponses } from '../../../schemas/common.js';
import { ResetRequestBody } from '../../../schemas/usuarios.js';

export const resetRequestedMessage = 'Si el correo está registrado, te enviamos un enlace para restablecer la clave.';

const resetRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/usuarios/restablecer-clave', {
    // Per IP and email, so nobody can flood one inbox with reset emails.
    preHandler: routeRateLimit(
      app,
      'reset-request',
      app.config.rateLimits.resetRequest,
      lowercasedBodyField('correoElectronico'),
    ),
    schema: {
      operationId: 'pedirRestablecimientoClave',
      tags: ['seguridad'],
      summary: 'Pedir un enlace para restablecer la clave',
      description:
        'Responde lo mismo exista o no la cuenta. Si existe, envía un enlace de un solo uso que vence pronto a /restablecer-clave?token=… del portal.',
      body: ResetRequestBody,
      response: { 200: MessageResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const email = normalizeEmail(request.body.correoElectronico);
      // Everything, lookup included, runs after the answer: known and unknown emails take the same time.
      // A job in the database, so the link is sent even if this instance stops right after answering.
      await app.emailJobs.enqueue(app.db, 'restablecer-clave', { email });
      app.emailJobs.kick();
      return { message: resetRequestedMessage };
    },
  });
};

export default resetRequestRoute;
