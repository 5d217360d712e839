import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';
import { notFoundMessage, toErrorResponse } from '../../lib/error-response.js';

/** Every error, including Fastify's own and unknown routes, leaves as `{ message, errores? }` in Spanish. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorResponse(error as Error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      request.log.info({ statusCode, code: (error as { code?: string }).code }, 'request rejected');
    }
    return reply.code(statusCode).send(body);
  });

  // An attacker could probe for valid URLs (or reset tokens) if 404s were not rate limited.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, () => {
    throw new HttpError(404, notFoundMessage);
  });
}

export default fp(errorHandler, { name: 'error-handler', dependencies: ['rate-limit'] });
