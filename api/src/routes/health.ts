import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ErrorResponse } from '../schemas/common.js';
import { HealthResponse, ReadyResponse } from '../schemas/system.js';

/** How long readiness waits for `select 1`: a database slower than this is not serving anyone. */
export const readinessTimeoutMs = 2_000;
export const notReadyMessage = 'El servicio no está listo: la base de datos no responde.';

export const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Liveness: the process answers. Never the database: a database outage must not get a
  // healthy process restarted (it reconnects by itself); readiness says whether to send traffic.
  app.get('/health', {
    // probed by load balancers and monitors many times a minute, and cheap: never limited
    config: { rateLimit: false },
    schema: {
      operationId: 'consultarVida',
      tags: ['sistema'],
      summary: 'El proceso está vivo',
      description: 'Responde sin consultar la base de datos (para eso, `GET /ready`).',
      response: { 200: HealthResponse },
    },
    handler: async () => ({ estado: 'ok' as const }),
  });

  // Readiness: this instance can serve, i.e. its database answers. 503 while shutting down too
  // (plugins/external/closing.ts), so a load balancer stops sending traffic here.
  app.get('/ready', {
    schema: {
      operationId: 'consultarDisponibilidad',
      tags: ['sistema'],
      summary: 'El servicio está listo para atender',
      description:
        'Comprueba la base de datos con `select 1` (espera a lo sumo 2 s). 503 si no responde o si el servicio se está deteniendo.',
      response: { 200: ReadyResponse, 503: ErrorResponse },
    },
    handler: async (request, reply) => {
      try {
        await withTimeout(app.db.execute(sql`select 1`), readinessTimeoutMs);
        return { estado: 'listo' as const };
      } catch (err) {
        request.log.error({ err }, 'readiness check failed: the database does not answer');
        return reply.code(503).send({ message: notReadyMessage });
      }
    },
  });
};

export default healthRoute;
