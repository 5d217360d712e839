import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequestsMessage } from '../../lib/error-response.js';
import { HttpError } from '../../lib/http-error.js';
import { redisKeyPrefix } from '../../lib/route-rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the limits count in (REDIS_URL), for a limit that counts two keys at once; none otherwise. */
    rateLimitRedis: Redis | undefined;
  }
}

/**
 * A Redis client that fails fast instead of queueing: while Redis is down a command errors at
 * once (no offline queue, one retry, a short timeout), so a request never waits on it. The counters
 * of the requests that arrive together go to Redis in one write (auto-pipelining: the commands of one
 * turn of the event loop): a write per counter cost a loaded instance a tenth of its CPU (ADR 027).
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // without a listener ioredis prints every failed reconnection to stderr; it keeps reconnecting
  redis.on('error', (err) => app.log.warn({ err, event: 'redis-error' }, 'Redis unavailable: rate limits not counted'));
  return redis;
}

/**
 * Global limit per client IP on every route (routes add stricter limits of their own with
 * `app.createRateLimit`, lib/route-rate-limit.ts, which share the same store). With REDIS_URL the
 * counters live in Redis and every API instance counts together; otherwise each instance counts in
 * its own memory. If Redis fails, requests are let through (`skipOnError`) rather than answered 5xx:
 * the per-account protections kept in the database still hold (ADR 014).
 */
export interface RateLimitPluginOptions {
  /** The global limit on every route; off only in the benchmark, to measure what it costs (app.ts). */
  global?: boolean;
}

async function rateLimitPlugin(app: FastifyInstance, { global: everyRoute = true }: RateLimitPluginOptions) {
  const { global } = app.config.rateLimits;
  const { redisUrl } = app.config;
  const redis = redisUrl ? connectRedis(app, redisUrl) : undefined;
  app.decorate('rateLimitRedis', redis);
  if (redis) {
    app.addHook('onClose', async () => redis.disconnect());
    // An unreachable Redis at start does not stop the API: it keeps reconnecting in the background.
    await redis.connect().catch((err: unknown) => app.log.error({ err }, 'Redis unreachable at start'));
  }
  await app.register(rateLimit, {
    global: everyRoute,
    max: global.max,
    timeWindow: global.timeWindowMs,
    errorResponseBuilder: () => new HttpError(429, tooManyRequestsMessage),
    ...(redis ? { redis, nameSpace: redisKeyPrefix, skipOnError: true } : {}),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
