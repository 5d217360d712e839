import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maxJsonDepth, tooDeepMessage } from '../../src/plugins/external/utf8-json.js';
import { api, build, relaxedRateLimits } from '../helper.js';
import { nested } from './fuzz-arbitraries.js';
import { endpoints } from './fuzz-endpoints.js';

// Bodies nested past the parser's depth limit, on every endpoint that takes one; the random
// requests over every endpoint are in fuzz-requests.test.ts.
describe('Robustness (property-based)', () => {
  // First in this file, so on a fresh process (node --test runs each file in its own): there a
  // recursive walk of 3,000 nested arrays overflowed the stack on every request, not only on some.
  it('refuses bodies nested 1,000 to 10,000 levels deep with a 400 on every endpoint, from a fresh process', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const withBodies = endpoints.filter(({ method }) => method === 'POST' || method === 'PUT');
    for (const depth of [1_000, 3_000, 8_000, 10_000]) {
      for (const kind of ['array', 'object'] as const) {
        const payload = nested(kind, depth);
        // past the 16 KB body limit the size is refused first
        const expected = Buffer.byteLength(payload) > 16 * 1024 ? 413 : 400;
        for (const endpoint of withBodies) {
          const response = await app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { ...endpoint.headers, 'content-type': 'application/json' },
            payload,
          });
          const label = `${endpoint.method} ${endpoint.url}, ${depth} levels of ${kind}s`;
          assert.equal(response.statusCode, expected, `${label} → ${response.statusCode} ${response.body}`);
          if (expected === 400) assert.deepEqual(response.json(), { message: tooDeepMessage }, label);
        }
      }
    }
  });

  it(`accepts bodies nested up to ${maxJsonDepth} levels into validation`, async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const response = await app.inject({
      method: 'POST',
      url: `${api}/auth/inicio-sesion`,
      headers: { 'content-type': 'application/json' },
      payload: { usuario: 'ana@example.co', clave: 'x', extra: JSON.parse(nested('array', maxJsonDepth - 1)) },
    });
    assert.equal(response.statusCode, 401, response.body);
  });
});
