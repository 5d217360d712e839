import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkPlate } from '@soat/shared/rules/plate';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { VehicleData } from '@soat/shared/rules/vehicle';
import { signedInAccount } from '../../lib/bearer-token.js';
import { givesDocument, optionalDocument } from '../../lib/holder-document.js';
import { HttpError, badRequest, type FieldError } from '../../lib/http-error.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { VehicleLookupBody, VehicleResponse } from '../../schemas/soat.js';
import { invalidSessionMessage } from './mis-polizas.js';

export interface VehicleRouteOptions {
  /** The consult's limits on guessing a holder's document (lib/consult-rate-limits.ts), shared with it. */
  consultLimits: RateLimitHook;
}

const vehicleRoute: FastifyPluginAsyncTypebox<VehicleRouteOptions> = async (app, { consultLimits }) => {
  app.post('/vehiculos/consultas', {
    preHandler: async (request, reply) => {
      if (givesDocument(request.body)) await consultLimits(request, reply);
    },
    attachValidation: true,
    schema: {
      operationId: 'consultarVehiculo',
      tags: ['soat'],
      summary: 'Lo que el portal sabe de un vehículo, para su tomador',
      description:
        'Sin RUNT, el portal solo conoce los vehículos a los que expidió un SOAT. Con el documento del tomador (en el cuerpo) o con la sesión (Bearer) de la cuenta que compró, devuelve los datos del vehículo de la última de esas pólizas de la placa y hasta cuándo está cubierto; con la placa sola, o con un documento que no es de un tomador de la placa, null en ambos, la misma respuesta que para una placa sin pólizas. Nunca datos del tomador. Con documento cuenta en los límites de la consulta de pólizas (por dirección y placa, y por placa) (429).',
      body: VehicleLookupBody,
      security: [{}, { bearerAuth: [] }],
      response: { 200: VehicleResponse, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const account = await signedInAccount(app, request);
      if (account === 'invalid') throw new HttpError(401, invalidSessionMessage);

      const schemaErrors = schemaFieldErrors(request);
      const flagged = new Set(schemaErrors.map((error) => error.campo));
      const body = request.body;
      const plate = checkPlate(flagged.has('placa') ? '' : body.placa);
      const { document, errores: documentErrors } = optionalDocument(body, flagged);
      const errors: FieldError[] = [
        ...schemaErrors,
        ...(plate.ok || flagged.has('placa') ? [] : [{ campo: 'placa', mensaje: plate.message }]),
        ...documentErrors,
      ];
      if (errors.length > 0 || !plate.ok) throw badRequest(errors);

      const userId = account?.id;
      const known = await app.policyQueries.forPlateKnownTo(plate.value, { document, userId });
      const today = todayInColombia();
      const inForce = known.map((policy) => policy.endsOn).filter((end) => end >= today);
      void reply.header('cache-control', 'no-store');
      return {
        placa: plate.value,
        vehiculo: known[0] ? (known[0].vehicle as VehicleData) : null,
        polizaVigenteHasta: inForce.length > 0 ? inForce.reduce((a, b) => (a > b ? a : b)) : null,
      };
    },
  });
};

export default vehicleRoute;
