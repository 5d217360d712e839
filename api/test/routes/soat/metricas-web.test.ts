import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { defaultRateLimits } from '../../../src/config/index.js';
import { build } from '../../helper.js';
import { soatApi } from './purchase-fixtures.js';

// Issue 46, point 1: the Web Vitals customers' browsers measured, as Prometheus histograms (ADR 046).

const url = `${soatApi}/metricas-web`;

const beacon = (app: FastifyInstance, body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const pageView = {
  ruta: '/soat/consulta',
  dispositivo: 'movil',
  metricas: [
    { nombre: 'LCP', valor: 1800 },
    { nombre: 'INP', valor: 240, objetivo: 'button#consultar' },
    { nombre: 'CLS', valor: 0.02 },
    { nombre: 'TTFB', valor: 350 },
  ],
};

/** The value of one sample line of the registry's text, or 0 when there is none. */
async function sample(app: FastifyInstance, name: string, labels: string): Promise<number> {
  const text = await app.metrics.registry.metrics();
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const countOf = (app: FastifyInstance, metric: string, route: string, device = 'movil') =>
  sample(app, `${metric}_count`, `route="${route}",device="${device}"`);

describe('POST /soat/api/v1/metricas-web', () => {
  it("accepts a beacon's text/plain body with 204 and observes each vital in seconds by route and device", async (t) => {
    const app = await build(t);
    const response = await beacon(app, pageView);
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(response.body, '');

    for (const metric of ['lcp_seconds', 'inp_seconds', 'cls', 'ttfb_seconds'])
      assert.equal(await countOf(app, `soat_web_vitals_${metric}`, '/soat/consulta'), 1, metric);
    // 1.8 s is under the 2 s bucket; 240 ms over the 200 ms one, under 250 ms
    assert.equal(
      await sample(app, 'soat_web_vitals_lcp_seconds_bucket', 'le="2",route="/soat/consulta",device="movil"'),
      1,
    );
    assert.equal(
      await sample(app, 'soat_web_vitals_lcp_seconds_bucket', 'le="1.5",route="/soat/consulta",device="movil"'),
      0,
    );
    assert.equal(
      await sample(app, 'soat_web_vitals_inp_seconds_bucket', 'le="0.2",route="/soat/consulta",device="movil"'),
      0,
    );
    assert.equal(
      await sample(app, 'soat_web_vitals_inp_seconds_bucket', 'le="0.25",route="/soat/consulta",device="movil"'),
      1,
    );
    assert.equal(await sample(app, 'soat_web_vitals_inp_seconds_sum', 'route="/soat/consulta",device="movil"'), 0.24);
    assert.equal(await sample(app, 'soat_web_vitals_cls_sum', 'route="/soat/consulta",device="movil"'), 0.02);
  });

  it('accepts application/json too', async (t) => {
    const app = await build(t);
    const body = { ruta: '/home', dispositivo: 'escritorio', metricas: [{ nombre: 'TTFB', valor: 90 }] };
    const response = await beacon(app, body, 'application/json');
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(await countOf(app, 'soat_web_vitals_ttfb_seconds', '/home', 'escritorio'), 1);
  });

  it('labels a path with a plate or a request id, or any route off the list, otra: the path is never a label', async (t) => {
    const app = await build(t);
    for (const ruta of ['/soat/consulta/ABC123', '/cotizar-soat/comprar-soat?placa=XYZ987', 'cualquier cosa']) {
      const response = await beacon(app, { ...pageView, ruta });
      assert.equal(response.statusCode, 204, response.body);
    }
    assert.equal(await countOf(app, 'soat_web_vitals_lcp_seconds', 'otra'), 3);
    const text = await app.metrics.registry.metrics();
    assert.ok(!/ABC123|XYZ987|cualquier/.test(text), 'no plate nor path in the metrics');
  });

  it('refuses what is not a batch of bounded vitals with 400, a Spanish message per field, and observes nothing', async (t) => {
    const app = await build(t);
    const cases: Array<[unknown, string]> = [
      [{ ...pageView, dispositivo: 'tableta' }, 'dispositivo'],
      [{ ...pageView, metricas: [{ nombre: 'FID', valor: 10 }] }, 'metricas'],
      [{ ...pageView, metricas: [{ nombre: 'LCP', valor: -1 }] }, 'metricas'],
      [{ ...pageView, metricas: [{ nombre: 'LCP', valor: 600_001 }] }, 'metricas'],
      [{ ...pageView, metricas: [{ nombre: 'CLS', valor: 101 }] }, 'metricas'],
      [{ ...pageView, metricas: [...pageView.metricas, { nombre: 'LCP', valor: 1 }] }, 'metricas'],
      [{ ...pageView, metricas: [] }, 'metricas'],
      [{ ...pageView, metricas: [{ nombre: 'INP', valor: 300, objetivo: 'input[value="ABC123"] span' }] }, 'metricas'],
      [{ dispositivo: 'movil', metricas: pageView.metricas }, 'ruta'],
    ];
    for (const [body, field] of cases) {
      const response = await beacon(app, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      const answer = response.json<{ errores: Array<{ campo: string; mensaje: string }> }>();
      const error = answer.errores.find((entry) => entry.campo === field);
      assert.ok(error, `${field} in ${response.body}`);
      assert.match(error.mensaje, /^[A-ZÁÉÍÓÚ].+\.$/);
    }
    assert.equal(await countOf(app, 'soat_web_vitals_lcp_seconds', '/soat/consulta'), 0);
    assert.equal(await countOf(app, 'soat_web_vitals_cls', '/soat/consulta'), 0);
  });

  it('answers a body that is not JSON with 400, not 5xx', async (t) => {
    const app = await build(t);
    const response = await beacon(app, '{"ruta": ');
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json<{ message: string }>().message, 'string');
  });

  it('reads text/plain on this route only: another one still answers it 415', async (t) => {
    const app = await build(t);
    const response = await app.inject({
      method: 'POST',
      url: `${soatApi}/cotizaciones`,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    assert.equal(response.statusCode, 415);
  });

  it('has a limit of its own per address (429), apart from the global one', async (t) => {
    const app = await build(t, {
      rateLimits: { ...defaultRateLimits, webVitals: { max: 2, timeWindowMs: 60_000 } },
    });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await beacon(app, pageView)).statusCode);
    assert.deepEqual(statuses, [204, 204, 429]);
    const other = await app.inject({ method: 'GET', url: `${soatApi}/tarifas` });
    assert.equal(other.statusCode, 200);
  });
});
