import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  ElectronicDocumentList,
  ElectronicDocumentParams,
  ElectronicDocumentQuery,
  ResentElectronicDocument,
} from '../../schemas/operador.js';
import { writeAudit } from '../../repositories/operator-audit.js';
import { actorOf, anyRole, operatorGuard } from './acceso.js';

/** The sale's electronic documents (ADR 041): what the DIAN rejected, and a resend once the cause is fixed. */
const electronicDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Reading shows policies and plates: operators only. Retrying shows nothing: the machine key may too.
  const readGuard = operatorGuard(app, { roles: anyRole });
  const retryGuard = operatorGuard(app, { roles: anyRole, machineKey: true });

  app.get('/facturas', {
    onRequest: readGuard,
    schema: {
      operationId: 'listarFacturas',
      tags: ['operador'],
      summary: 'Facturas electrónicas y notas crédito',
      description:
        'Con la sesión de un operador (cualquier rol): los documentos electrónicos en un estado (por omisión los rechazados por la DIAN, con sus reglas). 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      querystring: ElectronicDocumentQuery,
      response: {
        200: ElectronicDocumentList,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        429: ErrorResponse,
      },
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
    onRequest: retryGuard,
    schema: {
      operationId: 'reenviarFactura',
      tags: ['operador'],
      summary: 'Reenviar a la DIAN un documento rechazado',
      description:
        'Con la sesión de un operador (cualquier rol) o la clave de máquina de la automatización (X-Api-Key): una vez corregida la causa del rechazo, el documento vuelve a construirse con el mismo número y se envía de inmediato. reenviado es false si no estaba rechazado; queda en la auditoría.',
      security: [{ operatorSession: [] }, { operatorKey: [] }],
      params: ElectronicDocumentParams,
      response: { 200: ResentElectronicDocument, 401: ErrorResponse, 403: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const resent = await app.invoices.repository.resend(request.params.idDocumento, (tx, done) =>
        done
          ? writeAudit(tx, actor, {
              action: 'factura.reenviada',
              target: request.params.idDocumento,
              before: { estado: 'rechazada' },
              after: { estado: 'pendiente' },
            })
          : Promise.resolve(),
      );
      request.log.info({ event: 'electronic-document-resent', resent: resent }, 'electronic document resent');
      if (resent) app.invoices.kick();
      return { reenviado: resent };
    },
  });
};

export default electronicDocumentRoutes;
