import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { purchaseRequests } from '../../db/schema.js';
import { purchaseTimeline, toFoundPurchase } from './compras-historia.js';
import { maskEmail } from '../../domain/purchase-views.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { findPurchase, purchaseStory, searchPurchases } from '../../repositories/operator-purchases.js';
import { writeAudit } from '../../repositories/operator-audit.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  CorrectEmailBody,
  CorrectedEmail,
  FullDataBody,
  FullHolderData,
  PurchaseParams,
  PurchaseSearchQuery,
  PurchaseSearchResult,
  PurchaseTimeline,
  ResentCertificate,
} from '../../schemas/operador-compras.js';
import { firstNameOf } from '../../plugins/app/soat/policy-service.js';
import { actorOf, anyRole, operatorGuard } from './acceso.js';

export const purchaseNotFoundMessage = 'No encontramos esa compra.';
export const noPolicyMessage = 'Esta compra aún no tiene póliza: no hay certificado que reenviar.';
export const reasonMessage = 'Escribe el motivo (de 10 a 500 caracteres): queda en la auditoría.';
export const certificateResentMessage = 'El certificado de la póliza volverá a enviarse al correo del tomador.';
export const sameEmailMessage = 'Ese ya es el correo del tomador.';

/** A reason as written, its spaces collapsed; refused when too short once trimmed. */
function reasonOf(text: string): string {
  const reason = text.trim().replace(/\s+/g, ' ');
  if (reason.length < 10) throw badRequest([{ campo: 'motivo', mensaje: reasonMessage }]);
  return reason;
}

const errorAnswers = {
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  ...commonErrorResponses,
};

/** Find, a purchase's timeline and the actions on it (issue 44, points 3 and 4), for every operator role. */
const purchasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // every role (ADR 044); the machine key never sees personal data
  const guard = operatorGuard(app, { roles: anyRole });

  app.get('/compras', {
    onRequest: guard,
    schema: {
      operationId: 'buscarCompras',
      tags: ['operador'],
      summary: 'Buscar compras',
      description:
        'Con la sesión de un operador (cualquier rol): las solicitudes de compra (con su póliza, si la tienen) de una placa, un número de documento, un número de póliza, un identificador de solicitud o un correo; a lo sumo 50, de la más reciente a la más antigua. Los datos del tomador van enmascarados. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      querystring: PurchaseSearchQuery,
      response: {
        200: PurchaseSearchResult,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const found = await searchPurchases(app.db, request.query.q);
      void reply.header('cache-control', 'no-store');
      return { compras: found.map(toFoundPurchase) };
    },
  });

  app.get('/compras/:idSolicitudSoat/historia', {
    onRequest: guard,
    schema: {
      operationId: 'historiaCompra',
      tags: ['operador'],
      summary: 'La historia de una compra',
      description:
        'Con la sesión de un operador (cualquier rol): la solicitud y todo lo que le pasó, del más antiguo al más reciente, cada evento con su hora y quién lo hizo (el cliente, la pasarela, un trabajo del sistema o un operador, según la auditoría): pagos y eventos de la pasarela, póliza, reporte al RUNT, factura, correos, reembolsos, reclamos y calificación. Enmascarada como la búsqueda. 404 si la compra no existe.',
      security: [{ operatorSession: [] }],
      params: PurchaseParams,
      response: {
        200: PurchaseTimeline,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const record = await findPurchase(app.db, request.params.idSolicitudSoat);
      if (!record) throw new HttpError(404, purchaseNotFoundMessage);
      const story = await purchaseStory(app.db, record);
      void reply.header('cache-control', 'no-store');
      return { compra: toFoundPurchase(record), eventos: purchaseTimeline(record, story) };
    },
  });

  app.post('/compras/:idSolicitudSoat/datos-completos', {
    onRequest: guard,
    schema: {
      operationId: 'verDatosCompletosCompra',
      tags: ['operador'],
      summary: 'Ver los datos completos del tomador',
      description:
        'Con la sesión de un operador (cualquier rol) y un motivo (de 10 a 500 caracteres): los datos del tomador sin enmascarar. Queda en la auditoría, con quién los vio, el motivo y qué datos, en la misma transacción. 404 si la compra no existe.',
      security: [{ operatorSession: [] }],
      params: PurchaseParams,
      body: FullDataBody,
      response: { 200: FullHolderData, ...errorAnswers },
    },
    handler: async (request, reply) => {
      const reason = reasonOf(request.body.motivo);
      const actor = actorOf(request);
      const holder = await app.db.transaction(async (tx) => {
        const record = await findPurchase(tx, request.params.idSolicitudSoat);
        if (!record) return undefined;
        await writeAudit(tx, actor, {
          action: 'compra.datos-vistos',
          target: record.request.id,
          reason,
          after: {
            datos: [
              'tipoDocumento',
              'numeroDocumento',
              'nombres',
              'apellidos',
              'correoElectronico',
              'celular',
              'direccion',
              'ciudad',
            ],
          },
        });
        return record.request;
      });
      if (!holder) throw new HttpError(404, purchaseNotFoundMessage);
      void reply.header('cache-control', 'no-store');
      return {
        idSolicitudSoat: holder.id,
        tomador: {
          tipoDocumento: holder.holderDocumentType,
          numeroDocumento: holder.holderDocumentNumber,
          nombres: holder.holderFirstNames,
          apellidos: holder.holderLastNames,
          correoElectronico: holder.holderEmail,
          celular: holder.holderMobile,
          direccion: holder.holderAddress,
          ciudad: holder.holderCity,
        },
      };
    },
  });

  app.post('/compras/:idSolicitudSoat/reenviar-certificado', {
    onRequest: guard,
    schema: {
      operationId: 'reenviarCertificadoCompra',
      tags: ['operador'],
      summary: 'Reenviar el certificado de la póliza',
      description:
        'Con la sesión de un operador (cualquier rol): pone en cola, otra vez, el correo de la póliza con su certificado, al correo del tomador (con un enlace de calificación nuevo). Queda en la auditoría, en la misma transacción. 404 si la compra no existe; 409 si aún no tiene póliza.',
      security: [{ operatorSession: [] }],
      params: PurchaseParams,
      response: { 200: ResentCertificate, ...errorAnswers },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const outcome = await app.db.transaction(async (tx) => {
        const record = await findPurchase(tx, request.params.idSolicitudSoat);
        if (!record) return 'not-found' as const;
        if (!record.policy) return 'no-policy' as const;
        const rating = await app.ratingService.issue(
          {
            origin: 'poliza',
            reference: record.policy.number,
            name: firstNameOf(record.request.holderFirstNames),
            policyId: record.policy.id,
          },
          tx,
        );
        await app.emailJobs.enqueue(tx, 'poliza', { requestId: record.request.id, ratingLink: rating.link });
        await writeAudit(tx, actor, {
          action: 'compra.certificado-reenviado',
          target: record.request.id,
          after: { poliza: record.policy.number, correo: maskEmail(record.request.holderEmail) },
        });
        return 'queued' as const;
      });
      if (outcome === 'not-found') throw new HttpError(404, purchaseNotFoundMessage);
      if (outcome === 'no-policy') throw new HttpError(409, noPolicyMessage);
      app.emailJobs.kick();
      return { message: certificateResentMessage };
    },
  });

  app.post('/compras/:idSolicitudSoat/correo', {
    onRequest: guard,
    schema: {
      operationId: 'corregirCorreoCompra',
      tags: ['operador'],
      summary: 'Corregir el correo del tomador',
      description:
        'Con la sesión de un operador (cualquier rol) y un motivo (de 10 a 500 caracteres): cambia el correo del tomador de la compra, al que van sus correos de aquí en adelante. Queda en la auditoría con el correo anterior y el nuevo, en la misma transacción. 404 si la compra no existe; 409 si ya era ese correo.',
      security: [{ operatorSession: [] }],
      params: PurchaseParams,
      body: CorrectEmailBody,
      response: { 200: CorrectedEmail, ...errorAnswers },
    },
    handler: async (request) => {
      const reason = reasonOf(request.body.motivo);
      const email = request.body.correoElectronico.trim();
      const actor = actorOf(request);
      const outcome = await app.db.transaction(async (tx) => {
        const record = await findPurchase(tx, request.params.idSolicitudSoat);
        if (!record) return 'not-found' as const;
        const before = record.request.holderEmail;
        if (before.toLowerCase() === email.toLowerCase()) return 'same' as const;
        await tx
          .update(purchaseRequests)
          .set({ holderEmail: email, updatedAt: new Date() })
          .where(eq(purchaseRequests.id, record.request.id));
        await writeAudit(tx, actor, {
          action: 'compra.correo-corregido',
          target: record.request.id,
          reason,
          before: { correoElectronico: before },
          after: { correoElectronico: email },
        });
        return record.request.id;
      });
      if (outcome === 'not-found') throw new HttpError(404, purchaseNotFoundMessage);
      if (outcome === 'same') throw new HttpError(409, sameEmailMessage);
      return { idSolicitudSoat: outcome, correoElectronico: maskEmail(email) };
    },
  });
};

export default purchasesRoutes;
