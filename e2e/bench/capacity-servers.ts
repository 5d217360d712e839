// The capacity bench's servers (capacity.ts), each a process of its own as in production: PostgreSQL
// and Redis (capacity-database.ts), one API instance (api/dist/server.js: request logs at `info`,
// Redis for the per-address limits, metrics on a port of their own, no job loops: API_JOBS=false), the
// worker that runs the jobs apart (api/dist/worker.js, ADR 027), and the front ends' production
// servers (web-server/src/serve-app.ts, as their containers run them). What is read of them while loaded:
// capacity-probes.ts.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sourceNodeArguments } from '../../api/scripts/source-node-arguments.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { frontEndOrigins, waitForHealth } from '../../scripts/lib/portal.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { type AppId, FRONT_ENDS, PORT_ENV } from '@soat/web-server/portal-apps';

const apiRoot = join(repoRoot, 'api');
/** Spawns a server; resolves once a line of its output passes `ready` (the child's stdout is drained after). */
async function spawnServer(what: string, args: string[], options: SpawnOptions, ready: (line: string) => boolean) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  // stdout is a pipe (stdio above)
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} stopped while starting (exit ${code})`)));
    lines.on('line', (text) => ready(text) && resolve(text));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => (child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), exited);
  return { child, line, stop };
}

/** The paths of the services production reaches outside the API (capacity-outside.ts). */
const OUTSIDE_PATHS = /^\/sandbox-(pasarela|dian|runt)\//;
/** What the gateway's requests counter counts: the API's calls to the gateway, and the gateway's events to the API. */
const GATEWAY_PATHS = /^\/(sandbox-pasarela\/v1\/|soat\/api\/v1\/pagos\/eventos)/;

/**
 * The way between the API and the outside services (the payment gateway, the DIAN, the RUNT: their
 * sandboxes, in a process of their own unless `outsidePort` is null): each request from an address of its
 * own (X-Forwarded-For), as a gateway elsewhere would reach the API; not through here the gateway's events
 * would all count against 127.0.0.1's per-address limit (3000 a minute), which no real gateway shares with
 * the API's own calls. Requests to the sandboxes' paths go to their process, the rest to the API.
 */
async function startGatewayProxy(apiPort: number, outsidePort: number | null) {
  let next = 0;
  const server = Object.assign(
    createServer((request, response) => {
      next += 1;
      const path = request.url ?? '/';
      if (GATEWAY_PATHS.test(path)) server.requests += 1;
      const port = outsidePort !== null && OUTSIDE_PATHS.test(path) ? outsidePort : apiPort;
      const headers = { ...request.headers, 'x-forwarded-for': `172.16.${(next >> 8) & 255}.${next & 255}` };
      const forward = httpRequest({ host: '127.0.0.1', port, method: request.method, path, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      forward.on('error', () => response.headersSent || response.writeHead(502).end());
      request.pipe(forward);
    }),
    { requests: 0 },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The apps' ports (the API's and one per built front end, the demo off as in production), and the metrics'. */
async function choosePorts() {
  const taken = new Set<number>();
  const pick = async (preferred: number) => {
    const port = await freePort(preferred, taken);
    taken.add(port);
    return port;
  };
  const ports: Partial<Record<AppId, number>> & { api: number } = { api: await pick(4400) };
  const metricsPort = await pick(9470);
  const frontEnds = FRONT_ENDS.filter(({ id, folder }) => id !== 'demo' && existsSync(join(repoRoot, folder, 'dist')));
  for (const [index, { id }] of frontEnds.entries()) ports[id] = await pick(3400 + index);
  return { ports, metricsPort, frontEnds };
}

/** Starts everything; `stop()` ends it all and removes what it wrote. */
export async function startCapacityServers() {
  const { ports, metricsPort, frontEnds } = await choosePorts();
  const stops: (() => Promise<unknown>)[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'soat-capacity-'));
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await spawnServer(
      'PostgreSQL and Redis',
      [...sourceNodeArguments, join(repoRoot, 'e2e', 'bench', 'capacity-database.ts')],
      { cwd: apiRoot },
      (line) => line.startsWith('{"postgresUrl"'),
    );
    stops.push(database.stop);
    const { postgresUrl, redisUrl } = JSON.parse(database.line);
    // BENCH_CAPACITY_SANDBOXES_IN_API=1: the sandboxes mounted in the API, as the bench ran them before
    const outsidePort = process.env.BENCH_CAPACITY_SANDBOXES_IN_API === '1' ? null : await freePort(4480, new Set());
    const gateway = await startGatewayProxy(ports.api, outsidePort);
    stops.push(() => new Promise((resolve) => (gateway.close(resolve), gateway.closeAllConnections())));
    const gatewayOrigin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const apiOrigin = `http://127.0.0.1:${ports.api}`;
    // the API as compose runs it but for NODE_ENV (production refuses the sandbox gateway and the outbox)
    const baseEnv = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      API_HOST: '127.0.0.1',
      API_PORT: String(ports.api),
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: postgresUrl,
      // compose's and Kubernetes's pool (ADR 027), unless BENCH_DATABASE_POOL_SIZE says otherwise
      DATABASE_POOL_SIZE: process.env.BENCH_DATABASE_POOL_SIZE ?? '4',
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '1',
      DEV_OUTBOX: 'true',
      PORTAL_URL: `http://localhost:${ports.host}`,
      CORS_ORIGINS: frontEndOrigins(ports).join(','),
      PAYMENT_GATEWAY_URL: `${gatewayOrigin}/sandbox-pasarela/v1`,
      SANDBOX_EVENTS_URL: `${gatewayOrigin}/soat/api/v1/pagos/eventos`,
      // a pass of a queue takes 20 jobs, and the next comes with the next commit or tick: ticks every second
      // let the purchases' jobs end soon after the last purchase (capacity-load.ts waits for them), at one
      // query a queue a second when nothing is due
      EMAIL_JOBS_INTERVAL_SECONDS: '1',
      RUNT_REPORT_JOBS_INTERVAL_SECONDS: '1',
      INVOICE_JOBS_INTERVAL_SECONDS: '1',
    };
    // the outside services in their own process, reached over HTTP as production reaches the real ones
    const apiEnv =
      outsidePort === null
        ? baseEnv
        : {
            ...baseEnv,
            PAYMENT_SANDBOX: 'false',
            DIAN_SANDBOX: 'false',
            RUNT_SANDBOX: 'false',
            DIAN_URL: `${gatewayOrigin}/sandbox-dian/WcfDianCustomerServices.svc`,
            RUNT_URL: `${gatewayOrigin}/sandbox-runt/v1`,
          };
    // BENCH_CAPACITY_JOBS_IN_API=1: the API runs its jobs, as the bench ran it before; otherwise the API
    // runs none (API_JOBS=false) and a worker process (api/dist/worker.js) runs them apart (ADR 027)
    const jobsApart = process.env.BENCH_CAPACITY_JOBS_IN_API !== '1';
    const webEnv = jobsApart ? { ...apiEnv, API_JOBS: 'false' } : apiEnv;
    let outsidePid: number | undefined;
    if (outsidePort !== null) {
      const outside = await spawnServer(
        'the outside services',
        [join(repoRoot, 'e2e', 'bench', 'capacity-outside.ts')],
        { cwd: apiRoot, env: { ...baseEnv, METRICS_PORT: undefined, OUTSIDE_PORT: String(outsidePort) } },
        (line) => line.startsWith('{"port"'),
      );
      stops.push(outside.stop);
      outsidePid = outside.child.pid;
    }
    // BENCH_CAPACITY_API_PROFILE=<folder>: the API writes a CPU profile there when it stops (node --cpu-prof)
    const profile = process.env.BENCH_CAPACITY_API_PROFILE;
    const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    const api = spawn(process.execPath, [...profiling, join(apiRoot, 'dist', 'server.js')], {
      cwd: apiRoot,
      env: webEnv,
      // its log lines go nowhere: written as in production, read by no one
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const apiExited = new Promise((resolve) => api.once('exit', resolve));
    stops.push(() => (api.exitCode === null && api.kill('SIGTERM'), apiExited));
    await waitForHealth(`${apiOrigin}/health`, api);
    let workerPid: number | undefined;
    if (jobsApart) {
      // the worker reaches the outside services as the API does; its health and metrics on a port of its own
      const workerPort = await freePort(4490, new Set([ports.api, metricsPort]));
      const worker = await spawnServer(
        'the worker',
        [
          ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${join(profile, 'worker')}`] : []),
          join(apiRoot, 'dist', 'worker.js'),
        ],
        {
          cwd: apiRoot,
          env: {
            ...apiEnv,
            API_JOBS: 'true',
            API_PORT: String(workerPort),
            METRICS_PORT: undefined,
            DIAN_URL: `${gatewayOrigin}/sandbox-dian/WcfDianCustomerServices.svc`,
            RUNT_URL: `${gatewayOrigin}/sandbox-runt/v1`,
          },
        },
        (line) => line.startsWith('Trabajos en marcha'),
      );
      stops.push(worker.stop);
      workerPid = worker.child.pid;
    }
    // each front end's server as its container runs it (deploy/front-end.Dockerfile), every port known
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      BIND_ADDRESS: '127.0.0.1',
      // the key the servers share for the pages rendered on request, which production requires
      RENDER_KEY: randomBytes(32).toString('base64url'),
      DEMO_ENABLED: 'false',
      API_BASE_URL: `http://localhost:${ports.api}/`,
      API_INTERNAL_URL: `${apiOrigin}/`,
      ...Object.fromEntries(
        (Object.entries(ports) as [AppId | 'api', number][]).map(([id, port]) => [PORT_ENV[id], String(port)]),
      ),
    };
    const frontEndPids: Partial<Record<AppId, number>> = {};
    for (const { id, folder } of frontEnds) {
      const server = await spawnServer(
        folder,
        [join(repoRoot, 'web-server', 'src', 'serve-app.ts'), folder],
        { env },
        (line) => line.includes('atiende en'),
      );
      stops.push(server.stop);
      frontEndPids[id] = server.child.pid;
    }
    return {
      ports,
      apiOrigin,
      postgresUrl,
      pids: { api: api.pid, database: database.child.pid, outside: outsidePid, worker: workerPid, ...frontEndPids },
      /** A front end's origin as browsers reach it (the one its pages and the API's CORS name). */
      frontEnd: (id: AppId) => `http://localhost:${ports[id]}`,
      /** The same server at its IPv4 address, for the load generator. */
      loopback: (id: AppId) => `http://127.0.0.1:${ports[id]}`,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      /** The renewal reminders' pass over one day's ending policies, by an API instance of its own (capacity-reminders.ts). */
      remindersPass: async () => {
        const pass = await spawnServer(
          'the reminders pass',
          [join(repoRoot, 'e2e', 'bench', 'capacity-reminders.ts')],
          // its own instance, jobs on as before (its start-up pass; the emails it queues are not waited for)
          { cwd: apiRoot, env: { ...apiEnv, API_JOBS: 'true', METRICS_PORT: undefined } },
          (line) => line.startsWith('{"written"'),
        );
        await pass.stop();
        return JSON.parse(pass.line) as { written: number; seconds: number };
      },
      /** Requests between the API and its sandbox gateway so far (both ways). */
      gatewayRequests: () => gateway.requests,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The servers started, their addresses and pids, and how to stop them. */
export type CapacityServers = Awaited<ReturnType<typeof startCapacityServers>>;
