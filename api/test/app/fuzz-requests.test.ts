import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { build, relaxedRateLimits } from '../helper.js';
import { request } from './fuzz-arbitraries.js';

// Random requests over every endpoint (bodies, content types, methods, query strings); the bodies
// nested past the depth limit are in fuzz-nesting.test.ts.
describe('Robustness (property-based)', () => {
  it('never answers 5xx to any body, content type or method on any endpoint', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const started = Date.now();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ endpoint, otherMethod, contentType: type, query, payload }) => {
        const method = otherMethod ?? endpoint.method;
        const options: InjectOptions = {
          method,
          url: query === null ? endpoint.url : `${endpoint.url}?para=${encodeURIComponent(query)}`,
          headers: { ...endpoint.headers, ...(type === undefined ? {} : { 'content-type': type }) },
        };
        if (method !== 'GET' && method !== 'HEAD') options.payload = payload;
        const response = await app.inject(options);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        assert.ok(response.statusCode < 500, `${method} ${endpoint.url} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400 && method !== 'HEAD') {
          const body = response.json();
          assert.equal(typeof body.message, 'string');
          for (const error of body.errores ?? []) {
            assert.equal(typeof error.campo, 'string');
            assert.equal(typeof error.mensaje, 'string');
          }
        }
      }),
      { numRuns: 1500 },
    );
    await app.backgroundTasks.idle();
    const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    t.diagnostic(`${Date.now() - started} ms; answers by status: ${JSON.stringify(seen)}`);
    // The generators must reach past parsing into validation and the handlers, not just bounce. A
    // creation (201) is rare among 1500 runs over every endpoint, so any success counts.
    assert.ok(statuses.has(200) || statuses.has(201), 'no success seen');
    for (const status of [400, 401, 404, 413, 415]) assert.ok(statuses.has(status), `no ${status} seen`);
  });
});
