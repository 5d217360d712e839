import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../schemas/common.js';
import { QueueSummary } from '../../schemas/operador.js';
import { anyRole, operatorGuard } from './acceso.js';

/** The back office's queues at a glance (ADR 044): what waits for a person. */
const summaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/resumen', {
    onRequest: operatorGuard(app, { roles: anyRole }),
    schema: {
      operationId: 'obtenerResumenOperador',
      tags: ['operador'],
      summary: 'Resumen de las colas de los operadores',
      description:
        'Con la sesión de un operador (cualquier rol): cuántos reembolsos esperan que una persona los marque, reportes al RUNT fallidos, correos abandonados, pagos pendientes hace más de una hora y facturas rechazadas por la DIAN. 401 sin sesión de operador; 403 con la clave de máquina.',
      security: [{ operatorSession: [] }],
      response: { 200: QueueSummary, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return app.operatorsRepository.queueCounts(app.clock.now());
    },
  });
};

export default summaryRoutes;
