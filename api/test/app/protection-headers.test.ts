import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { build, testIntegrator } from '../helper.js';

// Every header of the answers the protections shape, written out in full as the API sent them before
// the protections were made cheaper (issue 23): a header added, dropped or changed by any of them
// (helmet's, CORS, the request id, the rate limit's) fails here. Values that change from one request
// to the next are checked for their shape only.

const securityHeaders = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};
const portal = 'http://localhost:3000';
const everyAnswer = {
  ...securityHeaders,
  vary: 'Origin',
  'access-control-expose-headers': 'X-Request-Id, Retry-After',
};
const json = { 'content-type': 'application/json; charset=utf-8' };
const counted = { 'x-ratelimit-limit': '3000', 'x-ratelimit-remaining': '<number>', 'x-ratelimit-reset': '<number>' };
const preflightAnswer = {
  ...everyAnswer,
  'access-control-allow-methods': 'GET, POST, PUT, PATCH',
  'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, X-Request-Id',
  'access-control-max-age': '600',
  'content-length': '0',
};
const quoteBody = {
  placa: 'BEN123',
  vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
};
const quote = (origin?: string, payload: object = quoteBody): InjectOptions => ({
  method: 'POST',
  url: '/soat/api/v1/cotizaciones',
  payload,
  headers: origin ? { origin } : {},
});
const preflight = (url: string, origin: string): InjectOptions => ({
  method: 'OPTIONS',
  url,
  headers: { origin, 'access-control-request-method': 'POST' },
});

const cases: [string, InjectOptions, number, Record<string, string>][] = [
  [
    'a quote from the portal',
    quote(portal),
    200,
    { ...everyAnswer, ...json, ...counted, 'access-control-allow-origin': portal },
  ],
  ['a quote with no origin (a server, curl)', quote(), 200, { ...everyAnswer, ...json, ...counted }],
  [
    'a refused quote from another origin',
    quote('https://evil.example', {}),
    400,
    { ...everyAnswer, ...json, ...counted },
  ],
  ["a quote from an integrator's origin", quote(testIntegrator.origin), 200, { ...everyAnswer, ...json, ...counted }],
  [
    "the portal's preflight",
    preflight('/soat/api/v1/cotizaciones', portal),
    204,
    { ...preflightAnswer, 'access-control-allow-origin': portal },
  ],
  ["another origin's preflight", preflight('/soat/api/v1/cotizaciones', 'https://evil.example'), 204, preflightAnswer],
  [
    "an integrator's preflight on the ratings",
    preflight('/api/calificaciones/resumen', testIntegrator.origin),
    204,
    { ...preflightAnswer, 'access-control-allow-origin': testIntegrator.origin },
  ],
  [
    "an integrator's preflight on the quote",
    preflight('/soat/api/v1/cotizaciones', testIntegrator.origin),
    204,
    preflightAnswer,
  ],
  ['a bare OPTIONS', { method: 'OPTIONS', url: '/health' }, 204, preflightAnswer],
  [
    'an unknown route',
    { method: 'GET', url: '/no-existe', headers: { origin: portal } },
    404,
    { ...everyAnswer, ...json, ...counted, 'access-control-allow-origin': portal },
  ],
  ['the health check', { method: 'GET', url: '/health' }, 200, { ...everyAnswer, ...json }],
];

/** The answer's headers, less the ones every HTTP answer has, with counters reduced to their shape. */
function protectionHeaders(headers: Record<string, unknown>): Record<string, string> {
  const shaped: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (['date', 'connection', 'x-request-id'].includes(name)) continue;
    if (name === 'content-length' && value !== '0') continue;
    shaped[name] =
      /^x-ratelimit-(remaining|reset)$/.test(name) && /^\d+$/.test(String(value)) ? '<number>' : String(value);
  }
  return shaped;
}

describe('The headers of the protections, in full', () => {
  for (const [story, request, status, expected] of cases) {
    it(`answers ${story} with exactly the headers it always had`, async (t) => {
      const app = await build(t);
      const response = await app.inject(request);
      assert.equal(response.statusCode, status);
      assert.deepEqual(protectionHeaders(response.headers), expected);
      assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    });
  }
});
