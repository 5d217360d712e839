import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config.js';
import { tooManyRequestsMessage } from './error-response.js';
import { HttpError } from './http-error.js';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A limiter for one route, counted on top of the global per-IP one (the plugin's own
 * route hooks would skip a second limit on the same request). The key is the client IP
 * plus, optionally, something from the validated body, in which case use it as a preHandler.
 */
export function routeRateLimit(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  extraKey?: (request: FastifyRequest) => string,
): RateLimitHook {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    keyGenerator: (request) => [name, request.ip, extraKey?.(request) ?? ''].join('|'),
  });
  return async (request, reply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, tooManyRequestsMessage);
    }
  };
}

/** A lowercased string property of the body, or '' (the body was validated before). */
export function lowercasedBodyField(field: string) {
  return (request: FastifyRequest): string => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
}
