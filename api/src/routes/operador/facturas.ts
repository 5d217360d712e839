import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  ElectronicDocumentList,
  ElectronicDocumentParams,
  ElectronicDocumentQuery,
  ResentElectronicDocument,
} from '../../schemas/operador.js';
import { operatorGuard } from './tareas.js';

/** The sale's electronic documents (ADR 041): what the DIAN rejected, and a resend once the cause is fixed. */
const electronicDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = operatorGuard(app);

  app.get('/facturas', {
    onRequest: guard,
    schema: {
      operationId: 'listarFacturas',
      tags: ['operador'],
      summary: 'Facturas electrónicas y notas crédito',
      description:
        'Con la clave de operador en X-Api-Key: los documentos electrónicos en un estado (por omisión los rechazados por la DIAN, con sus reglas). 401 sin clave válida; limitada por dirección (429).',
      security: [{ operatorKey: [] }],
      querystring: ElectronicDocumentQuery,
      response: { 200: ElectronicDocumentList, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const rows = await app.invoices.repository.list(request.query.estado ?? 'rechazada');
      void reply.header('cache-control', 'no-store');
      return {
        documentos: rows.map(({ document, policyNumber, requestId }) => ({
          idDocumento: document.id,
          tipo: document.kind,
          estado: document.status,
          numero: document.number === null ? null : `${document.prefix}${document.number}`,
          codigoUnico: document.uniqueCode,
          numeroPoliza: policyNumber,
          idSolicitudSoat: requestId,
          intentos: document.attempts,
          erroresDian: document.dianErrors ?? [],
          ultimoError: document.lastError,
          creadoEn: document.createdAt.toISOString(),
          aceptadoEn: document.acceptedAt?.toISOString() ?? null,
        })),
      };
    },
  });

  app.post('/facturas/:idDocumento/reenviar', {
    onRequest: guard,
    schema: {
      operationId: 'reenviarFactura',
      tags: ['operador'],
      summary: 'Reenviar a la DIAN un documento rechazado',
      description:
        'Con la clave de operador: una vez corregida la causa del rechazo, el documento vuelve a construirse con el mismo número y se envía de inmediato. reenviado es false si no estaba rechazado.',
      security: [{ operatorKey: [] }],
      params: ElectronicDocumentParams,
      response: { 200: ResentElectronicDocument, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const resent = await app.invoices.repository.resend(request.params.idDocumento);
      request.log.info({ event: 'electronic-document-resent', resent: resent }, 'electronic document resent');
      if (resent) app.invoices.kick();
      return { reenviado: resent };
    },
  });
};

export default electronicDocumentRoutes;
