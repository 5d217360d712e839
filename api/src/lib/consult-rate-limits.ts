import { checkPlate } from '@soat/shared/rules/plate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequestsMessage } from './error-response.js';
import {
  redisKeyPrefix,
  refuseOverLimit,
  routeRateLimit,
  type RateLimitHook,
  type RateLimitRule,
} from './route-rate-limit.js';

export const tooManyPlateConsultsMessage =
  'Recibimos demasiadas consultas de esta placa en poco tiempo. Por seguridad, intenta de nuevo más tarde.';

/** The body's plate as stored (ABC123), or '' when it is not a plate. */
const plateKey = (request: FastifyRequest): string => {
  const rawPlate = (request.body as Record<string, unknown> | undefined)?.placa;
  const plate = typeof rawPlate === 'string' ? checkPlate(rawPlate) : undefined;
  return plate?.ok ? plate.value : '';
};

/**
 * Where @fastify/rate-limit 11 keeps a counter of `app.createRateLimit` in Redis (its store's child for a
 * route of no method and no URL): the two counters below are those keys, so instances that count them
 * one at a time and instances that count them together share them (a rolling deploy counts as one).
 */
export const createdLimiterKeyPrefix = `${redisKeyPrefix}undefinedundefined-`;

/**
 * Both counters in one Redis call, as @fastify/rate-limit's own script counts one (INCR; the window starts at
 * the first; otherwise the window's time left): the address's first, and the plate's only when the address's
 * is not over its limit and there is a plate (ARGV[5] = '1'), as the two calls one after the other did.
 * Answers each counter and its time left in ms ({0, 0} for the plate's when not counted).
 */
const bothCountersScript = `
local address = redis.call('INCR', KEYS[1])
local addressTtl = tonumber(ARGV[1])
if address == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) else addressTtl = redis.call('PTTL', KEYS[1]) end
if address > tonumber(ARGV[2]) or ARGV[5] ~= '1' then return {address, addressTtl, 0, 0} end
local plate = redis.call('INCR', KEYS[2])
local plateTtl = tonumber(ARGV[3])
if plate == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) else plateTtl = redis.call('PTTL', KEYS[2]) end
return {address, addressTtl, plate, plateTtl}
`;

type CountBoth = (
  addressKey: string,
  plateKey: string,
  addressWindowMs: number,
  addressMax: number,
  plateWindowMs: number,
  plateMax: number,
  countPlate: '0' | '1',
) => Promise<[number, number, number, number]>;

/** The script as a command of this client (EVALSHA, the script sent again only when Redis lacks it). */
function countBothIn(redis: Redis): CountBoth {
  const commands = redis as Redis & { soatConsultLimits?: CountBoth };
  if (!commands.soatConsultLimits)
    redis.defineCommand('soatConsultLimits', { numberOfKeys: 2, lua: bothCountersScript });
  return commands.soatConsultLimits!.bind(redis);
}

/**
 * With Redis: both counters in one round trip a try (a third of the Redis commands a consult sent with the
 * global limit's; ADR 027). Redis failing lets the try through, as the plugin's `skipOnError` does.
 */
function countedTogether(redis: Redis, consult: RateLimitRule, consultPlate: RateLimitRule): RateLimitHook {
  const countBoth = countBothIn(redis);
  return async (request, reply) => {
    const plate = plateKey(request);
    let counters: [number, number, number, number];
    try {
      counters = await countBoth(
        `${createdLimiterKeyPrefix}consult|${request.ip}|${plate}`,
        `${createdLimiterKeyPrefix}consult-plate|${plate}`,
        consult.timeWindowMs,
        consult.max,
        consultPlate.timeWindowMs,
        consultPlate.max,
        plate === '' ? '0' : '1',
      );
    } catch {
      return;
    }
    const [address, addressTtl, plateCount, plateTtl] = counters;
    if (address > consult.max) refuseOverLimit(reply, Math.ceil(addressTtl / 1000), tooManyRequestsMessage);
    if (plateCount > consultPlate.max) {
      refuseOverLimit(reply, Math.ceil(plateTtl / 1000), tooManyPlateConsultsMessage);
    }
  };
}

/**
 * The limits on guessing a holder's document for a plate (ADR 010), as a preHandler (after validation):
 * per address and plate, then per plate from every address together (in Redis when configured, so every
 * instance counts together, both counters in one call). Create it once and give it to every route that
 * answers for a plate and a document (the policy consult, the vehicle lookup): their tries count together.
 */
export function consultRateLimits(app: FastifyInstance): RateLimitHook {
  const { consult, consultPlate } = app.config.rateLimits;
  if (app.rateLimitRedis) return countedTogether(app.rateLimitRedis, consult, consultPlate);
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
