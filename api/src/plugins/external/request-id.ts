import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestIdHeader } from '../../lib/request-id.js';

/**
 * Every answer carries its request id (`X-Request-Id`, lib/request-id.ts), the one its log line
 * names: set as the request arrives, so errors, 404s and rate-limit refusals carry it too.
 * Registered first. Answers written before routing add it in `frameworkErrors` (app.ts).
 */
async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(requestIdHeader, request.id);
    done();
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
