import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequestsMessage } from '../../lib/error-response.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Global limit per client IP on every route (routes add stricter limits of their own with
 * `app.rateLimit`). The store is in memory, so each API instance counts on its own.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  const { global } = app.config.rateLimits;
  await app.register(rateLimit, {
    global: true,
    max: global.max,
    timeWindow: global.timeWindowMs,
    errorResponseBuilder: () => new HttpError(429, tooManyRequestsMessage),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
