import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifySchemaValidationError } from 'fastify';
import { toFieldErrors } from '../../src/lib/validation-errors.js';
import { postJson, signUpBody } from '../factories.js';
import { build } from '../helper.js';

/** A schema error as ajv reports it (allErrors) for a field of the body. */
const schemaError = (field: string, keyword: string, limit: number): FastifySchemaValidationError => ({
  keyword,
  instancePath: `/${field}`,
  schemaPath: `#/properties/${field}/${keyword}`,
  params: { limit },
  message: `must pass "${keyword}"`,
});

describe('Schema errors in Spanish', () => {
  it('says the bound a number or a list broke: minimum, maximum and maxItems', () => {
    assert.deepEqual(
      toFieldErrors([
        schemaError('modelo', 'maximum', 9999),
        schemaError('estrellas', 'minimum', 1),
        schemaError('fuentes', 'maxItems', 20),
      ]),
      [
        { campo: 'modelo', mensaje: 'Debe ser como máximo 9999.' },
        { campo: 'estrellas', mensaje: 'Debe ser como mínimo 1.' },
        { campo: 'fuentes', mensaje: 'Debe tener como máximo 20 elementos.' },
      ],
    );
  });

  it('answers a value longer than its bound with a 400 and the field message, e.g. a 30-digit mobile', async (t) => {
    const app = await build(t);
    const response = await postJson(app, '/usuarios', signUpBody({ celular: '3'.repeat(30) }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [{ campo: 'celular', mensaje: 'Debe tener como máximo 20 caracteres.' }]);
  });
});
