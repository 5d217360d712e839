import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { defaultRateLimits } from '../../src/config/index.js';
import { createdLimiterKeyPrefix, tooManyPlateConsultsMessage } from '../../src/lib/consult-rate-limits.js';
import { tooManyRequestsMessage } from '../../src/lib/error-response.js';
import { build } from '../helper.js';
import { uniqueCarPlate } from '../routes/soat/policy-factory.js';
import { soatApi } from '../routes/soat/purchase-fixtures.js';
import { startRedis, type RedisServer } from './servers.js';

// The consult's two limits (per address and plate, per plate) counted in Redis, as every instance counts
// them (ADR 010, 027): in one call a try, in the keys @fastify/rate-limit names them, with the same refusals.

const tight = {
  ...defaultRateLimits,
  consult: { max: 2, timeWindowMs: 60_000 },
  consultPlate: { max: 3, timeWindowMs: 60_000 },
};

describe("The consult's limits in Redis", { timeout: 60_000 }, () => {
  let server: RedisServer;
  let redis: Redis;
  before(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
    // the last test stops Redis: this client's reconnections are expected to fail meanwhile
    redis.on('error', () => {});
  });
  after(async () => {
    redis?.disconnect();
    await server?.close();
  });

  const consult = (app: Awaited<ReturnType<typeof build>>, plate: string, address: string) =>
    app.inject({
      method: 'POST',
      url: `${soatApi}/consultas`,
      payload: { placa: plate, tipoDocumento: 'CC', numeroDocumento: '80123456' },
      remoteAddress: address,
    });

  /** How many scripts Redis has run (the limits' counters are scripts). */
  const scriptsRun = async () => {
    const stats = await redis.info('commandstats');
    return [...stats.matchAll(/^cmdstat_(?:evalsha|eval):calls=(\d+)/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
  };

  it("names its keys as @fastify/rate-limit's own limiters do, so both ways of counting share them", async (t) => {
    const app = await build(t, { redisUrl: server.url, rateLimits: tight });
    // a limiter of the plugin's, as routeRateLimit creates one (route-rate-limit.ts)
    const limiter = app.createRateLimit({ max: 5, timeWindow: 60_000, keyGenerator: () => 'consult|probe' });
    await limiter({ ip: '198.51.100.9', headers: {}, routeOptions: { config: {} } } as never);
    assert.equal(await redis.get(`${createdLimiterKeyPrefix}consult|probe`), '1');
  });

  it("counts a consult's two limits in one Redis call, beside the global limit's", async (t) => {
    const app = await build(t, { redisUrl: server.url, rateLimits: tight });
    const plate = uniqueCarPlate();
    // the first call of a script may be sent twice (EVALSHA, then EVAL when Redis lacks it): counted after
    await consult(app, uniqueCarPlate(), '198.51.100.1');
    const before = await scriptsRun();
    assert.equal((await consult(app, plate, '198.51.100.2')).statusCode, 404);
    // the global limit's counter, and one for both of the consult's (three calls when counted one by one)
    assert.equal((await scriptsRun()) - before, 2);
    // the keys the plugin's own limiters name, so instances that count them one by one count with these
    assert.equal(await redis.get(`${createdLimiterKeyPrefix}consult|198.51.100.2|${plate}`), '1');
    assert.equal(await redis.get(`${createdLimiterKeyPrefix}consult-plate|${plate}`), '1');
  });

  it("refuses an address over its limit without counting the plate's try, then the plate from every address", async (t) => {
    const app = await build(t, { redisUrl: server.url, rateLimits: tight });
    const plate = uniqueCarPlate();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await consult(app, plate, '198.51.100.10')).statusCode);
    assert.deepEqual(statuses, [404, 404, 429]);
    const refused = await consult(app, plate, '198.51.100.10');
    assert.equal(refused.json().message, tooManyRequestsMessage);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // the address's refused tries did not count for the plate: two counted, one more from elsewhere passes
    assert.equal(await redis.get(`${createdLimiterKeyPrefix}consult-plate|${plate}`), '2');
    assert.equal((await consult(app, plate, '198.51.100.11')).statusCode, 404);
    const plateRefused = await consult(app, plate, '198.51.100.12');
    assert.equal(plateRefused.statusCode, 429);
    assert.equal(plateRefused.json().message, tooManyPlateConsultsMessage);
    assert.ok(Number(plateRefused.headers['retry-after']) > 0);
  });

  it('lets a consult through while Redis is down, as every limit in Redis does', async (t) => {
    const app = await build(t, { redisUrl: server.url, rateLimits: tight });
    await server.stop();
    try {
      assert.equal((await consult(app, uniqueCarPlate(), '198.51.100.20')).statusCode, 404);
    } finally {
      await server.start();
    }
  });
});
