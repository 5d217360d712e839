import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkPlate } from '@soat/shared/rules/plate';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { VehicleData } from '@soat/shared/rules/vehicle';
import { badRequest } from '../../lib/http-error.js';
import { commonErrorResponses } from '../../schemas/common.js';
import { VehicleParams, VehicleResponse } from '../../schemas/soat.js';

const vehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/vehiculos/:placa', {
    attachValidation: true,
    schema: {
      tags: ['soat'],
      summary: 'Lo que el portal sabe de un vehículo',
      description:
        'Sin RUNT, el portal solo conoce los vehículos a los que expidió un SOAT: devuelve los datos del vehículo de la última póliza de la placa (o null) y hasta cuándo está cubierto (o null). Nunca datos del tomador.',
      params: VehicleParams,
      response: { 200: VehicleResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const raw = request.validationError ? '' : request.params.placa;
      const plate = checkPlate(raw);
      if (!plate.ok) throw badRequest([{ campo: 'placa', mensaje: plate.message }]);
      const [latest, currentPolicyEnd] = await Promise.all([
        app.policyQueries.latestForPlate(plate.value),
        app.policyQueries.currentPolicyEnd(plate.value, todayInColombia()),
      ]);
      return {
        placa: plate.value,
        vehiculo: latest ? (latest.vehicle as VehicleData) : null,
        polizaVigenteHasta: currentPolicyEnd,
      };
    },
  });
};

export default vehicleRoute;
