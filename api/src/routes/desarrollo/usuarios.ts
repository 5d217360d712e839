import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { HttpError } from '../../lib/http-error.js';
import { onlyQueryParameters } from '../../lib/query-parameters.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { ErrorResponse } from '../../schemas/common.js';
import { TestAccountQuery } from '../../schemas/system.js';

/**
 * Only with DEV_OUTBOX (app.ts), beside the outbox: the end-to-end tests delete the accounts they
 * created once they are done with them, so a long-lived development database does not fill with them.
 */
const testAccountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app, 'test-accounts', app.config.rateLimits.outbox);

  app.delete('/desarrollo/usuarios', {
    onRequest: rateLimit,
    preValidation: onlyQueryParameters('correoElectronico'),
    schema: {
      tags: ['desarrollo'],
      summary: 'Borrar una cuenta de prueba',
      description:
        'Solo en desarrollo (DEV_OUTBOX). Borra la cuenta del correo; sus compras y pólizas quedan, sin cuenta. 404 si no hay cuenta con ese correo.',
      querystring: TestAccountQuery,
      response: { 204: Type.Null({ description: 'Cuenta borrada.' }), 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const deleted = await app.usersRepository.deleteByEmail(normalizeEmail(request.query.correoElectronico));
      if (!deleted) throw new HttpError(404, 'No hay una cuenta con ese correo.');
      return reply.code(204).send(null);
    },
  });
};

export default testAccountsRoute;
