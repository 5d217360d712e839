import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OperatorAuditEntry } from '../../db/schema.js';
import { isUuid } from '../../lib/database-errors.js';
import { badRequest } from '../../lib/http-error.js';
import { ErrorResponse } from '../../schemas/common.js';
import { AuditCsv, AuditList, AuditQuery } from '../../schemas/operador.js';
import { operatorGuard } from './acceso.js';

export const auditRangeMessage = 'La fecha «desde» debe ser anterior a «hasta».';
/** The most entries one answer holds: narrow the dates for more. */
export const auditLimit = 5000;

const entryView = (entry: OperatorAuditEntry) => ({
  id: entry.id,
  operadorId: entry.operatorId,
  operadorCorreo: entry.operatorEmail,
  accion: entry.action,
  objetivo: entry.target,
  motivo: entry.reason,
  antes: entry.before ?? null,
  despues: entry.after ?? null,
  creadoEn: entry.createdAt.toISOString(),
});

const csvColumns = [
  'id',
  'operadorId',
  'operadorCorreo',
  'accion',
  'objetivo',
  'motivo',
  'antes',
  'despues',
  'creadoEn',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell that a spreadsheet
 * would take for a formula (= + - @, a tab or a carriage return first) starts with an apostrophe instead.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(entries: OperatorAuditEntry[]): string {
  const rows = entries.map((entry) => {
    const view = entryView(entry);
    return csvColumns.map((column) => csvCell(view[column])).join(',');
  });
  return `${[csvColumns.join(','), ...rows].join('\r\n')}\r\n`;
}

/** The audit trail (ADR 044), for supervisors and administrators. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/auditoria', {
    onRequest: operatorGuard(app, { roles: ['supervisor', 'administrador'] }),
    schema: {
      operationId: 'listarAuditoriaOperadores',
      tags: ['operador'],
      summary: 'Auditoría de los operadores',
      description: `Solo supervisores y administradores: lo que hicieron los operadores (y la clave de máquina), de lo más reciente a lo más antiguo, hasta ${auditLimit} entradas: quién, cuándo, la acción, su objetivo, el motivo y los valores antes y después. Filtros: operador (su id o el correo registrado), accion (una acción o su familia, como sesion), desde y hasta (fechas ISO 8601). formato=csv la devuelve en CSV. 401 sin sesión de operador; 403 con el rol agente o con la clave de máquina.`,
      security: [{ operatorSession: [] }],
      querystring: AuditQuery,
      response: {
        200: {
          description: 'Las entradas de la auditoría.',
          content: { 'application/json': { schema: AuditList }, 'text/csv': { schema: AuditCsv } },
        },
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const { operador, accion, desde, hasta, formato } = request.query;
      const from = desde === undefined ? undefined : new Date(desde);
      const to = hasta === undefined ? undefined : new Date(hasta);
      if (from && to && from > to) throw badRequest([{ campo: 'desde', mensaje: auditRangeMessage }]);
      // `operador` is an operator's id, or else the email an entry recorded
      const who = operador?.trim().toLowerCase();
      const byId = who !== undefined && isUuid(who);
      const entries = await app.operatorsRepository.audit({
        operatorId: byId ? who : undefined,
        operatorEmail: who !== undefined && !byId ? who : undefined,
        action: accion,
        from,
        to,
        limit: auditLimit,
      });
      void reply.header('cache-control', 'no-store');
      if (formato === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="auditoria-operadores.csv"')
          .send(auditCsv(entries));
      }
      return reply.type('application/json; charset=utf-8').send({ entradas: entries.map(entryView) });
    },
  });
};

export default auditRoutes;
