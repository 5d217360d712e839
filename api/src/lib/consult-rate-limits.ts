import { checkPlate } from '@soat/shared/rules/plate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeRateLimit, type RateLimitHook } from './route-rate-limit.js';

export const tooManyPlateConsultsMessage =
  'Recibimos demasiadas consultas de esta placa en poco tiempo. Por seguridad, intenta de nuevo más tarde.';

/** The body's plate as stored (ABC123), or '' when it is not a plate. */
const plateKey = (request: FastifyRequest): string => {
  const rawPlate = (request.body as Record<string, unknown> | undefined)?.placa;
  const plate = typeof rawPlate === 'string' ? checkPlate(rawPlate) : undefined;
  return plate?.ok ? plate.value : '';
};

/**
 * The limits on guessing a holder's document for a plate (ADR 010), as a preHandler (after validation):
 * per address and plate, then per plate from every address together (in Redis when configured, so every
 * instance counts together). Create it once and give it to every route that answers for a plate and a
 * document (the policy consult, the vehicle lookup): their tries count together.
 */
export function consultRateLimits(app: FastifyInstance): RateLimitHook {
  const { consult, consultPlate } = app.config.rateLimits;
  const perAddress = routeRateLimit(app, 'consult', consult, plateKey);
  const perPlate = routeRateLimit(app, 'consult-plate', consultPlate, plateKey, {
    perAddress: false,
    message: tooManyPlateConsultsMessage,
    counts: (request) => plateKey(request) !== '',
  });
  return async (request, reply) => {
    await perAddress(request, reply);
    await perPlate(request, reply);
  };
}
