// The operations panels (ADR 047), checked by Debian's promtool: every panel's query is valid PromQL (as a
// recording rule), the main ones give the figures they should over synthetic series (`promql_expr_test`),
// and the Grafana files committed under deploy/grafana are what scripts/grafana.ts writes from the same list.
// That every metric a query names is one the API exports is checked against its registry by the API's
// tests (api/test/app/operations-panels.test.ts), which build the app.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stringify } from 'yaml';
import { OPERATIONS_PANELS } from '../../api/src/domain/operations-panels.ts';
import { grafanaFiles, operationsDashboard } from './grafana-dashboard.ts';
import { repoRoot } from './paths.ts';

const folder = mkdtempSync(join(tmpdir(), 'soat-panels-'));
after(() => rmSync(folder, { recursive: true, force: true }));

function promtool(...args: string[]) {
  const result = spawnSync('promtool', args, { cwd: folder, encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    assert.fail("promtool is missing: install Debian's prometheus package (apt-get install prometheus)");
  assert.equal(result.status, 0, `promtool ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** A panel's query as a recording rule's name: `panel:ventas_por_medio:0`. */
const recordName = (id: string, index: number) => `panel:${id.replaceAll('-', '_')}:${index}`;

const rules = OPERATIONS_PANELS.flatMap((panel) =>
  panel.consultas.map((query, index) => ({ record: recordName(panel.id, index), expr: query.expr })),
);
writeFileSync(join(folder, 'panels.yml'), stringify({ groups: [{ name: 'operations-panels', rules }] }));

const exprOf = (id: string, index = 0) => {
  const panel = OPERATIONS_PANELS.find((candidate) => candidate.id === id);
  assert.ok(panel, id);
  return panel.consultas[index]!.expr;
};

test('every panel’s query is valid PromQL', () => {
  assert.match(promtool('check', 'rules', 'panels.yml'), new RegExp(`SUCCESS: ${rules.length} rules found`));
});

test('the panels give the figures they should over synthetic series', () => {
  // one minute between samples, two API instances; evaluated two hours in
  const tests = {
    rule_files: [],
    evaluation_interval: '1m',
    tests: [
      {
        interval: '1m',
        input_series: [
          // a card sale a minute on one instance, a Nequi sale every two minutes on the other, declines apart
          { series: 'soat_payments_total{instance="api-1",method="TARJETA",outcome="APROBADO"}', values: '0+1x180' },
          { series: 'soat_payments_total{instance="api-2",method="NEQUI",outcome="APROBADO"}', values: '0+0.5x180' },
          { series: 'soat_payments_total{instance="api-1",method="TARJETA",outcome="DECLINADO"}', values: '0+2x180' },
          { series: 'soat_policies_issued_total{instance="api-1"}', values: '0+1x180' },
          { series: 'soat_policies_issued_total{instance="api-2"}', values: '0+0.5x180' },
          // the queues' gauges are read from the shared database: both instances tell the same count
          { series: 'soat_jobs_pending{instance="api-1",queue="email-job"}', values: '3x180' },
          { series: 'soat_jobs_pending{instance="api-2",queue="email-job"}', values: '3x180' },
          { series: 'soat_job_oldest_pending_seconds{instance="api-1",queue="runt-report"}', values: '0+60x180' },
          { series: 'soat_job_oldest_pending_seconds{instance="api-2",queue="runt-report"}', values: '0+60x180' },
          // latency: of 10 answers a minute, 5 within 0.1 s, the other 5 within 0.25 s
          { series: 'http_request_duration_seconds_bucket{route="/r",status="200",le="0.05"}', values: '0x180' },
          { series: 'http_request_duration_seconds_bucket{route="/r",status="200",le="0.1"}', values: '0+5x180' },
          { series: 'http_request_duration_seconds_bucket{route="/r",status="200",le="0.25"}', values: '0+10x180' },
          { series: 'http_request_duration_seconds_bucket{route="/r",status="200",le="+Inf"}', values: '0+10x180' },
          // errors: 2 answers a minute with 500, and 10 with 200 that are not errors
          { series: 'http_request_duration_seconds_count{route="/r",status="500"}', values: '0+2x180' },
          { series: 'http_request_duration_seconds_count{route="/r",status="200"}', values: '0+10x180' },
          // LCP on /home: of 4 page views a minute, 1 within 1 s, the other 3 within 2.5 s
          { series: 'soat_web_vitals_lcp_seconds_bucket{route="/home",device="movil",le="1"}', values: '0+1x180' },
          { series: 'soat_web_vitals_lcp_seconds_bucket{route="/home",device="movil",le="2.5"}', values: '0+4x180' },
          { series: 'soat_web_vitals_lcp_seconds_bucket{route="/home",device="movil",le="+Inf"}', values: '0+4x180' },
        ],
        promql_expr_test: [
          { expr: exprOf('ventas-por-hora', 0), eval_time: '2h', exp_samples: [{ labels: '{}', value: 90 }] },
          { expr: exprOf('ventas-por-hora', 1), eval_time: '2h', exp_samples: [{ labels: '{}', value: 90 }] },
          {
            expr: exprOf('ventas-por-medio'),
            eval_time: '2h',
            exp_samples: [
              { labels: '{method="NEQUI"}', value: 30 },
              { labels: '{method="TARJETA"}', value: 60 },
            ],
          },
          {
            expr: exprOf('pagos-por-resultado'),
            eval_time: '2h',
            exp_samples: [
              { labels: '{outcome="APROBADO"}', value: 90 },
              { labels: '{outcome="DECLINADO"}', value: 120 },
            ],
          },
          // the max of what both instances tell, not their sum (6)
          {
            expr: exprOf('colas-pendientes'),
            eval_time: '2h',
            exp_samples: [{ labels: '{queue="email-job"}', value: 3 }],
          },
          {
            expr: exprOf('colas-mas-antiguo'),
            eval_time: '2h',
            exp_samples: [{ labels: '{queue="runt-report"}', value: 7200 }],
          },
          // p95: rank 9.5 of 10 falls in (0.1, 0.25], 4.5 of its 5: 0.1 + 0.9 × 0.15 (to the millisecond: the
          // interpolation's floating point is not exactly 0.235)
          {
            expr: `round(${exprOf('latencia-api', 0)}, 0.001)`,
            eval_time: '2h',
            exp_samples: [{ labels: '{}', value: 0.235 }],
          },
          {
            expr: `round(${exprOf('latencia-por-ruta')}, 0.001)`,
            eval_time: '2h',
            exp_samples: [{ labels: '{route="/r"}', value: 0.235 }],
          },
          {
            expr: exprOf('errores-por-ruta'),
            eval_time: '2h',
            exp_samples: [{ labels: '{route="/r"}', value: 2 }],
          },
          // p75: rank 3 of 4 falls in (1, 2.5], 2 of its 3: 1 + 2/3 × 1.5
          {
            expr: exprOf('web-vitals-lcp'),
            eval_time: '2h',
            exp_samples: [{ labels: '{route="/home"}', value: 2 }],
          },
        ],
      },
    ],
  };
  writeFileSync(join(folder, 'panels.test.yml'), stringify(tests));
  assert.match(promtool('test', 'rules', 'panels.test.yml'), /SUCCESS/);
});

test('the committed Grafana files are what scripts/grafana.ts writes from the panels', () => {
  for (const [name, text] of Object.entries(grafanaFiles())) {
    assert.equal(
      readFileSync(join(repoRoot, 'deploy', 'grafana', name), 'utf8'),
      text,
      `deploy/grafana/${name} differs: run node scripts/run.mjs grafana`,
    );
  }
});

test('the dashboard has one panel per operations panel, with its title, queries and legends', () => {
  const dashboard = operationsDashboard();
  assert.deepEqual(
    dashboard.panels.map((panel) => [panel.title, panel.targets.map(({ expr, legendFormat }) => [expr, legendFormat])]),
    OPERATIONS_PANELS.map((panel) => [panel.titulo, panel.consultas.map(({ expr, leyenda }) => [expr, leyenda])]),
  );
  // every panel reads the provisioned data source
  const datasources = readFileSync(join(repoRoot, 'deploy/grafana/provisioning/datasources/prometheus.yaml'), 'utf8');
  for (const panel of dashboard.panels) assert.match(datasources, new RegExp(`uid: ${panel.datasource.uid}\\b`));
});
