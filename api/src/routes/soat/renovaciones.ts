import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DocumentType } from '@soat/shared/rules/identity-document';
import { addDays } from '@soat/shared/rules/validity';
import type { VehicleData } from '@soat/shared/rules/vehicle';
import { eq } from 'drizzle-orm';
import { policies, purchaseRequests } from '../../db/schema.js';
import { maskEmail } from '../../domain/purchase-views.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { renewalPolicyId, unsubscribeEmail } from '../../lib/renewal-links.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { LinkTokenBody, RenewalResponse, UnsubscribedResponse } from '../../schemas/renovaciones.js';

export const renewalLinkMessage =
  'Este enlace de renovación no es válido o ya venció. Cotiza tu SOAT con la placa del vehículo.';
export const unsubscribeLinkMessage = 'Este enlace para dejar de recibir recordatorios no es válido o ya venció.';

/** What a renewal reminder's two links open (issue 26, point 4). */
const renewalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/renovaciones', {
    schema: {
      tags: ['soat'],
      summary: 'Los datos para renovar una póliza, con el enlace del recordatorio',
      description:
        'Con el enlace del correo de recordatorio (token firmado, válido hasta 30 días después del fin de la póliza): la placa, el vehículo y el tomador de la póliza, y el día en que empieza la nueva (el siguiente a su fin). Quien tiene el enlace lee el correo del tomador, como con el enlace de calificación. 404 para un enlace que no es válido o venció.',
      body: LinkTokenBody,
      response: { 200: RenewalResponse, 404: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const policyId = renewalPolicyId(app, request.body.token);
      const [row] = policyId
        ? await app.db
            .select({ policy: policies, request: purchaseRequests })
            .from(policies)
            .innerJoin(purchaseRequests, eq(purchaseRequests.id, policies.purchaseRequestId))
            .where(eq(policies.id, policyId))
        : [];
      if (!row) throw new HttpError(404, renewalLinkMessage);
      const { policy, request: purchase } = row;
      void reply.header('cache-control', 'no-store');
      return {
        placa: policy.plate,
        vehiculo: policy.vehicle as VehicleData,
        inicioVigencia: addDays(policy.endsOn, 1),
        tomador: {
          tipoDocumento: purchase.holderDocumentType as DocumentType,
          numeroDocumento: purchase.holderDocumentNumber,
          nombres: purchase.holderFirstNames,
          apellidos: purchase.holderLastNames,
          correoElectronico: purchase.holderEmail,
          celular: purchase.holderMobile,
          direccion: purchase.holderAddress,
          ciudad: purchase.holderCity,
        },
      };
    },
  });

  app.post('/recordatorios/bajas', {
    schema: {
      tags: ['soat'],
      summary: 'Dejar de recibir recordatorios de renovación',
      description:
        'Con el enlace del correo de recordatorio, sin iniciar sesión: esa dirección no recibe más recordatorios de renovación (de ninguna póliza). Repetirlo no cambia nada. 400 para un enlace que no es válido o venció.',
      body: LinkTokenBody,
      response: { 200: UnsubscribedResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const email = unsubscribeEmail(app, request.body.token);
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
