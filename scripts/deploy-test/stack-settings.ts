// The deployment test's stack (run.ts): the ports on this machine's loopback, a work folder for the
// proxy's and Prometheus's configuration, and the environment docker-compose.test.yml reads.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { choosePorts } from '../lib/ports.ts';
import { serverOf, type StackPorts } from './proxy-checks.ts';

const PROJECT = 'soat-deploy-test';
// the front ends from the portal's one table: compose names each service after its folder
export const { FRONT_ENDS, REMOTE_IDS, remoteApp } = await import('@soat/web-server/portal-apps');
export const REMOTES = REMOTE_IDS.map((id) => ({ id, ...remoteApp(id) }));
export const REMOTE_SERVICES = REMOTES.map((app) => app.folder);

export const ports = (await choosePorts({
  // each front end 300 above its usual port (3300, 3301, …), so a portal running here is never in the way:
  // the proxy's, which browsers use, and 50 above that the front end's own server, behind the proxy
  ...Object.fromEntries(FRONT_ENDS.map((app) => [app.id, app.port + 300])),
  ...Object.fromEntries(FRONT_ENDS.map((app) => [serverOf(app), app.port + 350])),
  api: 4300,
  api1: 4301,
  api2: 4302,
  metrics1: 9564,
  metrics2: 9565,
  worker: 4304,
  metricsWorker: 9566,
  prometheus: 9190,
  postgres: 5532,
  pgbouncer: 6532,
  restoredPostgres: 5533,
  restoredApi: 4303,
  redis: 6679,
})) as StackPorts;
export const local = (port: number | undefined) => `http://localhost:${port}`;
export const workDir = mkdtempSync(join(tmpdir(), 'soat-deploy-test-'));
export const proxyConf = join(workDir, 'proxy.conf');
export const prometheusConf = join(workDir, 'prometheus.yml');
export const env: NodeJS.ProcessEnv = {
  ...process.env,
  COMPOSE_PROJECT_NAME: PROJECT,
  POSTGRES_PASSWORD: randomBytes(18).toString('base64url'),
  JWT_SECRET: randomBytes(36).toString('base64url'),
  RENDER_KEY: randomBytes(36).toString('base64url'),
  DEV_OUTBOX: 'true',
  // the port each front end's server listens on (docker-compose.test.yml), behind the proxy
  ...Object.fromEntries(FRONT_ENDS.map((app) => [app.portVariable, String(ports[serverOf(app)])])),
  API_PORT: String(ports.api),
  TEST_API_1_PORT: String(ports.api1),
  TEST_API_2_PORT: String(ports.api2),
  TEST_METRICS_1_PORT: String(ports.metrics1),
  TEST_METRICS_2_PORT: String(ports.metrics2),
  TEST_WORKER_PORT: String(ports.worker),
  TEST_WORKER_METRICS_PORT: String(ports.metricsWorker),
  TEST_POSTGRES_PORT: String(ports.postgres),
  TEST_PGBOUNCER_PORT: String(ports.pgbouncer),
  TEST_REDIS_PORT: String(ports.redis),
  TEST_PROXY_CONF: proxyConf,
  TEST_PROMETHEUS_PORT: String(ports.prometheus),
  TEST_PROMETHEUS_CONF: prometheusConf,
  API_BASE_URL: `${local(ports.api)}/`,
  API_INTERNAL_URL: `http://127.0.0.1:${ports.api}/`,
  PORTAL_URL: local(ports.host),
  CORS_ORIGINS: FRONT_ENDS.map((app) => local(ports[app.id])).join(','),
  // off by default in docker-compose.yml; on here, so that its image and container are tested too
  DEMO_ENABLED: 'true',
};
// every remote's manifest: browsers through the proxy, the servers among themselves directly (the host's
// server asks the remotes for their pages rendered on request, which the proxy does not route)
for (const remote of REMOTES) {
  env[remote.manifestVariable] = `${local(ports[remote.id])}/mf-manifest.json`;
  env[remote.manifestVariable.replace(/_MANIFEST_URL$/, '_INTERNAL_MANIFEST_URL')] =
    `http://127.0.0.1:${ports[serverOf(remote)]}/mf-manifest.json`;
}
