import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { metricNamesOf, OPERATIONS_PANELS } from '../../src/domain/operations-panels.js';
import { build } from '../helper.js';

// The operations panels (ADR 047) read only metrics the API really exports: the names every query uses,
// against the app's own registry (the Grafana dashboard is generated from the same panels; promtool checks
// their syntax and results in scripts/lib/operations-panels.test.ts).

describe('The operations panels’ metrics', () => {
  it('reads the metric names out of a query, not its functions, labels, ranges or grouping', () => {
    assert.deepEqual(metricNamesOf('sum by (method) (increase(soat_payments_total{outcome="APROBADO"}[1h]))'), [
      'soat_payments_total',
    ]);
    assert.deepEqual(
      metricNamesOf('histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket[5m])))'),
      ['http_request_duration_seconds'],
    );
    assert.deepEqual(metricNamesOf('sum(rate(a_total{x="y"}[5m])) / sum(rate(b_count[5m])) * 60'), ['a_total', 'b']);
  });

  it('uses in every panel’s query only metrics the API’s registry exports', async (t) => {
    const app = await build(t);
    await app.ready();
    const exported = new Set((await app.metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const missing = OPERATIONS_PANELS.flatMap((panel) =>
      panel.consultas.flatMap((query) =>
        metricNamesOf(query.expr)
          .filter((name) => !exported.has(name))
          .map((name) => `${panel.id}: ${name}`),
      ),
    );
    assert.deepEqual(missing, []);
    // the panels read the queues, payments, latency and Web Vitals the API does export (not an empty check)
    const used = new Set(OPERATIONS_PANELS.flatMap((panel) => panel.consultas.flatMap((q) => metricNamesOf(q.expr))));
    for (const name of [
      'soat_payments_total',
      'soat_jobs_pending',
      'http_request_duration_seconds',
      'soat_web_vitals_inp_seconds',
    ])
      assert.ok(used.has(name) && exported.has(name), name);
  });
});
