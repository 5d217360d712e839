import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequestsMessage } from './error-response.js';
import { HttpError } from './http-error.js';

/** Every key this API writes to Redis starts with this (several services may share one Redis). */
export const redisKeyPrefix = 'soat-api:rate-limit:';

/** At most `max` requests in `timeWindowMs`. */
export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RouteRateLimitOptions {
  /** Counted per client IP (the default), or for every address together (then `extraKey` alone is the key). */
  perAddress?: boolean;
  /** The 429's message; the common one by default. */
  message?: string;
  /** Requests this answers false for are not counted (nor refused). */
  counts?: (request: FastifyRequest) => boolean;
}

/**
 * A limiter for one route, counted on top of the global per-IP one (the plugin's own
 * route hooks would skip a second limit on the same request). The key is the client IP
 * plus, optionally, something from the validated body, in which case use it as a preHandler.
 * Two routes that use one hook count together (each `routeRateLimit` call has counters of its own
 * in memory; in Redis, keys of the same `name` are shared).
 */
export function routeRateLimit(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  extraKey?: (request: FastifyRequest) => string,
  { perAddress = true, message = tooManyRequestsMessage, counts }: RouteRateLimitOptions = {},
): RateLimitHook {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    keyGenerator: (request) => [name, ...(perAddress ? [request.ip] : []), extraKey?.(request) ?? ''].join('|'),
  });
  return async (request, reply) => {
    if (counts && !counts(request)) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) refuseOverLimit(reply, result.ttlInSeconds, message);
  };
}

/** The 429 of a limit reached: its message, and how long until its window ends (Retry-After, in seconds). */
export function refuseOverLimit(reply: FastifyReply, retryAfterSeconds: number, message: string): never {
  void reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(429, message);
}

/** A lowercased string property of the body, or '' (the body was validated before). */
export function lowercasedBodyField(field: string) {
  return (request: FastifyRequest): string => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
}
