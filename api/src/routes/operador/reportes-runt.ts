import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { RetriedRuntReports, RetryRuntReportsBody, RuntReportList, RuntReportQuery } from '../../schemas/operador.js';
import { writeAudit } from '../../repositories/operator-audit.js';
import { actorOf, anyRole, operatorGuard } from './acceso.js';

/** The reports to the RUNT (ADR 031), for the operator the alert on failed reports calls. */
const runtReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Reading shows policies and plates: operators only. Retrying shows nothing: the machine key may too.
  const readGuard = operatorGuard(app, { roles: anyRole });
  const retryGuard = operatorGuard(app, { roles: anyRole, machineKey: true });

  app.get('/reportes-runt', {
    onRequest: readGuard,
    schema: {
      operationId: 'listarReportesRunt',
      tags: ['operador'],
      summary: 'Reportes de pólizas al RUNT',
      description:
        'Con la sesión de un operador (cualquier rol): los reportes al RUNT en un estado (por omisión los fallidos, que agotaron sus intentos: RUNT_REPORT_MAX_ATTEMPTS, 10 por omisión), con su último error. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      querystring: RuntReportQuery,
      response: { 200: RuntReportList, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const rows = await app.runtReports.repository.list(request.query.estado ?? 'fallida');
      void reply.header('cache-control', 'no-store');
      return {
        reportes: rows.map(({ report, policyNumber, plate }) => ({
          idReporte: report.id,
          estado: report.status,
          numeroPoliza: policyNumber,
          placa: plate,
          intentos: report.attempts,
          ultimoError: report.lastError,
          creadoEn: report.createdAt.toISOString(),
          reportadoEn: report.reportedAt?.toISOString() ?? null,
        })),
      };
    },
  });

  app.post('/reportes-runt/reintentar', {
    onRequest: retryGuard,
    schema: {
      operationId: 'reintentarReportesRunt',
      tags: ['operador'],
      summary: 'Reintentar los reportes al RUNT fallidos',
      description:
        'Con la sesión de un operador (cualquier rol) o la clave de máquina de la automatización (X-Api-Key): vuelve a intentar los reportes fallidos (uno, con idReporte, o todos), con sus intentos en cero, y los envía de inmediato. Responde cuántos volvieron a intentarse (0 si ninguno estaba fallido); queda en la auditoría.',
      security: [{ operatorSession: [] }, { operatorKey: [] }],
      body: RetryRuntReportsBody,
      response: { 200: RetriedRuntReports, 401: ErrorResponse, 403: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const retried = await app.runtReports.repository.retryFailed(request.body.idReporte, (tx, ids) =>
        ids.length === 0
          ? Promise.resolve()
          : writeAudit(tx, actor, {
              action: 'reporte-runt.reintentado',
              target: request.body.idReporte ?? 'todos',
              before: { estado: 'fallida' },
              after: { estado: 'pendiente', reportes: ids },
            }),
      );
      request.log.info({ event: 'runt-reports-retried', count: retried }, 'failed RUNT reports retried by an operator');
      if (retried > 0) app.runtReports.kick();
      return { reintentados: retried };
    },
  });
};

export default runtReportRoutes;
