import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { todayInColombia } from '@soat/shared/rules/validity';
import { VEHICLE_CLASSES, VEHICLE_SERVICES } from '@soat/shared/rules/vehicle';
import { maxJsonDepth, tooDeepMessage } from '../../src/plugins/external/utf8-json.js';
import { signUpBody } from '../factories.js';
import { api, build, relaxedRateLimits, testIntegrator } from '../helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

const constants = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fc.constant(value)]));

const soat = '/soat/api/v1';

// Vehicle data as a quote form sends it, valid or not in its nested fields.
const vehicle = fc.record(
  {
    clase: fc.oneof(fc.constantFrom(...VEHICLE_CLASSES), fc.string({ maxLength: 12 })),
    servicio: fc.oneof(fc.constantFrom(...VEHICLE_SERVICES), fc.constant(null)),
    cilindraje: fc.oneof(fc.integer({ min: -10, max: 30_000 }), fc.double(), fc.string({ maxLength: 6 })),
    modelo: fc.oneof(fc.integer({ min: 1890, max: 2040 }), fc.constant('2020')),
    pasajeros: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.constant(null)),
    toneladas: fc.oneof(fc.double({ min: -1, max: 200, noNaN: true }), fc.constant('5')),
  },
  { requiredKeys: ['clase', 'servicio', 'modelo'] },
);

// Each endpoint with generators of valid field values, which the bodies below then spoil.
const endpoints: Array<{
  method: Method;
  url: string;
  fields: Record<string, fc.Arbitrary<unknown>>;
  headers?: Record<string, string>;
}> = [
  {
    method: 'POST',
    url: `${soat}/metricas-web`,
    fields: {
      ruta: fc.constantFrom('/home', '/soat/consulta', '/soat/consulta/ABC123'),
      dispositivo: fc.constantFrom('movil', 'escritorio'),
      metricas: fc.array(
        fc.record({
          nombre: fc.constantFrom('LCP', 'INP', 'CLS', 'TTFB'),
          valor: fc.double({ min: 0, max: 10_000, noNaN: true }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    },
  },
  {
    method: 'POST',
    url: `${api}/auth/inicio-sesion`,
    fields: { usuario: fc.emailAddress(), clave: fc.string({ minLength: 1, maxLength: 40 }) },
  },
  {
    method: 'POST',
    url: `${api}/auth/inicio-sesion-con-token`,
    fields: constants({ accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }),
  },
  {
    method: 'POST',
    url: `${api}/usuarios`,
    fields: { ...constants({ ...signUpBody() }), correoElectronico: fc.emailAddress() },
  },
  {
    method: 'POST',
    url: `${api}/usuarios/restablecer-clave`,
    fields: { correoElectronico: fc.emailAddress(), frontOffice: fc.constant(true) },
  },
  {
    method: 'PUT',
    url: `${api}/usuarios/confirmar-restablecimiento-clave`,
    fields: constants({ token: 'abc', claveNueva: 'rio-magdalena-azul-77' }),
  },
  { method: 'GET', url: '/desarrollo/correos', fields: {} },
  { method: 'GET', url: `${soat}/tarifas`, fields: {} },
  {
    method: 'POST',
    url: `${soat}/cotizaciones`,
    fields: {
      placa: fc.constantFrom('ABC123', 'abc-123', 'ABC12D', 'CD1234'),
      vehiculo: vehicle,
      inicioVigencia: fc.constantFrom(todayInColombia(), '2026-02-30', '31/12/2026'),
    },
  },
  {
    method: 'POST',
    url: `${soat}/vehiculos/consultas`,
    fields: {
      placa: fc.constantFrom('ABC123', 'abc-123', 'ABC12D'),
      tipoDocumento: fc.constantFrom('CC', 'NIT', 'PA'),
      numeroDocumento: fc.constantFrom('1020304050', '900123456-8', 'AB12345'),
    },
  },
  {
    method: 'POST',
    url: `${soat}/consultas`,
    fields: {
      placa: fc.constantFrom('ABC123', 'ABC12D'),
      tipoDocumento: fc.constantFrom('CC', 'CE', 'NIT', 'PA', 'TI'),
      numeroDocumento: fc.constantFrom('1020304050', '900123456-8', 'AB12345'),
    },
  },
  { method: 'GET', url: `${soat}/mis-polizas`, fields: {} },
  {
    method: 'POST',
    url: `${soat}/solicitudes`,
    fields: {
      placa: fc.constantFrom('ABC123', 'abc-123', 'ABC12D'),
      vehiculo: vehicle,
      inicioVigencia: fc.constantFrom(todayInColombia(), '2026-02-30'),
      tomador: fc.record({
        tipoDocumento: fc.constantFrom('CC', 'NIT', 'XX'),
        numeroDocumento: fc.constantFrom('1020304050', '900123456-8', '900123456-7'),
        nombres: fc.oneof(fc.constant('Ana María'), fc.string({ maxLength: 130 })),
        apellidos: fc.constant('Gómez'),
        correoElectronico: fc.emailAddress(),
        celular: fc.constantFrom('3001234567', '300 123 4567', '12'),
        direccion: fc.oneof(fc.constant('Calle 10 # 5-20'), fc.string({ maxLength: 130 })),
        ciudad: fc.constant('Bogotá'),
      }),
      aceptaTerminos: fc.constant(true),
    },
  },
  { method: 'GET', url: `${soat}/solicitudes/00000000-0000-4000-8000-000000000000`, fields: {} },
  { method: 'GET', url: `${soat}/solicitudes/no-es-un-uuid`, fields: {} },
  { method: 'GET', url: `${soat}/solicitudes/00000000-0000-4000-8000-000000000000/certificado`, fields: {} },
  {
    method: 'POST',
    url: `${soat}/solicitudes/00000000-0000-4000-8000-000000000000/pagos`,
    fields: {
      metodo: fc.constantFrom('TARJETA', 'PSE', 'EFECTIVO'),
      pse: fc.record({ codigoBanco: fc.constantFrom('1', '3', ''), tipoPersona: fc.constantFrom('natural', 'otra') }),
    },
    headers: { 'idempotency-key': '3f2c8a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' },
  },
  {
    method: 'POST',
    url: `${soat}/pagos/eventos`,
    fields: {
      event: fc.constant('transaction.updated'),
      data: fc.record({
        transaction: fc.record({
          id: fc.string(),
          status: fc.constantFrom('APPROVED', 'PENDING'),
          amount_in_cents: fc.integer(),
        }),
      }),
      signature: fc.record({
        properties: fc.constant(['transaction.id', 'transaction.status', 'transaction.amount_in_cents']),
        checksum: fc.stringMatching(/^[0-9a-f]{64}$/),
      }),
      timestamp: fc.integer({ min: 0, max: 2_000_000_000 }),
      environment: fc.constantFrom('test', 'prod'),
    },
  },
  { method: 'GET', url: '/health', fields: {} },
  // ratings (ADR 012): tokens are made up (401), the fields near the shared rules' limits
  {
    method: 'POST',
    url: '/api/calificaciones/consultas',
    fields: { token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 60 })) },
  },
  {
    method: 'POST',
    url: '/api/calificaciones',
    fields: {
      token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      estrellas: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double(), fc.constant('5')),
      comentario: fc.oneof(fc.string({ maxLength: 520 }), fc.constant(null)),
      recomendaria: fc.oneof(fc.boolean(), fc.constant('true')),
    },
  },
  { method: 'GET', url: '/api/calificaciones/resumen', fields: {} },
  {
    method: 'POST',
    url: '/api/calificaciones/tokens',
    fields: {
      referencia: fc.oneof(fc.string({ minLength: 1, maxLength: 110 }), fc.constant('   ')),
      nombre: fc.oneof(fc.string({ maxLength: 70 }), fc.constant(null)),
    },
    headers: { 'x-api-key': testIntegrator.key },
  },
];

const hugeString = fc.string({ minLength: 2_000, maxLength: 20_000 });
// fc.string() draws printable ASCII only: control characters (NUL above all) need their own generator
const controlCharacter = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f);
const withControlCharacters = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.array(controlCharacter, { minLength: 1, maxLength: 3 }),
    fc.string({ maxLength: 5 }),
  )
  .map(([before, codes, after]) => `${before}${String.fromCharCode(...codes)}${after}`);
const weirdValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  withControlCharacters,
  fc.emailAddress().map((email) => email.replace('@', '\u0000@')),
  hugeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
  fc.constantFrom('', ' ', 'CC', 'NIT', '900123456-8', '3001234567', 'a@b.co', true, '__proto__'),
);

const missing = Symbol('missing');

/** A body close to the endpoint's shape: each field mostly valid, sometimes dropped or odd. */
const nearValidBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(fields).map(([key, valid]) => [
          key,
          fc.oneof(
            { weight: 12, arbitrary: valid },
            { weight: 1, arbitrary: weirdValue },
            { weight: 1, arbitrary: fc.constant(missing) },
          ),
        ]),
      ),
    )
    .map((body) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== missing)))
    .chain((body) =>
      fc.dictionary(fc.string({ maxLength: 12 }), weirdValue, { maxKeys: 3 }).map((extra) => ({ ...extra, ...body })),
    );

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
  },
  { weight: 1, arbitrary: printable(40) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const oversized = fc.integer({ min: 16_400, max: 40_000 }).map((size) => JSON.stringify({ clave: 'x'.repeat(size) }));

/** Arrays or objects nested `depth` levels, written out as text (JSON.stringify itself would recurse). */
const nested = (kind: 'array' | 'object', depth: number) =>
  kind === 'array'
    ? `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deeplyNested = fc
  .tuple(fc.constantFrom<'array' | 'object'>('array', 'object'), fc.integer({ min: 1_000, max: 10_000 }))
  .map(([kind, depth]) => nested(kind, depth));
// JSON.parse keeps the last of a repeated key: whichever wins must still be validated
const duplicateKeys = fc
  .tuple(fc.string({ maxLength: 12 }), fc.jsonValue(), fc.jsonValue())
  .map(
    ([key, first, second]) =>
      `{${JSON.stringify(key)}:${JSON.stringify(first)},${JSON.stringify(key)}:${JSON.stringify(second)}}`,
  );
const megabyteString = fc.constant(JSON.stringify({ clave: 'x'.repeat(1024 * 1024) }));

function payloadFor(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc.oneof(
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: duplicateKeys },
    { weight: 1, arbitrary: megabyteString },
    { weight: 6, arbitrary: nearValidBody(fields).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: oversized },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"__proto__":{"a":1}}', '{"constructor":{"prototype":{}}}', '{', '', 'null', '[]'),
    },
  );
}

const request = fc
  .record({
    endpoint: fc.constantFrom(...endpoints),
    otherMethod: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom<Method>('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
    ),
    contentType,
    query: fc.oneof(fc.constant(null), printable(60), fc.emailAddress(), withControlCharacters),
  })
  .chain((base) => payloadFor(base.endpoint.fields).map((payload) => ({ ...base, payload })));

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
