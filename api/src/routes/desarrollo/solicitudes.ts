import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { ErrorResponse } from '../../schemas/common.js';
import { PurchaseRequestParams } from '../../schemas/solicitudes.js';
import { findPurchase } from '../soat/solicitudes.js';

/**
 * Only with DEV_OUTBOX (app.ts), beside the outbox: ends a purchase request's lifetime now (ADR 010), so a
 * person or an end-to-end test sees an expired request without waiting PURCHASE_REQUEST_LIFETIME_DAYS.
 */
const expireRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app, 'expire-request', app.config.rateLimits.outbox);

  app.post('/desarrollo/solicitudes/:idSolicitudSoat/vencer', {
    onRequest: rateLimit,
    schema: {
      tags: ['desarrollo'],
      summary: 'Terminar ya el plazo de pago de una solicitud',
      description:
        'Solo en desarrollo (DEV_OUTBOX). La solicitud pendiente de pago queda vencida, como al terminar su plazo (si no tiene un pago en proceso en la pasarela).',
      params: PurchaseRequestParams,
      response: {
        200: Type.Object({ estado: Type.String() }),
        400: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request) => {
      const { request: purchase } = await findPurchase(app, request.params.idSolicitudSoat);
      const now = app.clock.now();
      if (purchase.status === 'pendiente-pago') {
        await app.purchaseRepository.endLifetime(purchase.id, now);
        await app.purchaseRepository.closeExpired({ now, graceMs: 0, requestId: purchase.id });
      }
      const after = await app.purchaseRepository.findRecord(purchase.id);
      return { estado: after?.request.status ?? purchase.status };
    },
  });
};

export default expireRequestRoute;
