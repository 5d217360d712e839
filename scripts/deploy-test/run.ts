// The deployment test (issue 10): builds the images of docker-compose.yml (on local stand-ins of
// their base images, base-images.sh), brings the stack up on this machine's loopback
// (docker-compose.test.yml), runs the journeys of e2e/deploy in Chromium, reads the metrics (each
// instance's port, then Prometheus), has an operator read the paid sale on the operations page (ADR 047),
// backs the database up and restores it into a fresh PostgreSQL (backup-check.ts), redeploys remote-soat
// alone with a visible change and checks the running host serves it, opens the demo (enabled here) through the host, restarts PostgreSQL (the API instances
// recover without a restart of their own), stops remote-soat (the host shows its section's fallback)
// and then the API (the pages say the service is unavailable, and Prometheus fires its instance-down
// alert), and tears everything down. Exits non-zero on any failure; prints timings.
// `node scripts/run.mjs deploy-test/run` (root, with dockerd running and docker-compose installed).
import { execFileSync, type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { choosePorts } from '../lib/ports.ts';
import { checkBackupAndRestore, removeRestoreContainers } from './backup-check.ts';
import { metricsChecks, writePrometheusConf } from './metrics-checks.ts';
import { checkProxy, serverOf, type StackPorts, writeProxyConf } from './proxy-checks.ts';
import { sleep } from './wait.ts';

const here = import.meta.dirname;
const PROJECT = 'soat-deploy-test';
const API_SERVICES = ['api-1', 'api-2'];
// the front ends from the portal's one table: compose names each service after its folder
const { FRONT_ENDS, REMOTE_IDS, remoteApp } = await import('@soat/web-server/portal-apps');
const REMOTES = REMOTE_IDS.map((id) => ({ id, ...remoteApp(id) }));
const REMOTE_SERVICES = REMOTES.map((app) => app.folder);
// the jobs apart (ADR 027): the API instances run none, the worker runs them all
const WORKER = 'worker';
const SERVICES = [
  'postgres',
  'pgbouncer',
  'redis',
  ...API_SERVICES,
  WORKER,
  'proxy',
  'prometheus',
  ...REMOTE_SERVICES,
  'host',
];
const IMAGES = ['soat/api', 'soat/pgbouncer', 'soat/host', ...REMOTE_SERVICES.map((service) => `soat/${service}`)];
const HEALTH_TIMEOUT_MS = 5 * 60_000;
/** How long the API may take to answer /ready again once PostgreSQL is back. */
const RECOVERY_TIMEOUT_MS = 60_000;
/** What the build context copy leaves out (as .dockerignore does, and cheaper to skip). */
const NOT_IN_CONTEXT = new Set(['node_modules', 'dist', 'dist-prerender', '.git', '.tools', '.bench', 'coverage']);

const timings: [label: string, seconds: number][] = [];
async function timed<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const start = Date.now();
  console.log(`\n== ${label}`);
  const result = await work();
  timings.push([label, (Date.now() - start) / 1000]);
  return result;
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}
const output = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: repoRoot, env, encoding: 'utf8' }).trim();

const ports = (await choosePorts({
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
const local = (port: number | undefined) => `http://localhost:${port}`;
const workDir = mkdtempSync(join(tmpdir(), 'soat-deploy-test-'));
const proxyConf = join(workDir, 'proxy.conf');
const prometheusConf = join(workDir, 'prometheus.yml');
const env: NodeJS.ProcessEnv = {
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
const { checkMetrics, checkPrometheus, checkInstanceDownAlert } = metricsChecks(ports);
const compose = (...args: string[]) =>
  run('docker-compose', ['-f', 'docker-compose.yml', '-f', join(here, 'docker-compose.test.yml'), ...args], { env });

const containerOf = (service: string) => output('docker-compose', ['-f', 'docker-compose.yml', 'ps', '-q', service]);
const inspect = (id: string, format: string) => output('docker', ['inspect', '--format', format, id]);

async function waitHealthy(services: string[]) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    const states = services.map((service) => {
      const id = containerOf(service);
      return [
        service,
        id ? inspect(id, '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}') : 'absent',
      ];
    });
    const waiting = states.filter(([, state]) => state !== 'healthy');
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Not healthy in time: ${waiting.map((s) => s.join(' ')).join(', ')}`);
    await sleep(2000);
  }
}

/**
 * Both instances count one client's requests together (the compose file's Redis): a request to
 * api-1, then one to api-2, from one address the instances trust (`TRUST_PROXY=1`, as from the
 * proxy), leave one less of the per-address limit each. Counted per instance, both would say the same.
 */
async function checkSharedLimits() {
  const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const remaining = async (port: number | undefined) => {
    const response = await fetch(`${local(port)}/soat/api/v1/tarifas`, { headers: { 'x-forwarded-for': client } });
    if (!response.ok) throw new Error(`GET /soat/api/v1/tarifas on ${port}: ${response.status}`);
    return Number(response.headers.get('x-ratelimit-remaining'));
  };
  const first = await remaining(ports.api1);
  const second = await remaining(ports.api2);
  console.log(`x-ratelimit-remaining for ${client}: ${first} from api-1, then ${second} from api-2`);
  if (second !== first - 1) throw new Error('The two API instances do not count one address together.');
}

/** Waits until `url` answers 200 (each try bounded by 3 s) until `deadline`. */
async function waitOk(url: string, deadline: number) {
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time (last: ${status || 'no answer'}).`);
    await sleep(500);
  }
}

/** A container's identity and lifetime: its id, start time and restart count (the same unless it restarted). */
const lifeOf = (service: string) => {
  const id = containerOf(service);
  return id ? `${id} ${inspect(id, '{{.State.StartedAt}} restarts={{.RestartCount}}')}` : 'absent';
};

/** The journeys of e2e/deploy whose titles match `grep`, against the stack. */
function journeys(grep: string, extraEnv: NodeJS.ProcessEnv = {}) {
  run(
    process.execPath,
    [join(repoRoot, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'deploy', '--grep', grep],
    {
      cwd: join(repoRoot, 'e2e'),
      env: { ...process.env, PORTAL_URL: local(ports.host), API_URL: local(ports.api), ...extraEnv },
    },
  );
}

/** remote-soat's build context with its SOAT page's title changed (the repository is never touched). */
function changedSoatContext(title: string) {
  const context = join(workDir, 'context');
  cpSync(repoRoot, context, { recursive: true, filter: (source) => !NOT_IN_CONTEXT.has(basename(source)) });
  const file = join(context, 'remote-soat', 'public', 'assets', 'i18n', 'es.json');
  const texts = JSON.parse(readFileSync(file, 'utf8'));
  texts.soatInfo.title = title;
  writeFileSync(file, JSON.stringify(texts, null, 2));
  return context;
}

/** Removes the project's containers and its database volume (PostgreSQL keeps the password it was created with). */
function tearDown() {
  removeRestoreContainers();
  spawnSync(
    'docker-compose',
    ['-f', 'docker-compose.yml', '-f', join(here, 'docker-compose.test.yml'), 'down', '-v', '--remove-orphans'],
    { stdio: 'inherit', cwd: repoRoot, env },
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    tearDown();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(1);
  });
}

let failed = false;
try {
  await timed('Base images (stand-ins from Debian)', () => run('bash', [join(here, 'base-images.sh')]));
  writeProxyConf(proxyConf, ports, FRONT_ENDS);
  writePrometheusConf(prometheusConf, ports);
  await timed('Images (docker-compose build)', () => compose('build'));
  await timed('Stack up until every container is healthy', async () => {
    // a run that was killed leaves its stack and volume behind: start from nothing
    tearDown();
    compose('up', '-d');
    await waitHealthy(SERVICES);
  });
  await timed('Rate limits counted once for both API instances (Redis)', checkSharedLimits);
  await timed('The proxy: HSTS on every answer, the render endpoint not routed', () => checkProxy(ports));
  const builtTitle = JSON.parse(
    readFileSync(join(repoRoot, 'remote-soat', 'public', 'assets', 'i18n', 'es.json'), 'utf8'),
  ).soatInfo.title;
  await timed('Journeys: home, sign-up, a quote, a paid policy, the demo’s contacts', () =>
    journeys('home page|quotes a car|version of remote-soat|demo’s contacts', { EXPECTED_SOAT_TITLE: builtTitle }),
  );
  await timed('Metrics: each instance on a port of its own, none through the proxy', checkMetrics);
  await timed('Prometheus scrapes both instances and counted the paid policy', checkPrometheus);
  await timed('The operations page shows the paid sale (an operator, through Prometheus)', () => {
    // the operator made as in production (api/scripts/create-operator.ts), on the stack's database
    const operator = {
      email: `operaciones.${process.pid}@ejemplo.co`,
      password: `Clave del despliegue ${randomBytes(12).toString('base64url')}`,
    };
    const args = ['--correo', operator.email, '--nombre', 'Operadora del Despliegue', '--rol', 'agente'];
    run(process.execPath, ['scripts/create-operator.ts', ...args], {
      cwd: join(repoRoot, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: `postgres://soat:${env.POSTGRES_PASSWORD}@127.0.0.1:${ports.postgres}/soat`,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        OPERATOR_PASSWORD: operator.password,
      },
    });
    journeys('operations page', { OPERATOR_EMAIL: operator.email, OPERATOR_PASSWORD: operator.password });
  });
  await timed('Backup, restored into a fresh PostgreSQL: an API on it finds the paid policy', () =>
    checkBackupAndRestore({
      stack: {
        container: containerOf('postgres'),
        url: `postgres://soat:${env.POSTGRES_PASSWORD}@127.0.0.1:${ports.postgres}/soat`,
      },
      ports: { postgres: ports.restoredPostgres, api: ports.restoredApi },
      file: join(workDir, 'portal.dump'),
    }),
  );

  const host = containerOf('host');
  const hostStarted = inspect(host, '{{.State.StartedAt}}');
  const newTitle = `${builtTitle} (versión ${Date.now()})`;
  await timed('remote-soat rebuilt with a new title and redeployed alone', async () => {
    const context = changedSoatContext(newTitle);
    run('nice', [
      '-n',
      '10',
      'docker',
      'build',
      '-q',
      '-f',
      'deploy/front-end.Dockerfile',
      '--build-arg',
      'APP=remote-soat',
      '-t',
      'soat/remote-soat:latest',
      context,
    ]);
    compose('up', '-d', '--no-deps', 'remote-soat');
    await waitHealthy(['remote-soat']);
  });
  if (containerOf('host') !== host || inspect(host, '{{.State.StartedAt}}') !== hostStarted) {
    throw new Error('The host container was recreated or restarted by the redeployment of remote-soat.');
  }
  await timed('The running host serves the new remote-soat', () =>
    journeys('version of remote-soat', { EXPECTED_SOAT_TITLE: newTitle }),
  );

  await timed('PostgreSQL restarted: the API and the worker recover without a restart of their own', async () => {
    const apiBefore = [...API_SERVICES, WORKER].map(lifeOf);
    const postgresBefore = lifeOf('postgres');
    compose('restart', 'postgres');
    if (lifeOf('postgres') === postgresBefore) throw new Error('The postgres container did not restart.');
    await waitHealthy(['postgres']);
    // each instance on its own, then through the proxy, then the worker: /ready runs `select 1` on its pool
    const back = Date.now();
    for (const port of [ports.api1, ports.api2, ports.api, ports.worker]) {
      await waitOk(`${local(port)}/ready`, back + RECOVERY_TIMEOUT_MS);
      console.log(
        `${local(port)}/ready: 200, ${((Date.now() - back) / 1000).toFixed(1)} s after PostgreSQL was healthy`,
      );
    }
    journeys('after PostgreSQL restarted');
    const apiAfter = [...API_SERVICES, WORKER].map(lifeOf);
    if (apiAfter.join() !== apiBefore.join()) {
      throw new Error(`An API container was restarted: before ${apiBefore.join(', ')}; after ${apiAfter.join(', ')}.`);
    }
  });
  await timed('remote-soat stopped: its section shows the fallback', async () => {
    compose('stop', 'remote-soat');
    journeys('container stopped');
  });
  await timed('Both API containers stopped: the pages say the service is unavailable', async () => {
    compose('stop', 'api-1', 'api-2');
    journeys('API containers stopped');
  });
  await timed('The API stopped: Prometheus fires SoatApiInstanceDown for both instances', checkInstanceDownAlert);
  console.log('\nImage sizes:');
  for (const image of IMAGES) console.log(`  ${image}: ${(Number(inspect(image, '{{.Size}}')) / 1e6).toFixed(0)} MB`);
} catch (error) {
  failed = true;
  console.error(`\nDeployment test failed: ${error instanceof Error ? error.message : error}`);
  spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'logs', '--tail=40'], {
    stdio: 'inherit',
    cwd: repoRoot,
    env,
  });
} finally {
  tearDown();
  rmSync(workDir, { recursive: true, force: true });
  console.log('\nTimings:');
  for (const [label, seconds] of timings) console.log(`  ${label}: ${seconds.toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
