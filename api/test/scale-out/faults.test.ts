import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { notReadyMessage } from '../../src/routes/health.js';
import { purchaseBody, soatApi } from '../routes/soat/purchase-fixtures.js';
import { eventually, startCluster, type Cluster } from './cluster.js';
import { call, requestReset, signIn } from './http-client.js';

// What two API instances do when what they share goes away for a while: they keep answering, and
// come back by themselves once it returns (no restart of the API).

describe('Two API instances when Redis or PostgreSQL stops', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  before(async () => (cluster = await startCluster()));
  after(() => cluster?.close());

  it('keeps answering while Redis is down (limits not counted, never a 5xx), and counts again once it is back', async () => {
    await cluster.redis.stop();
    for (const instance of cluster.instances) {
      const answer = await signIn(instance.origin, 'nadie@example.com', 'no-es', '198.51.100.1');
      assert.equal(answer.status, 401, answer.body);
      assert.equal((await requestReset(instance.origin, 'nadie@example.com', '198.51.100.1')).status, 200);
    }

    await cluster.redis.start();
    // the Redis client reconnects by itself: the reset limit per address counts again, shared by both
    const email = 'nadie.mas@example.com';
    let sent = 0;
    await eventually(
      'the reset limit after Redis came back',
      async () => (await requestReset(cluster.pick((sent += 1)).origin, email, '198.51.100.2')).status,
      (status) => status === 429,
      30_000,
    );
    const other = await requestReset(cluster.pick(sent + 1).origin, email, '198.51.100.2');
    assert.equal(other.status, 429, 'the other instance sees the same counter');
  });

  it('reports not ready while PostgreSQL is down and serves again once it is back, without restarting', async () => {
    await cluster.postgres.stop();
    for (const instance of cluster.instances) {
      const ready = await call(instance.origin, 'GET', '/ready');
      assert.equal(ready.status, 503);
      assert.equal(ready.json().message, notReadyMessage);
      // liveness never depends on the database: nobody restarts a process that will recover
      assert.equal((await call(instance.origin, 'GET', '/health')).status, 200);
    }

    await cluster.postgres.start();
    for (const instance of cluster.instances) {
      await eventually(
        'readiness after PostgreSQL came back',
        async () => (await call(instance.origin, 'GET', '/ready')).status,
        (status) => status === 200,
      );
      const created = await call(instance.origin, 'POST', `${soatApi}/solicitudes`, { json: purchaseBody() });
      assert.equal(created.status, 201, created.body);
    }
  });
});
