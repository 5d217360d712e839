import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPERATIONS_PANELS } from '../../../src/domain/operations-panels.js';
import {
  prometheusNotConfiguredMessage,
  prometheusUnavailableMessage,
} from '../../../src/routes/operador/operaciones.js';
import { build, testClock } from '../../helper.js';
import { bearer, operatorApi, operatorToken } from './operator-fixtures.js';

// The operations page's panels (issue 46, point 2; ADR 047): the fixed list, read from Prometheus's HTTP API.

interface Asked {
  query: string;
  start: number;
  end: number;
  step: number;
}

type Answer = (asked: Asked) => { status: number; body: unknown };

/** A Prometheus HTTP API on a free port: records each range query and answers as the test says. */
async function fakePrometheus(t: { after: (fn: () => Promise<void> | void) => void }, answer: Answer) {
  const asked: Asked[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/api/v1/query_range') {
        response.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(text);
      const one = {
        query: form.get('query') ?? '',
        start: Number(form.get('start')),
        end: Number(form.get('end')),
        step: Number(form.get('step')),
      };
      asked.push(one);
      const { status, body } = answer(one);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

const matrix = (result: { metric: Record<string, string>; values: [number, string][] }[]) => ({
  status: 'success',
  data: { resultType: 'matrix', result },
});

async function panels(app: FastifyInstance, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `${operatorApi}/operaciones${query}`,
    headers: bearer(await operatorToken(app)),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('Operations panels (GET /operador/api/v1/operaciones)', () => {
  it('says in Spanish that Prometheus is not configured, without failing, when PROMETHEUS_URL is unset', async (t) => {
    const app = await build(t);
    const { status, body } = await panels(app);
    assert.equal(status, 200);
    assert.equal(body.disponible, false);
    assert.equal(body.mensaje, prometheusNotConfiguredMessage);
    assert.deepEqual(body.paneles, []);
  });

  it('asks Prometheus every panel’s fixed query over the range, and answers each series aligned to the steps', async (t) => {
    const clock = testClock('2026-11-29T15:07:30Z');
    const prometheus = await fakePrometheus(t, ({ query, start, step }) =>
      query.includes('by (method)')
        ? {
            status: 200,
            body: matrix([
              // a missing step and a NaN read as null
              {
                metric: { method: 'TARJETA' },
                values: [
                  [start, '3'],
                  [start + 2 * step, 'NaN'],
                ],
              },
              { metric: { method: 'NEQUI' }, values: [[start + step, '1.5']] },
            ]),
          }
        : { status: 200, body: matrix([]) },
    );
    const app = await build(t, { prometheusUrl: prometheus.url }, clock);
    // a query sent by the browser is refused before Prometheus is asked anything
    const refused = await panels(app, '?horas=6&query=up');
    assert.equal(refused.status, 400);
    assert.equal(prometheus.asked.length, 0);
    const { status, body } = await panels(app, '?horas=6');
    assert.equal(status, 200);
    assert.equal(body.disponible, true);

    const expressions = OPERATIONS_PANELS.flatMap((panel) => panel.consultas.map((query) => query.expr));
    assert.deepEqual(prometheus.asked.map(({ query }) => query).sort(), [...expressions].sort());
    // six hours in 120 steps of 3 minutes, the last one the whole step before now
    const end = Date.parse('2026-11-29T15:06:00Z') / 1000;
    for (const asked of prometheus.asked)
      assert.deepEqual(asked, { query: asked.query, start: end - 6 * 3600, end, step: 180 });
    assert.equal(body.pasoSegundos, 180);
    assert.equal(body.desde, '2026-11-29T09:06:00.000Z');
    assert.equal(body.hasta, '2026-11-29T15:06:00.000Z');
    assert.equal(body.tiempos.length, 121);
    assert.equal(body.tiempos[0], end - 6 * 3600);

    assert.deepEqual(
      body.paneles.map((panel: { id: string }) => panel.id),
      OPERATIONS_PANELS.map((panel) => panel.id),
    );
    const byMethod = body.paneles.find((panel: { id: string }) => panel.id === 'ventas-por-medio');
    assert.equal(byMethod.titulo, 'Ventas por medio de pago (por hora)');
    assert.equal(byMethod.unidad, 'cantidad');
    assert.deepEqual(
      byMethod.series.map((series: { nombre: string; valores: unknown[] }) => [
        series.nombre,
        series.valores.slice(0, 4),
      ]),
      [
        ['TARJETA', [3, null, null, null]],
        ['NEQUI', [null, 1.5, null, null]],
      ],
    );
    assert.deepEqual(byMethod.series[0].etiquetas, { method: 'TARJETA' });
  });

  it('says in Spanish that Prometheus did not answer when it refuses a query, and never answers a 5xx', async (t) => {
    const prometheus = await fakePrometheus(t, () => ({
      status: 503,
      body: { status: 'error', errorType: 'unavailable', error: 'shutting down' },
    }));
    const app = await build(t, { prometheusUrl: prometheus.url });
    const { status, body } = await panels(app);
    assert.equal(status, 200);
    assert.equal(body.disponible, false);
    assert.equal(body.mensaje, prometheusUnavailableMessage);
    assert.deepEqual(body.paneles, []);
    assert.ok(prometheus.asked.length > 0);
  });

  it('says Prometheus did not answer when nothing listens at PROMETHEUS_URL', async (t) => {
    const prometheus = await fakePrometheus(t, () => ({ status: 200, body: matrix([]) }));
    const app = await build(t, { prometheusUrl: `${prometheus.url}/no-prometheus-here` });
    const { status, body } = await panels(app);
    assert.equal(status, 200);
    assert.deepEqual([body.disponible, body.mensaje], [false, prometheusUnavailableMessage]);
  });

  it('refuses a range the page does not offer, and any other parameter, with a Spanish field message', async (t) => {
    const app = await build(t);
    for (const [query, field] of [
      ['?horas=0', 'horas'],
      ['?horas=169', 'horas'],
      ['?horas=muchas', 'horas'],
      ['?query=up', 'query'],
    ]) {
      const { status, body } = await panels(app, query);
      assert.equal(status, 400, query);
      assert.equal(body.errores?.[0]?.campo, field, query);
      assert.match(body.errores[0].mensaje, /[a-záéíóúñ]/);
    }
  });
});
