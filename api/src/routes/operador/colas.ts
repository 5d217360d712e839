import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentMethod } from '../../domain/payment-messages.js';
import { maskEmail } from '../../domain/purchase-views.js';
import { failedEmails, stalePendingPayments } from '../../repositories/operator-queues-repository.js';
import { ErrorResponse } from '../../schemas/common.js';
import { FailedEmailList, StalePaymentList } from '../../schemas/operador-colas.js';
import { anyRole, operatorGuard } from './acceso.js';

/**
 * The read-only queues of the back office (issue 44, point 5): what `/resumen` counts as failed emails and
 * payments pending for over an hour, item by item. Operators only (any role), like `/resumen`.
 */
const queueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = operatorGuard(app, { roles: anyRole });
  const responses = { 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse, 500: ErrorResponse };

  app.get('/correos-fallidos', {
    onRequest: guard,
    schema: {
      operationId: 'listarCorreosFallidos',
      tags: ['operador'],
      summary: 'Correos fallidos',
      description:
        'Con la sesión de un operador (cualquier rol): los correos que se abandonaron tras su último intento, del más antiguo al más reciente (200 a lo sumo), con el total, su último error y el destinatario enmascarado. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      response: { 200: FailedEmailList, ...responses },
    },
    handler: async (_request, reply) => {
      const { total, jobs } = await failedEmails(app.db);
      void reply.header('cache-control', 'no-store');
      return {
        total,
        correos: jobs.map((job) => ({
          idCorreo: job.id,
          tipo: job.kind,
          destinatario: typeof job.payload.to === 'string' ? maskEmail(job.payload.to) : null,
          intentos: job.attempts,
          ultimoError: job.lastError,
          creadoEn: job.createdAt.toISOString(),
          abandonadoEn: job.abandonedAt!.toISOString(),
        })),
      };
    },
  });

  app.get('/pagos-pendientes', {
    onRequest: guard,
    schema: {
      operationId: 'listarPagosPendientes',
      tags: ['operador'],
      summary: 'Pagos pendientes hace más de una hora',
      description:
        'Con la sesión de un operador (cualquier rol): los pagos que siguen pendientes una hora después de empezar, del más antiguo al más reciente (200 a lo sumo), con el total. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      response: { 200: StalePaymentList, ...responses },
    },
    handler: async (_request, reply) => {
      const { total, payments } = await stalePendingPayments(app.db, app.clock.now());
      void reply.header('cache-control', 'no-store');
      return {
        total,
        pagos: payments.map(({ payment, plate }) => ({
          idPago: payment.id,
          referenciaPago: payment.reference,
          metodo: payment.method as PaymentMethod,
          valor: payment.amountInCents / 100,
          estadoPasarela: payment.gatewayStatus,
          idSolicitudSoat: payment.purchaseRequestId,
          placa: plate,
          creadoEn: payment.createdAt.toISOString(),
          consultadoEn: payment.checkedAt?.toISOString() ?? null,
        })),
      };
    },
  });
};

export default queueRoutes;
