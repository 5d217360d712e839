import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addDays,
  isCalendarDate,
  policyEndDate,
  VALIDITY_MESSAGES,
  type CalendarDate,
} from '@soat/shared/rules/validity';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { ErrorResponse } from '../../schemas/common.js';
import { CalendarDay } from '../../schemas/soat.js';
import { PurchaseRequestParams } from '../../schemas/solicitudes.js';
import { findPurchase } from '../soat/solicitudes.js';

/** The start of the policy whose last day is `end` (a year less a day): the day after it, a year before. */
function startEndingOn(end: CalendarDate): CalendarDate {
  const next = addDays(end, 1);
  const sameDay = `${Number(next.slice(0, 4)) - 1}${next.slice(4)}`;
  // 29 February a year before does not exist: the policy that starts on 1 March ends on 28 (29) February
  const start = isCalendarDate(sameDay) ? sameDay : `${sameDay.slice(0, 4)}-03-01`;
  return policyEndDate(start) === end ? start : addDays(end, -364);
}

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

  // A renewal is sold only in the last RENEWAL_WINDOW_DAYS of the policy in force (ADR 010): a policy bought
  // today ends in a year, so a person or a test renewing it moves its year to end sooner.
  app.post('/desarrollo/polizas/:numeroPoliza/fin', {
    onRequest: rateLimit,
    schema: {
      tags: ['desarrollo'],
      summary: 'Mover el año de una póliza para que termine otro día',
      description:
        'Solo en desarrollo (DEV_OUTBOX). La póliza (y su solicitud) cubren el año que termina en finVigencia, como si se hubiera comprado antes: para renovarla sin esperar.',
      params: Type.Object({ numeroPoliza: Type.String({ minLength: 1, maxLength: 40 }) }),
      body: Type.Object(
        { finVigencia: CalendarDay('El nuevo último día de la póliza') },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Object({ inicioVigencia: Type.String(), finVigencia: Type.String() }),
        400: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request) => {
      const end = request.body.finVigencia;
      if (!isCalendarDate(end))
        throw badRequest([{ campo: 'finVigencia', mensaje: VALIDITY_MESSAGES['validity.format'] }]);
      const start = startEndingOn(end);
      const moved = await app.purchaseRepository.movePolicyEnd(request.params.numeroPoliza, start, end);
      if (!moved) throw new HttpError(404, 'No encontramos esa póliza.');
      return { inicioVigencia: moved.startsOn, finVigencia: moved.endsOn };
    },
  });
};

export default expireRequestRoute;
