// The deployment test's metrics stages (issue 24, ADR 025): each API instance's metrics port, the
// public proxy refusing /metrics, Prometheus scraping both instances, and its instance-down alert.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { eventually } from './wait.ts';

import type { StackPorts } from './proxy-checks.ts';

const local = (port: number | undefined) => `http://localhost:${port}`;
/** The leased queues a paid policy writes to (api/src/lib/leased-queue.ts's names), all run by the worker. */
const JOB_QUEUES = ['email-job', 'electronic-document', 'runt-report'];

/** An alert as Prometheus's HTTP API lists it. */
interface Alert {
  labels: Record<string, string>;
  state: string;
}

/** Prometheus's configuration of docker-compose.yml, scraping the instances' metrics ports chosen here, more often. */
export function writePrometheusConf(file: string, ports: StackPorts) {
  let conf = readFileSync(join(repoRoot, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8');
  for (const [from, to] of [
    [
      "targets: ['api-1:9464', 'api-2:9464']",
      `targets: ['127.0.0.1:${ports.metrics1}', '127.0.0.1:${ports.metrics2}']`,
    ],
    ["targets: ['worker:9464']", `targets: ['127.0.0.1:${ports.metricsWorker}']`],
    ['scrape_interval: 15s', 'scrape_interval: 5s'],
    ['evaluation_interval: 15s', 'evaluation_interval: 5s'],
  ] as [string, string][]) {
    if (!conf.includes(from)) throw new Error(`deploy/prometheus/prometheus.yml no longer has "${from}".`);
    conf = conf.replace(from, to);
  }
  writeFileSync(file, conf);
}

/** The checks against the stack on `ports` (the runner's choice: metrics1, metrics2, api, prometheus). */
export function metricsChecks(ports: StackPorts) {
  /** Prometheus's answer to a query (its HTTP API), as its result vector. */
  async function prometheusQuery(query: string) {
    const response = await fetch(`${local(ports.prometheus)}/api/v1/query?query=${encodeURIComponent(query)}`);
    if (!response.ok) throw new Error(`Prometheus answered ${response.status} to ${query}`);
    return (
      (await response.json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } }
    ).data.result;
  }

  return {
    /**
     * Each instance serves its metrics on a port of its own, and the public proxy does not serve them: after
     * the journeys, the instances together counted the policy they paid for (the API's tests check the labels).
     */
    async checkMetrics() {
      let issued = 0;
      for (const port of [ports.metrics1, ports.metrics2]) {
        const response = await fetch(`${local(port)}/metrics`);
        if (!response.ok) throw new Error(`GET /metrics on ${port}: ${response.status}`);
        const text = await response.text();
        issued += Number(/^soat_policies_issued_total (\d+)$/m.exec(text)?.[1] ?? 0);
      }
      console.log(`policies issued, both instances together: ${issued}`);
      if (issued < 1) throw new Error('No instance counted the policy the journeys paid for.');
      // the worker ran the paid policy's jobs the instances wrote (they run none): its email, its
      // invoice (the sandbox DIAN's, through the proxy) and its RUNT report (the sandbox RUNT's)
      const ran = await eventually("the paid policy's jobs done by the worker", 60, async () => {
        const response = await fetch(`${local(ports.metricsWorker)}/metrics`);
        if (!response.ok) throw new Error(`GET /metrics on the worker's ${ports.metricsWorker}: ${response.status}`);
        const text = await response.text();
        const done = (queue: string) =>
          Number(
            new RegExp(`^soat_job_runs_total\\{queue="${queue}",outcome="done"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0,
          );
        const runs = Object.fromEntries(JOB_QUEUES.map((queue) => [queue, done(queue)]));
        return Object.values(runs).every((count) => count >= 1) ? runs : null;
      });
      console.log(`jobs done by the worker: ${JSON.stringify(ran)}`);
      for (const port of [ports.metrics1, ports.metrics2]) {
        const text = await (await fetch(`${local(port)}/metrics`)).text();
        if (/^soat_job_runs_total\{[^}]*\} [1-9]/m.test(text))
          throw new Error(`The API instance on ${port} ran jobs: its job loops should be off (API_JOBS=false).`);
      }
      const proxied = await fetch(`${local(ports.api)}/metrics`);
      if (proxied.status !== 404) throw new Error(`The public proxy answers /metrics with ${proxied.status}, not 404.`);
    },

    /** Through Prometheus: both instances scraped, and the policy the journeys paid for counted. */
    async checkPrometheus() {
      const up = await eventually('both instances up in Prometheus', 60, async () => {
        const result = await prometheusQuery('sum(up{job="soat-api",role="web"})');
        return Number(result[0]?.value[1]) === 2 ? 2 : null;
      });
      // the worker too, with the jobs' metrics the operations page and the alerts read: its email queue
      // ran the paid policy's certificate email (soat_job_runs_total counts the runs, by queue and outcome)
      const workerRuns = await eventually('the worker scraped, its jobs counted', 60, async () => {
        const result = await prometheusQuery('sum(soat_job_runs_total{job="soat-api",role="worker"})');
        const count = Number(result[0]?.value[1]);
        return count >= 1 ? count : null;
      });
      const issued = await eventually('the paid policy counted in Prometheus', 60, async () => {
        const result = await prometheusQuery('sum(soat_policies_issued_total{job="soat-api"})');
        const count = Number(result[0]?.value[1]);
        return count >= 1 ? count : null;
      });
      console.log(`Prometheus: ${up} instances up, ${issued} policies issued, ${workerRuns} job runs by the worker`);
    },

    /** The instance-down alert fires once the API is stopped (its rule waits a minute). */
    async checkInstanceDownAlert() {
      const firing = await eventually('SoatApiInstanceDown firing', 150, async () => {
        const response = await fetch(`${local(ports.prometheus)}/api/v1/alerts`);
        const { data } = (await response.json()) as { data: { alerts: Alert[] } };
        const alerts = data.alerts.filter(
          (alert) => alert.labels.alertname === 'SoatApiInstanceDown' && alert.state === 'firing',
        );
        return alerts.length === 2 ? alerts : null;
      });
      console.log(`SoatApiInstanceDown firing for ${firing.map((alert) => alert.labels.instance).join(' and ')}`);
    },
  };
}
