import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DocumentType } from '@soat/shared/rules/identity-document';
import { addDays } from '@soat/shared/rules/validity';
import type { VehicleData } from '@soat/shared/rules/vehicle';
import { eq } from 'drizzle-orm';
import { policies, purchaseRequests, type PurchaseRequest } from '../../db/schema.js';
import { maskAddress, maskDocument, maskEmail, maskMobile } from '../../domain/purchase-views.js';
import { requiredPlateAndDocument } from '../../lib/holder-document.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { renewalPolicyId, unsubscribeEmail } from '../../lib/renewal-links.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  LinkTokenBody,
  RenewalHolderBody,
  RenewalHolderResponse,
  RenewalResponse,
  UnsubscribedResponse,
} from '../../schemas/renovaciones.js';

export const renewalLinkMessage =
  'Este enlace de renovación no es válido o ya venció. Cotiza tu SOAT con la placa del vehículo.';
export const unsubscribeLinkMessage = 'Este enlace para dejar de recibir recordatorios no es válido o ya venció.';
export const wrongHolderDocumentMessage =
  'Ese no es el documento del tomador de la póliza que renuevas. Revísalo, o escribe tus datos en el paso del tomador.';

/** The limits on guessing a holder's document, shared with the consult and the purchase (lib/consult-rate-limits.ts). */
export interface RenewalRouteOptions {
  consultLimits: RateLimitHook;
}

/** The holder as the purchase stores them, whole: only for whoever gave their document. */
const fullHolder = (purchase: PurchaseRequest) => ({
  tipoDocumento: purchase.holderDocumentType as DocumentType,
  numeroDocumento: purchase.holderDocumentNumber,
  nombres: purchase.holderFirstNames,
  apellidos: purchase.holderLastNames,
  correoElectronico: purchase.holderEmail,
  celular: purchase.holderMobile,
  direccion: purchase.holderAddress,
  ciudad: purchase.holderCity,
});

/** What a reminder's two links open (issue 26, point 4); the holder's data behind their document (issue 41). */
const renewalRoutes: FastifyPluginAsyncTypebox<RenewalRouteOptions> = async (app, { consultLimits }) => {
  /** The policy a renewal link names, with the purchase it was bought by; undefined for a link that is no good. */
  async function renewalOf(token: unknown) {
    const policyId = await renewalPolicyId(app, token);
    if (!policyId) return undefined;
    const [row] = await app.db
      .select({ policy: policies, request: purchaseRequests })
      .from(policies)
      .innerJoin(purchaseRequests, eq(purchaseRequests.id, policies.purchaseRequestId))
      .where(eq(policies.id, policyId));
    return row;
  }

  app.post('/renovaciones', {
    schema: {
      operationId: 'leerRenovacion',
      tags: ['soat'],
      summary: 'Los datos para renovar una póliza, con el enlace del recordatorio',
      description:
        'Con el enlace del correo de recordatorio (token cifrado, válido hasta 30 días después del fin de la póliza): la placa, el vehículo, el día en que empieza la nueva póliza (el siguiente al fin de la que se renueva) y el nombre del tomador, con su documento, correo, celular y dirección enmascarados: el enlace puede llegar a otras manos. Completos, con POST /renovaciones/tomador y el documento del tomador. 404 para un enlace que no es válido o venció.',
      body: LinkTokenBody,
      response: { 200: RenewalResponse, 404: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const row = await renewalOf(request.body.token);
      if (!row) throw new HttpError(404, renewalLinkMessage);
      const { policy, request: purchase } = row;
      void reply.header('cache-control', 'no-store');
      return {
        placa: policy.plate,
        vehiculo: policy.vehicle as VehicleData,
        inicioVigencia: addDays(policy.endsOn, 1),
        tomador: {
          tipoDocumento: purchase.holderDocumentType as DocumentType,
          numeroDocumento: maskDocument(purchase.holderDocumentNumber),
          nombres: purchase.holderFirstNames,
          apellidos: purchase.holderLastNames,
          correoElectronico: maskEmail(purchase.holderEmail),
          celular: maskMobile(purchase.holderMobile),
          direccion: maskAddress(purchase.holderAddress),
        },
      };
    },
  });

  app.post('/renovaciones/tomador', {
    // counted with the consult's tries for the plate (per address and plate, and per plate): the link and
    // a guessed document together are what would open the holder's data
    preHandler: consultLimits,
    attachValidation: true,
    schema: {
      operationId: 'leerRenovacionTomador',
      tags: ['soat'],
      summary: 'El tomador completo de una renovación, con su documento',
      description:
        'Con el enlace del correo de recordatorio, la placa de la póliza y el documento de su tomador: el tomador completo (documento, nombres, correo, celular, dirección y ciudad), para llenar la compra de la renovación. Un documento que no es el del tomador responde 400 en numeroDocumento; un enlace que no es válido, venció o es de otra placa, 404. Limitada con la consulta de pólizas por dirección y placa, y por placa desde todas las direcciones (429).',
      body: RenewalHolderBody,
      response: { 200: RenewalHolderResponse, 404: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const { plate, documentType, documentNumber } = requiredPlateAndDocument(request);
      const row = await renewalOf(request.body.token);
      if (!row || row.policy.plate !== plate) throw new HttpError(404, renewalLinkMessage);
      const { request: purchase } = row;
      if (purchase.holderDocumentType !== documentType || purchase.holderDocumentNumber !== documentNumber) {
        throw badRequest(
          [{ campo: 'numeroDocumento', mensaje: wrongHolderDocumentMessage }],
          wrongHolderDocumentMessage,
        );
      }
      void reply.header('cache-control', 'no-store');
      return { tomador: fullHolder(purchase) };
    },
  });

  app.post('/recordatorios/bajas', {
    schema: {
      operationId: 'darBajaRecordatorios',
      tags: ['soat'],
      summary: 'Dejar de recibir recordatorios de renovación',
      description:
        'Con el enlace del correo de recordatorio (token cifrado: no deja leer la dirección), sin iniciar sesión: esa dirección no recibe más recordatorios de renovación (de ninguna póliza). Repetirlo no cambia nada. 400 para un enlace que no es válido o venció.',
      body: LinkTokenBody,
      response: { 200: UnsubscribedResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const email = await unsubscribeEmail(app, request.body.token);
      if (!email) throw badRequest([{ campo: 'token', mensaje: unsubscribeLinkMessage }], unsubscribeLinkMessage);
      await app.renewalReminders.unsubscribe(email);
      request.log.info({ event: 'renewal-reminders-unsubscribed' }, 'an address unsubscribed from renewal reminders');
      return {
        message: `Listo: no enviaremos más recordatorios de renovación a ${maskEmail(email)}.`,
        correoElectronico: maskEmail(email),
      };
    },
  });
};

export default renewalRoutes;
