import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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

  it('documents health and the development outbox, but not itself', async (t) => {
    const app = await build(t);
    const { paths } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    assert.ok(paths['/health'].get);
    assert.ok(paths['/desarrollo/correos'].get);
    assert.equal(paths['/openapi.json'], undefined);
  });
});
