// The Kubernetes manifests (deploy/kubernetes, issue 24 point 5): valid objects of the Kubernetes API
// (kubernetes-models' schemas), the generator's current output, one set of objects per app of the table,
// and the compose file's configuration. The secrets and the Ingress: kubernetes-secrets-and-ingress.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { apps } from '@soat/web-server/portal-apps';
import { parse } from 'yaml';
import { type AppTable, CONFIG_MAP_NAME, METRICS_PORT, SECRET_NAME } from './kubernetes-config.ts';
import { kubernetesManifests, kubernetesYaml } from './kubernetes-manifests.ts';
import {
  type KubeObject,
  committed,
  committedFiles,
  container,
  envNames,
  folder,
  frontEndDeployments,
  named,
  ofKind,
  pod,
} from './kubernetes-test-objects.ts';
import { WORKER_NAME } from './kubernetes-worker.ts';
import { repoRoot } from './paths.ts';

/**
 * Validates `object` with the kubernetes-models class of its apiVersion and kind
 * (`kubernetes-models/apps/v1/Deployment`); throws on a schema error or a kind the API does not have.
 */
async function validate(object: KubeObject) {
  const { apiVersion, kind } = object;
  let model;
  try {
    model = (await import(`kubernetes-models/${apiVersion}/${kind}`))[kind];
  } catch {
    throw new Error(`${apiVersion} ${kind} is no kind of the Kubernetes API`);
  }
  if (typeof model !== 'function') throw new Error(`${apiVersion} ${kind} is no kind of the Kubernetes API`);
  new model(object).validate();
}

const appFolders = (table: AppTable) => [
  'api',
  table.host.folder,
  ...Object.values(table.remotes).map((remote) => remote.folder),
];
/** A copy of the table with `change` applied to it. */
const tableWith = (change: (table: AppTable) => void): AppTable => {
  const copy: AppTable = structuredClone(apps);
  change(copy);
  return copy;
};

test('every committed object is valid against the Kubernetes API schema of its kind', async () => {
  assert.ok(committed.length > 0);
  for (const object of committed) await validate(object);
});

test('the validator refuses a broken object and a kind the API does not have', async () => {
  const deployment = structuredClone(named(committed, 'Deployment', 'api'));
  container(deployment).ports[0].containerPort = 'abc';
  await assert.rejects(validate(deployment), /containerPort must be integer/);
  const nameless = structuredClone(named(committed, 'Deployment', 'host'));
  delete container(nameless).name;
  await assert.rejects(validate(nameless), /containers\/0 must have required property name/);
  await assert.rejects(validate({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }), /no kind/);
  await assert.rejects(validate({ apiVersion: 'soat.co/v1', kind: 'Deployment', metadata: { name: 'x' } }), /no kind/);
});

test('the committed files are what the generator gives now (node scripts/run.mjs kubernetes)', () => {
  const generated = kubernetesYaml(apps);
  assert.deepEqual(committedFiles.toSorted(), Object.keys(generated).toSorted());
  for (const [name, text] of Object.entries(generated)) {
    assert.equal(
      readFileSync(join(folder, name), 'utf8'),
      text,
      `${name} is stale: run node scripts/run.mjs kubernetes`,
    );
  }
});

test('every app of the table has a Deployment, a Service, an autoscaler, a disruption budget and a host name', () => {
  const withoutDemo = tableWith((table) => delete table.remotes.demo);
  const withNewRemote = tableWith((table) => {
    table.remotes.pagos = {
      ...apps.remotes.soat,
      folder: 'remote-pagos',
      port: 3006,
      portVariable: 'PAGOS_PORT',
      manifestVariable: 'PAGOS_MANIFEST_URL',
    };
  });
  for (const table of [apps, withoutDemo, withNewRemote]) {
    const objects = kubernetesManifests(table);
    const routed = ofKind(objects, 'Ingress')[0].spec.rules.map(
      (rule: KubeObject) => rule.http.paths[0].backend.service.name,
    );
    // and PgBouncer's, in front of PostgreSQL, and the API's worker's Deployment and Service (ADR 027)
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
      const worker = kind === 'Deployment' || kind === 'Service' ? [WORKER_NAME] : [];
      assert.deepEqual(
        ofKind(objects, kind)
          .map((object) => object.metadata.name)
          .toSorted(),
        [...appFolders(table), 'pgbouncer', ...worker].toSorted(),
        kind,
      );
    }
    assert.deepEqual(routed.toSorted(), appFolders(table).toSorted());
  }
  const demoless = JSON.stringify(kubernetesManifests(withoutDemo));
  assert.doesNotMatch(demoless, /remote-demo|DEMO_MANIFEST_URL/);
  const config = ofKind(kubernetesManifests(withNewRemote), 'ConfigMap')[0].data;
  assert.equal(config.PAGOS_INTERNAL_MANIFEST_URL, 'http://remote-pagos:3006/mf-manifest.json');
  assert.match(config.CORS_ORIGINS, /https:\/\/pagos\.soat\.example\.co/);
});

test('the back office (remote-operador, ADR 045) is deployed on its own: its image, its port and its host name', () => {
  const deployment = ofKind(committed, 'Deployment').find((object) => object.metadata.name === 'remote-operador');
  const [container] = deployment.spec.template.spec.containers;
  assert.equal(container.image, 'soat/remote-operador:latest');
  assert.deepEqual(
    container.ports.map((port: KubeObject) => port.containerPort),
    [3005],
  );
  assert.ok(
    container.env.some((variable: KubeObject) => variable.name === 'OPERADOR_PORT' && variable.value === '3005'),
  );
  const rule = ofKind(committed, 'Ingress')[0].spec.rules.find(
    (candidate: KubeObject) => candidate.host === 'operador.soat.example.co',
  );
  assert.equal(rule.http.paths[0].backend.service.name, 'remote-operador');
  const config = ofKind(committed, 'ConfigMap')[0].data;
  assert.equal(config.OPERADOR_MANIFEST_URL, 'https://operador.soat.example.co/mf-manifest.json');
  assert.equal(config.OPERADOR_INTERNAL_MANIFEST_URL, 'http://remote-operador:3005/mf-manifest.json');
});

test('the API is alive on /health, ready on /ready, and given time for its migrations before liveness counts', () => {
  const api = container(named(committed, 'Deployment', 'api'));
  assert.equal(api.startupProbe.httpGet.path, '/health');
  assert.equal(api.livenessProbe.httpGet.path, '/health');
  assert.equal(api.readinessProbe.httpGet.path, '/ready');
  assert.ok(api.startupProbe.periodSeconds * api.startupProbe.failureThreshold >= 300);
  for (const deployment of frontEndDeployments()) {
    assert.equal(container(deployment).readinessProbe.httpGet.path, '/config.json');
  }
});

test('every variable compose sets on the API and the front ends is set on their Deployments', () => {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
  const composeNames = (service: string) => Object.keys(compose.services[service].environment);
  for (const deployment of ofKind(committed, 'Deployment')) {
    const names = envNames(deployment);
    // a name set twice is not an error for Kubernetes: the last one silently wins
    assert.equal(new Set(names).size, names.length, `${deployment.metadata.name} sets a variable twice`);
  }
  const api = envNames(named(committed, 'Deployment', 'api'));
  for (const name of composeNames('api-1')) assert.ok(api.includes(name), `the API misses ${name}`);
  const worker = envNames(named(committed, 'Deployment', WORKER_NAME));
  for (const name of composeNames('worker')) assert.ok(worker.includes(name), `the worker misses ${name}`);
  for (const deployment of frontEndDeployments()) {
    const frontEnd = envNames(deployment);
    const service = deployment.metadata.name;
    for (const name of composeNames(service)) assert.ok(frontEnd.includes(name), `${service} misses ${name}`);
  }
});

test('every pod runs as the images do, safely, at least twice (the worker once), and rolls without losing one', () => {
  for (const deployment of ofKind(committed, 'Deployment')) {
    const { name } = deployment.metadata;
    if (name === WORKER_NAME) continue;
    const pod = deployment.spec.template.spec;
    assert.equal(pod.securityContext.runAsNonRoot, true, name);
    assert.equal(pod.enableServiceLinks, false, name);
    assert.deepEqual(container(deployment).securityContext.capabilities.drop, ['ALL'], name);
    assert.equal(container(deployment).securityContext.allowPrivilegeEscalation, false, name);
    assert.ok(container(deployment).resources.limits.memory, name);
    assert.equal(deployment.spec.strategy.rollingUpdate.maxUnavailable, 0, name);
    assert.equal(named(committed, 'HorizontalPodAutoscaler', name).spec.minReplicas, 2, name);
    assert.equal(named(committed, 'PodDisruptionBudget', name).spec.minAvailable, 1, name);
  }
});

test("the API's pods run no jobs: one worker, the API's image, runs them, with its probes and its metrics scraped", () => {
  const env = (deployment: KubeObject) =>
    Object.fromEntries(
      container(deployment).env.map((variable: KubeObject) => [variable.name, variable.value ?? variable.valueFrom]),
    );
  const api = named(committed, 'Deployment', 'api');
  const worker = named(committed, 'Deployment', WORKER_NAME);
  assert.equal(env(api).API_JOBS, 'false');
  assert.equal(env(worker).API_JOBS, 'true');
  assert.equal(container(worker).image, container(api).image);
  assert.deepEqual(container(worker).command, ['node', 'api/dist/worker.js']);
  // one pod (the queues are leased), no autoscaler that would make it two
  assert.equal(worker.spec.replicas, 1);
  assert.equal(named(committed, 'HorizontalPodAutoscaler', WORKER_NAME), undefined);
  assert.equal(worker.spec.strategy.rollingUpdate.maxUnavailable, 0);
  assert.equal(pod(worker).securityContext.runAsNonRoot, true);
  assert.deepEqual(container(worker).securityContext.capabilities.drop, ['ALL']);
  assert.equal(container(worker).livenessProbe.httpGet.path, '/health');
  assert.equal(container(worker).readinessProbe.httpGet.path, '/ready');
  // the API's settings and secrets, the same references
  for (const name of envNames(api).filter((name) => name !== 'API_JOBS'))
    assert.deepEqual(env(worker)[name], env(api)[name], name);
  // its queues' passes every few seconds: a job an API pod wrote does not wait the 30-60 s defaults
  const config = named(committed, 'ConfigMap', CONFIG_MAP_NAME).data;
  for (const key of [
    'EMAIL_JOBS_INTERVAL_SECONDS',
    'INVOICE_JOBS_INTERVAL_SECONDS',
    'RUNT_REPORT_JOBS_INTERVAL_SECONDS',
    'REFUND_JOBS_INTERVAL_SECONDS',
  ])
    assert.ok(Number(config[key]) <= 5, key);
  // …while a failed job's retries keep the defaults' pace (their first wait is otherwise the interval)
  for (const key of ['REFUND_FIRST_RETRY_SECONDS', 'RUNT_REPORT_FIRST_RETRY_SECONDS', 'INVOICE_FIRST_RETRY_SECONDS'])
    assert.ok(Number(config[key]) >= 30, key);
  // Prometheus finds its metrics as the API's; nothing routes to it
  const service = named(committed, 'Service', WORKER_NAME);
  assert.deepEqual(service.spec.ports, [{ name: 'metrics', port: METRICS_PORT, targetPort: 'metrics' }]);
  assert.equal(service.metadata.annotations['prometheus.io/scrape'], 'true');
  assert.doesNotMatch(JSON.stringify(ofKind(committed, 'Ingress')), new RegExp(WORKER_NAME));
});

test("the API's pods reach PostgreSQL through PgBouncer, whose connections stay under PostgreSQL's max_connections", () => {
  const pgbouncer = named(committed, 'Deployment', 'pgbouncer');
  assert.equal(container(pgbouncer).image, 'soat/pgbouncer:latest');
  assert.deepEqual(named(committed, 'Service', 'pgbouncer').spec.ports, [
    { name: 'postgresql', port: 6432, targetPort: 'postgresql' },
  ]);
  const env = Object.fromEntries(
    container(pgbouncer).env.map((variable: KubeObject) => [variable.name, variable.value ?? variable.valueFrom]),
  );
  // the PostgreSQL it pools and its account are the installation's: soat-secrets
  for (const key of ['POSTGRES_HOST', 'POSTGRES_DB', 'POSTGRES_USER', 'POSTGRES_PASSWORD'])
    assert.deepEqual(env[key], { secretKeyRef: { name: SECRET_NAME, key } }, key);
  const poolSize = Number(env.PGBOUNCER_POOL_SIZE);
  assert.ok(named(committed, 'HorizontalPodAutoscaler', 'pgbouncer').spec.maxReplicas * poolSize < 100);
  // nothing routes to it from outside
  assert.doesNotMatch(JSON.stringify(ofKind(committed, 'Ingress')), /pgbouncer/);
  // the API's pods (DATABASE_POOL_SIZE connections each, to PgBouncer) scale past PostgreSQL's 100 connections
  const apiPoolSize = Number(named(committed, 'ConfigMap', CONFIG_MAP_NAME).data.DATABASE_POOL_SIZE);
  assert.ok(apiPoolSize >= 1);
  assert.ok(named(committed, 'HorizontalPodAutoscaler', 'api').spec.maxReplicas * apiPoolSize > 100);
});
