// Child process of quote-throughput.ts, serving on free ports:
//   node quote-servers.ts budget    a bare Fastify route and the API (npm start's), whose quote is
//                                    measured, with the same bare route inside it (behind its logs,
//                                    headers, CORS and limits): one process, so that both are
//                                    measured under the same conditions
//   node quote-servers.ts <variant> the API alone: `whole`, `none` (no protection), `request-log`
//                                    (LOG_LEVEL=silent) or a protection of app.ts left out; one
//                                    process each, so that no variant's code shapes another's
// Over IPC it sends { ports } once, then answers each 'cpu' message with this process's CPU time
// (process.cpuUsage(), every thread: the log writes too), so the parent can divide it by requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';

/** The part of the API's configuration (api/src/config) changed here; the rest is passed on as it is. */
interface ApiConfig {
  rateLimits: { global: { max: number } };
  logLevel?: string;
}

/** What the built API's app.js and config/index.js export that the bench calls. */
interface BuiltApi {
  buildApp(config: ApiConfig, options?: { leftOut?: readonly string[] }): Promise<FastifyInstance>;
  protections: readonly string[];
}
interface BuiltConfig {
  loadConfig(env: NodeJS.ProcessEnv): ApiConfig;
}

// BENCH_API_DIST: another build of the API to measure, a folder beside api/dist (it finds the API's
// packages from there), to compare two versions on the same machine; api/dist by default
const apiDist = process.env.BENCH_API_DIST
  ? pathToFileURL(`${resolve(process.env.BENCH_API_DIST)}/`)
  : new URL('../../api/dist/', import.meta.url);
const { buildApp, protections } = (await import(new URL('app.js', apiDist).href)) as BuiltApi;
const { loadConfig } = (await import(new URL('config/index.js', apiDist).href)) as BuiltConfig;

const send = process.send?.bind(process);
if (!send) throw new Error('quote-servers.ts talks to its parent over IPC: quote-throughput.ts starts it');
const set = process.argv[2] ?? 'budget';
const bareRoute = async (request: FastifyRequest) => ({ recibido: request.body });

// The API as `npm start` runs it (embedded database, request logs), except the per-address limit:
// every request of the load test comes from one address.
const dataDirs: string[] = [];
function apiConfig(overrides: Partial<ApiConfig> = {}) {
  dataDirs.push(mkdtempSync(join(tmpdir(), 'soat-bench-quote-')));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDirs.at(-1),
    API_PORT: '0',
    NODE_ENV: 'development',
  });
  config.rateLimits.global.max = Number.MAX_SAFE_INTEGER;
  return { ...config, ...overrides };
}

async function listening(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/** name → server; the names are the ones the parent reports. */
const servers: Record<string, FastifyInstance> = {};
if (set === 'budget') {
  const bare = Fastify();
  bare.post('/bare', bareRoute);
  servers.bare = await listening(bare);
  const api = await buildApp(apiConfig());
  // the bare route again, inside the API: what the API's own protections cost every route
  api.post('/ruta-minima', bareRoute);
  servers.api = await listening(api);
} else {
  const silent = set === 'request-log' || set === 'none';
  const leftOut = set === 'none' ? protections : protections.filter((name) => name === set);
  servers.api = await listening(await buildApp(apiConfig(silent ? { logLevel: 'silent' } : {}), { leftOut }));
}

const ports = Object.fromEntries(
  Object.entries(servers).map(([name, server]) => [name, (server.server.address() as AddressInfo).port]),
);
send({ ports });
process.on('message', (message) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() });
});
process.on('SIGTERM', async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
