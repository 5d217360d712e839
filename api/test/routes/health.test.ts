import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from '../helper.js';

describe('GET /health', () => {
  it('answers ok when the database answers', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { estado: 'ok' });
  });

  it('answers 503 when the database does not answer', async (t) => {
    const app = await build(t);
    await app.ready();
    t.mock.method(app.db, 'execute', async () => {
      throw new Error('connection refused');
    });
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { estado: 'sin-base-de-datos' });
  });
});
