import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControl, helmetOptions } from '../../lib/security-headers.js';

/** Security headers on every answer (lib/security-headers.ts says which). */
async function helmetPlugin(app: FastifyInstance) {
  await app.register(helmet, helmetOptions);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', cacheControl);
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
