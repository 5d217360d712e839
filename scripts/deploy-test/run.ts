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
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { checkBackupAndRestore } from './backup-check.ts';
import { compose, containerOf, inspect, journeys, lifeOf, run, tearDown, waitHealthy } from './docker-stack.ts';
import { metricsChecks, writePrometheusConf } from './metrics-checks.ts';
import { checkProxy, writeProxyConf } from './proxy-checks.ts';
import {
  env,
  FRONT_ENDS,
  local,
  ports,
  prometheusConf,
  proxyConf,
  REMOTE_SERVICES,
  workDir,
} from './stack-settings.ts';
import { sleep } from './wait.ts';

const here = import.meta.dirname;
const API_SERVICES = ['api-1', 'api-2'];
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

const { checkMetrics, checkPrometheus, checkInstanceDownAlert } = metricsChecks(ports);

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
