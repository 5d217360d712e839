import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helper.js';

const runPass = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/desarrollo/recordatorios', payload });

describe('POST /desarrollo/recordatorios', () => {
  it('answers 400 with a Spanish message for a day that is not one, never a 5xx', async (t) => {
    const app = await build(t, { devOutbox: true });
    for (const today of ['x', '2027-02-30', '2027-13-01', '27-02-01', '', '2027-2-1']) {
      const response = await runPass(app, { placa: 'ABC123', hoy: today });
      assert.equal(response.statusCode, 400, today);
      assert.deepEqual(
        response.json().errores.find((error: { campo: string }) => error.campo === 'hoy'),
        { campo: 'hoy', mensaje: 'Escribe la fecha como año-mes-día, por ejemplo 2026-01-31.' },
        today,
      );
    }
  });

  it('says every field that is wrong at once', async (t) => {
    const app = await build(t, { devOutbox: true });
    const response = await runPass(app, { placa: '!!', hoy: 'x' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      response
        .json()
        .errores.map((error: { campo: string }) => error.campo)
        .sort(),
      ['hoy', 'placa'],
    );
  });

  it('runs the pass for a real day', async (t) => {
    const app = await build(t, { devOutbox: true });
    const response = await runPass(app, { placa: 'ABC123', hoy: '2027-02-28' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { escritos: 0 });
  });
});
