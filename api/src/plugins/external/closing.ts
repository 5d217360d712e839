import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const closingMessage = 'El servicio se está deteniendo. Intenta de nuevo en unos segundos.';

/**
 * Shutting down (`app.close()`, which close-with-grace calls on SIGTERM): requests already running
 * finish, and a request that still arrives on an open keep-alive connection gets a 503 in our JSON
 * shape, with `Connection: close` (Fastify sets it). `/ready` answers so too, so a load balancer
 * stops sending traffic here. Fastify's own `return503OnClosing` is off (app.ts): its 503 is English,
 * without the security headers or the request id.
 */
async function closingPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    // answered here, not thrown: the error handler would log an expected refusal as an error
    if (closing) void reply.code(503).send({ message: closingMessage });
    else done();
  });
}

// after helmet and CORS, whose onRequest hooks set the headers this answer carries too
export default fp(closingPlugin, { name: 'closing', dependencies: ['helmet', 'cors'] });
