import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { HealthResponse } from '../schemas/system.js';

const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    // probed by load balancers and monitors many times a minute, and cheap: never limited
    config: { rateLimit: false },
    schema: {
      tags: ['sistema'],
      summary: 'Estado del servicio',
      description: 'Comprueba la base de datos con `select 1`. 503 si no responde.',
      response: { 200: HealthResponse, 503: HealthResponse },
    },
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { estado: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'database health check failed');
        return reply.code(503).send({ estado: 'sin-base-de-datos' as const });
      }
    },
  });
};

export default healthRoute;
