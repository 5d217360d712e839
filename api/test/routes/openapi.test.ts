import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultRateLimits } from '../../src/config/index.js';
import { build } from '../helper.js';

const securityOperations = [
  ['post', '/seguridad/api/v1/auth/inicio-sesion'],
  ['post', '/seguridad/api/v1/auth/inicio-sesion-con-token'],
  ['post', '/seguridad/api/v1/usuarios'],
  ['post', '/seguridad/api/v1/usuarios/restablecer-clave'],
  ['put', '/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave'],
] as const;

describe('GET /openapi.json', () => {
  it('documents the five security operations with tag, Spanish description, body and answers', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.equal(document.openapi, '3.1.0');
    for (const [method, path] of securityOperations) {
      const operation = document.paths[path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path}`);
      assert.deepEqual(operation.tags, ['seguridad']);
      assert.ok(operation.summary && operation.description);
      assert.ok(operation.requestBody.content['application/json'].schema.properties);
      assert.ok(operation.responses['200'] ?? operation.responses['201']);
      assert.ok(operation.responses['400'] && operation.responses['429']);
    }
  });

  it('documents the tariff, quote, vehicle, consult and "mis pólizas" operations under the soat tag', async (t) => {
    const app = await build(t);
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const soatOperations = [
      ['get', '/soat/api/v1/tarifas'],
      ['post', '/soat/api/v1/cotizaciones'],
      ['post', '/soat/api/v1/vehiculos/consultas'],
      ['post', '/soat/api/v1/consultas'],
      ['get', '/soat/api/v1/mis-polizas'],
    ] as const;
    for (const [method, path] of soatOperations) {
      const operation = document.paths[path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path}`);
      assert.deepEqual(operation.tags, ['soat']);
      assert.ok(operation.summary && operation.description);
      assert.ok(operation.responses['200'], path);
      if (method === 'post') assert.ok(operation.requestBody.content['application/json'].schema.properties.placa);
    }
    assert.ok(document.tags.some((tag: { name: string }) => tag.name === 'soat'));
    const quote = document.paths['/soat/api/v1/cotizaciones'].post.responses['200'].content['application/json'].schema;
    assert.ok(quote.properties.total && quote.properties.codigoTarifa && quote.properties.vehiculo);
    assert.deepEqual(document.paths['/soat/api/v1/mis-polizas'].get.security, [{ bearerAuth: [] }]);
    assert.equal(document.components.securitySchemes.bearerAuth.scheme, 'bearer');
    assert.ok(document.paths['/soat/api/v1/consultas'].post.responses['429']);
  });

  it('documents the purchase, payment and certificate operations under the soat tag', async (t) => {
    const app = await build(t);
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operations = [
      ['post', '/soat/api/v1/solicitudes', '201'],
      ['get', '/soat/api/v1/solicitudes/{idSolicitudSoat}', '200'],
      ['get', '/soat/api/v1/pagos/bancos-pse', '200'],
      ['post', '/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos', '201'],
      ['post', '/soat/api/v1/pagos/eventos', '200'],
      ['get', '/soat/api/v1/solicitudes/{idSolicitudSoat}/certificado', '200'],
      ['post', '/soat/api/v1/vehiculos/runt', '200'],
    ] as const;
    for (const [method, path, success] of operations) {
      const operation = document.paths[path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path}`);
      assert.deepEqual(operation.tags, ['soat']);
      assert.ok(operation.summary && operation.description, path);
      assert.ok(operation.responses[success], `${path} ${success}`);
    }
    const paths = document.paths;
    const payment = paths['/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos'].post;
    assert.ok(
      payment.parameters.some(
        (parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      ),
    );
    assert.ok(payment.responses['409']);
    const purchase = paths['/soat/api/v1/solicitudes'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(Object.keys(purchase.properties).sort(), [
      'aceptaTerminos',
      'inicioVigencia',
      'lecturaRunt',
      'placa',
      'tomador',
      'vehiculo',
    ]);
    assert.ok(
      paths['/soat/api/v1/solicitudes/{idSolicitudSoat}/certificado'].get.responses['200'].content['application/pdf'],
    );
    assert.ok(paths['/soat/api/v1/pagos/eventos'].post.responses['401']);
  });

  it("documents the ratings operations under the calificaciones tag, the integrators' key and the token errors", async (t) => {
    const app = await build(t);
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operations = [
      ['post', '/api/calificaciones/consultas', ['200', '401']],
      ['post', '/api/calificaciones', ['201', '401', '403', '400']],
      ['get', '/api/calificaciones/resumen', ['200', '304']],
      ['post', '/api/calificaciones/tokens', ['201', '401', '400', '429']],
    ] as const;
    for (const [method, path, answers] of operations) {
      const operation = document.paths[path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path}`);
      assert.deepEqual(operation.tags, ['calificaciones']);
      assert.ok(operation.summary && operation.description, path);
      for (const status of answers) assert.ok(operation.responses[status], `${path} ${status}`);
    }
    assert.equal(document.paths['/api/calificaciones/'], undefined);
    const rating = document.paths['/api/calificaciones'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(Object.keys(rating.properties).sort(), ['comentario', 'estrellas', 'recomendaria', 'token']);
    assert.deepEqual([rating.properties.estrellas.minimum, rating.properties.estrellas.maximum], [1, 5]);
    assert.deepEqual(document.paths['/api/calificaciones/tokens'].post.security, [{ integratorKey: [] }]);
    assert.deepEqual(document.components.securitySchemes.integratorKey, {
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
      description: document.components.securitySchemes.integratorKey.description,
    });
    assert.ok(document.tags.some((tag: { name: string }) => tag.name === 'calificaciones'));
  });

  it('documents health, readiness and the development outbox, but not itself', async (t) => {
    const app = await build(t);
    const { paths } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    assert.ok(paths['/health'].get);
    // its own answers, and the ones every limited route gives (plugins/external/openapi-answers.ts)
    assert.deepEqual(Object.keys(paths['/ready'].get.responses).sort(), ['200', '429', '500', '503']);
    assert.ok(paths['/desarrollo/correos'].get);
    assert.equal(paths['/openapi.json'], undefined);
  });

  it('documents the rate-limit headers a limited route sends, Retry-After on its 429, and none on /health', async (t) => {
    const app = await build(t, { rateLimits: { ...defaultRateLimits, global: { max: 1, timeWindowMs: 60_000 } } });
    const { paths } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const tariffs = paths['/soat/api/v1/tarifas'].get.responses;
    const answered = await app.inject({ method: 'GET', url: '/soat/api/v1/tarifas' });
    const refused = await app.inject({ method: 'GET', url: '/soat/api/v1/tarifas' });
    assert.equal(refused.statusCode, 429);
    for (const [response, documented] of [
      [answered, tariffs[String(answered.statusCode)]],
      [refused, tariffs['429']],
    ] as const) {
      const names = Object.keys(documented.headers).map((name) => name.toLowerCase());
      assert.ok(names.length >= 3, String(response.statusCode));
      for (const name of names) assert.ok(response.headers[name] !== undefined, `${response.statusCode} ${name}`);
    }
    assert.ok(Object.keys(tariffs['429'].headers).includes('Retry-After'));
    assert.ok(Object.keys(tariffs['200'].headers).includes('X-RateLimit-Remaining'));
    assert.equal(paths['/health'].get.responses['200'].headers, undefined);
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).headers['x-ratelimit-limit'], undefined);
  });
});
