import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayInColombia } from '@soat/shared/rules/validity';
import { toConsultRefund, toPolicySummary } from '../../domain/purchase-views.js';
import { HttpError } from '../../lib/http-error.js';
import { requiredPlateAndDocument } from '../../lib/holder-document.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { ConsultBody, ConsultResponse } from '../../schemas/soat.js';

/** The same answer whether the plate has no policy or only policies of other holders. */
export const noPoliciesMessage =
  'No encontramos pólizas SOAT de esa placa con ese documento del tomador. Revisa la placa y el documento.';

/** The limits on guessing a holder's document, shared with the vehicle lookup (lib/consult-rate-limits.ts). */
export interface ConsultRouteOptions {
  consultLimits: RateLimitHook;
}

const consultRoute: FastifyPluginAsyncTypebox<ConsultRouteOptions> = async (app, { consultLimits }) => {
  app.post('/consultas', {
    // per address and plate, and per plate, after validation: guessing a holder's document takes many tries
    preHandler: consultLimits,
    attachValidation: true,
    schema: {
      operationId: 'consultarPolizas',
      tags: ['soat'],
      summary: 'Consultar las pólizas de una placa',
      description:
        'Con la placa y el documento del tomador devuelve las pólizas que el portal expidió a ese tomador para esa placa (vigente, vencida o futura) y sus pagos que no dieron póliza con su reembolso. Si no hay ninguno responde 404, con el mismo mensaje tenga o no la placa pólizas de otras personas. Limitada por dirección y placa, y por placa desde todas las direcciones, junto con la búsqueda de vehículo con documento (429).',
      body: ConsultBody,
      response: { 200: ConsultResponse, 404: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const { plate, documentType, documentNumber } = requiredPlateAndDocument(request);

      // one statement for both lists: one round trip and one pooled connection a consult (ADR 027)
      const { policies: found, refunds } = await app.policyQueries.consult(plate, documentType, documentNumber);
      if (found.length === 0 && refunds.length === 0) throw new HttpError(404, noPoliciesMessage);
      const today = todayInColombia();
      return {
        placa: plate,
        polizas: found.map((policy) => toPolicySummary(policy, today)),
        reembolsos: refunds.map(toConsultRefund),
      };
    },
  });
};

export default consultRoute;
