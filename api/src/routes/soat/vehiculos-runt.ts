import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayInColombia } from '@soat/shared/rules/validity';
import { requiredPlateAndDocument } from '../../lib/holder-document.js';
import { signRuntReading } from '../../lib/runt-reading.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { RuntUnavailableError } from '../../plugins/app/runt/runt-client.js';
import { commonErrorResponses } from '../../schemas/common.js';
import { RuntLookupBody, RuntLookupResponse } from '../../schemas/soat.js';

/** The same answer for a plate the RUNT lacks and for a document that is not its owner's. */
export const runtNotFoundMessage =
  'No encontramos en el RUNT un vehículo con esa placa y ese documento del propietario. Revisa los datos o escribe los del vehículo.';
export const runtUnavailableMessage =
  'El RUNT no responde en este momento. Escribe los datos del vehículo como aparecen en la licencia de tránsito.';
export const runtNoTariffMessage =
  'El RUNT registra este vehículo con una clase o un servicio que la tarifa del SOAT no nombra. Escribe los datos del vehículo.';

export interface RuntVehicleRouteOptions {
  /** The consult's limits on guessing a holder's document (lib/consult-rate-limits.ts), shared with it. */
  consultLimits: RateLimitHook;
}

const empty = {
  vehiculo: null,
  marca: null,
  linea: null,
  propietario: null,
  polizaVigenteHasta: null,
  lecturaRunt: null,
};

const runtVehicleRoute: FastifyPluginAsyncTypebox<RuntVehicleRouteOptions> = async (app, { consultLimits }) => {
  app.post('/vehiculos/runt', {
    // per address and plate, and per plate, after validation: guessing an owner's document takes many tries
    preHandler: consultLimits,
    attachValidation: true,
    schema: {
      operationId: 'consultarVehiculoRunt',
      tags: ['soat'],
      summary: 'El vehículo como lo registra el RUNT, para su propietario',
      description:
        'Con la placa y el documento del propietario, los datos del vehículo que lee la tarifa, su marca y línea, el nombre del propietario y el fin del SOAT vigente que lista el RUNT. Nunca responde 5xx por el RUNT: si no responde a tiempo, resultado no-disponible, y el cliente escribe los datos. Cuenta en los límites de la consulta de pólizas (429).',
      body: RuntLookupBody,
      response: { 200: RuntLookupResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const { plate: plate, documentType, documentNumber } = requiredPlateAndDocument(request);
      void reply.header('cache-control', 'no-store');
      let lookup;
      try {
        lookup = await app.runt.vehicleByPlate(plate, documentType, documentNumber);
      } catch (error) {
        // the customer types the data instead; an operator reads why in the log
        // a refusal (4xx) is our side's fault, not the customer's: the same way out, a louder line
        const level = error instanceof RuntUnavailableError ? 'warn' : 'error';
        request.log[level]({ event: 'runt-lookup-failed', detail: (error as Error).message }, 'RUNT lookup failed');
        return { resultado: 'no-disponible' as const, mensaje: runtUnavailableMessage, placa: plate, ...empty };
      }
      if (!lookup.found)
        return { resultado: 'no-encontrado' as const, mensaje: runtNotFoundMessage, placa: plate, ...empty };

      const { vehicle } = lookup;
      const today = todayInColombia();
      const ends = vehicle.polizas
        .filter((policy) => policy.inicioVigencia <= today && today <= policy.finVigencia)
        .map((policy) => policy.finVigencia);
      const policyInForceUntil = ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : null;
      return {
        resultado: 'encontrado' as const,
        mensaje: vehicle.vehiculo ? null : runtNoTariffMessage,
        placa: plate,
        vehiculo: vehicle.vehiculo,
        marca: vehicle.marca,
        linea: vehicle.linea,
        propietario: vehicle.propietario,
        polizaVigenteHasta: policyInForceUntil,
        // what the quote and the purchase take back, to know the data is the RUNT's (ADR 031)
        lecturaRunt: vehicle.vehiculo
          ? signRuntReading(app, {
              placa: plate,
              vehiculo: vehicle.vehiculo,
              marca: vehicle.marca,
              linea: vehicle.linea,
              polizaVigenteHasta: policyInForceUntil,
            })
          : null,
      };
    },
  });
};

export default runtVehicleRoute;
