import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { notReadyMessage, readinessTimeoutMs } from '../../src/routes/health.js';
import { build, testConfig } from '../helper.js';
import { openTestPglite } from '../pglite-snapshot.js';

describe('GET /health', () => {
  it('answers ok while the process runs', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { estado: 'ok' });
  });

  it('does not ask the database: an outage must not get a live process restarted', async (t) => {
    const app = await build(t);
    await app.ready();
    const execute = t.mock.method(app.db, 'execute', async () => {
      throw new Error('connection refused');
    });
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(execute.mock.callCount(), 0);
  });
});

describe('GET /ready', () => {
  it('answers listo when the database answers, never cached', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { estado: 'listo' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers 503 with a Spanish message when the database fails', async (t) => {
    const app = await build(t);
    await app.ready();
    t.mock.method(app.db, 'execute', async () => {
      throw new Error('connection refused');
    });
    const response = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { message: notReadyMessage });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers 503 once the database is closed', async (t) => {
    // an app on a PGlite of its own, closed under it (the shared one stays open for the other tests)
    const pglite = await openTestPglite();
    const app = await buildApp(testConfig(), { pglite });
    t.after(() => app.close());
    assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
    await pglite.close();
    const response = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { message: notReadyMessage });
  });

  it('answers 503 when the database does not answer in time', async (t) => {
    const app = await build(t);
    await app.ready();
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let reached: () => void;
    const queried = new Promise<void>((resolve) => (reached = resolve));
    t.mock.method(app.db, 'execute', () => {
      reached();
      return new Promise(() => {});
    });
    const answer = app.inject({ method: 'GET', url: '/ready' });
    // once the query hangs, let the readiness timeout pass
    await queried;
    t.mock.timers.tick(readinessTimeoutMs);
    const response = await answer;
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { message: notReadyMessage });
  });
});
