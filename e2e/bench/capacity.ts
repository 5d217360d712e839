// Capacity figures for the Kubernetes capacity model (issue 24, point 5), on a database seeded with two
// years of a large insurer (capacity-seed.ts; issue 46, point 3), with budgets (capacity-budget.ts).
//   1. One API instance on PostgreSQL and Redis (capacity-servers.ts: api/dist as compose runs it, request
//      logs at `info`): req/s at saturation and p99 of what a customer calls (quote, tariffs, policy
//      consult of plates that have a policy, purchase request with a new plate each), every request from an
//      address of its own (X-Forwarded-For); then whole purchases (request, card payment, the sandbox's
//      checkout, the status read until issued) by concurrent customers, then until their jobs are done (the
//      emails, the electronic invoice, the RUNT report: a worker process runs them apart, the API's
//      instances with API_JOBS=false, ADR 027 and 040). The payment
//      gateway, the DIAN and the RUNT are services outside the API in production: their sandboxes run in a
//      process of their own (capacity-outside.ts), reached over HTTP. Per row: the CPU per request of
//      the API, PostgreSQL and Redis (/proc), the cores each kept busy (the load generator's too), and the
//      peaks of the pool's connections (metrics endpoint).
//   2. One front-end server (web-server/src/serve-app.ts, as its container runs it): /home, the purchase page,
//      a page rendered on request (the consult opened from a policy's QR code: remote-soat renders it),
//      /config.json and a hashed JS file; CPU per request of the host's and remote-soat's servers.
//   3. A first visit to /home and to the purchase page in Chromium (cache off, the app started): requests
//      and bytes cached for a year (immutable: a CDN's), short-lived (the front-end server's) and the API's.
// autocannon: a warm-up round, then the measured one. The load generator shares the machine with every
// server, so the figures are a floor. Written also to .bench/capacity.json.
// Alone: `node e2e/bench/capacity.ts` (builds what is stale), or BENCH_CAPACITY_ONLY=1 with bench.ts.
// BENCH_CAPACITY_SECONDS, BENCH_CAPACITY_WARM_UP_SECONDS, BENCH_CAPACITY_CONNECTIONS, BENCH_CAPACITY_CUSTOMERS,
// BENCH_CAPACITY_POLICIES (2,000,000: about 20 minutes of seeding and 8 GB in a temporary folder here).
// BENCH_CAPACITY_CONSULT_ONLY=1: the seed and the two consult rows alone, with their budgets (no front end,
// no purchase); BENCH_CAPACITY_PURCHASE_ONLY=1: the seed and the whole purchases alone, with their budget;
// BENCH_CAPACITY_AUTOCANNON_PACED=1: the consult's 70 % round from autocannon's paced mode too, as it was measured
// before the open-loop generator (open-loop.ts); BENCH_CAPACITY_SANDBOXES_IN_API=1: the sandboxes mounted in the
// API as before; BENCH_CAPACITY_JOBS_IN_API=1: the jobs run by the API as before, no worker apart (ADR 027);
// BENCH_CAPACITY_API_PROFILE=<folder>: the API run with --cpu-prof, the worker's profile in <folder>/worker
// (capacity-servers.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Options, Request } from 'autocannon';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { SOAT_API, buyPolicy, consultBody, nextAddress, nextPlate, purchaseBody } from './capacity-customer.ts';
import { firstVisit } from './capacity-first-visit.ts';
import { SETTINGS, loadPurchases, loadOpenLoop, loadTarget, type Probes } from './capacity-load.ts';
import { capacityVerdicts, consultVerdicts, purchaseVerdict } from './capacity-budget.ts';
import { printCapacity, printConsultRows, printPurchase } from './capacity-report.ts';
import { type SeedFigures, seedLargeInsurer, seededCar } from './capacity-seed.ts';
import { type CapacityServers, startCapacityServers } from './capacity-servers.ts';
import { loopMilliseconds, printMachineSpeed } from './machine-speed.ts';
import { QUOTE_BODY } from './quote-load.ts';

/** Policies seeded (BENCH_CAPACITY_POLICIES): ADR 027's figures come from 2,000,000; fewer make a quick run. */
const SEEDED_POLICIES = Number(process.env.BENCH_CAPACITY_POLICIES ?? 2_000_000);

/** BENCH_CAPACITY_PURCHASE_ONLY=1: the whole purchases' round alone (after the seed), and its budget. */
const PURCHASE_ONLY = process.env.BENCH_CAPACITY_PURCHASE_ONLY === '1';

/** BENCH_CAPACITY_AUTOCANNON_PACED=1: the consult's paced round also from autocannon, as before open-loop.ts. */
const AUTOCANNON_PACED = process.env.BENCH_CAPACITY_AUTOCANNON_PACED === '1';

/** Colombia's date today (UTC−5, no daylight saving), YYYY-MM-DD. */
const todayInColombia = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);

/** autocannon's options for a JSON call to the API, each request from a new address, its body from `body()`. */
function apiCall(servers: CapacityServers, method: string, path: string, body?: () => unknown): Options {
  return {
    url: `${servers.apiOrigin}${path}`,
    headers: { 'content-type': 'application/json', origin: servers.frontEnd('host') },
    requests: [
      {
        method,
        setupRequest: (request: Request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          ...(body ? { body: JSON.stringify(body()) } : {}),
        }),
      },
    ],
  };
}

/** The whole purchases' round, the outside services' process (capacity-outside.ts) and the worker's watched too. */
const purchaseRound = (servers: CapacityServers, probes: Probes) =>
  loadPurchases(servers.apiOrigin, servers.postgresUrl, {
    ...probes,
    watched: { ...probes.watched, outside: { pid: servers.pids.outside }, worker: { pid: servers.pids.worker } },
    counters: { gatewayRequests: servers.gatewayRequests },
  });

/** The API's, PostgreSQL's and Redis's processes, and the pool's metrics, read while a round runs. */
const apiProbes = (servers: CapacityServers): Probes => ({
  metricsUrl: servers.metricsUrl,
  watched: {
    api: { pid: servers.pids.api },
    postgres: { pid: servers.pids.database, command: 'postgres' },
    redis: { pid: servers.pids.database, command: 'redis-server' },
  },
});

/** Two years of a large insurer's policies and purchase requests, copied from one purchase bought now. */
async function seed(servers: CapacityServers) {
  const template = nextPlate();
  await buyPolicy(servers.apiOrigin, template);
  const seeded = await seedLargeInsurer(servers.postgresUrl, template, SEEDED_POLICIES, todayInColombia());
  console.log(
    `  sembradas ${seeded.policies} pólizas y ${seeded.requests} solicitudes en PostgreSQL:` +
      ` ${Object.entries(seeded.seconds)
        .map(([step, seconds]) => `${step} ${seconds} s`)
        .join(', ')}`,
  );
  return seeded;
}

/**
 * The consult saturated (autocannon, closed loop: its most), then at 70 % of the rate it answered (the load
 * a pod is sized for) from an open-loop generator: a fixed schedule, latencies from the intended send time.
 */
async function measureConsult(servers: CapacityServers, seeded: SeedFigures) {
  const probes = apiProbes(servers);
  // cars picked at random among the seeded ones: a consult finds its two policies (last year's and this year's)
  const body = () => {
    const { plate, document } = seededCar(Math.floor(Math.random() * seeded.plates));
    return consultBody(plate, document);
  };
  const path = `${SOAT_API}/consultas`;
  const consult = await loadTarget(apiCall(servers, 'POST', path, body), probes);
  const rate = Math.max(1, Math.round(consult.rps * 0.7));
  const consultPaced = await loadOpenLoop(
    {
      url: `${servers.apiOrigin}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servers.frontEnd('host') },
      request: () => ({ headers: { 'x-forwarded-for': nextAddress() }, body: JSON.stringify(body()) }),
      rate,
    },
    probes,
  );
  // BENCH_CAPACITY_AUTOCANNON_PACED=1: the same rate from autocannon's `overallRate` too, as the bench paced it
  // before open-loop.ts, to compare the two generators on the same servers
  const consultAutocannonPaced = AUTOCANNON_PACED
    ? await loadTarget({ ...apiCall(servers, 'POST', path, body), overallRate: rate }, probes)
    : undefined;
  return { consult, consultPaced, consultAutocannonPaced };
}

async function measureApi(servers: CapacityServers) {
  const probes = apiProbes(servers);
  // first: every round runs on two years of a large insurer's policies and purchase requests
  const seeded = await seed(servers);
  const quote = await loadTarget(
    apiCall(servers, 'POST', `${SOAT_API}/cotizaciones`, () => QUOTE_BODY),
    probes,
  );
  const tariffs = await loadTarget(apiCall(servers, 'GET', `${SOAT_API}/tarifas`), probes);
  const purchaseRequest = await loadTarget(
    apiCall(servers, 'POST', `${SOAT_API}/solicitudes`, () => purchaseBody()),
    probes,
  );
  const purchase = await purchaseRound(servers, probes);
  const { consult, consultPaced } = await measureConsult(servers, seeded);
  // last: it queues a day's reminder emails
  const reminders = await servers.remindersPass();
  return { seed: seeded, quote, tariffs, purchaseRequest, purchase, consult, consultPaced, reminders };
}

async function measureFrontEnd(servers: CapacityServers, asset: { url: string; bytes: number }) {
  const host = servers.loopback('host');
  const probes = { watched: { host: { pid: servers.pids.host }, soat: { pid: servers.pids.soat } } };
  const page = (path: string, extra: Partial<Options> = {}): Options => ({
    url: `${host}${path}`,
    headers: { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' },
    ...extra,
  });
  let rendered = 0;
  const counters = { rendered: () => rendered };
  const load = (target: Options) => loadTarget(target, { ...probes, counters });
  const home = await load(page('/home'));
  const purchasePage = await load(page('/cotizar-soat/comprar-soat'));
  // remote-soat renders it with its data (at most 4 at once); otherwise the host sends its loading state
  const renderedPage = await load(
    page('/soat/consulta', {
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/soat/consulta?placa=${nextPlate()}` }),
          onResponse: (_status, _body, _context, headers) => {
            const cacheControl = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control');
            if (cacheControl?.[1] === 'no-store') rendered += 1;
          },
        },
      ],
    }),
  );
  const config = await load(page('/config.json'));
  const assetFigures = await load(page(new URL(asset.url).pathname));
  const renderedShare = (renderedPage.counted.rendered ?? 0) / Math.max(1, renderedPage.count);
  return {
    home,
    purchasePage,
    renderedPage: { ...renderedPage, renderedShare },
    config,
    asset: assetFigures,
    assetPath: new URL(asset.url).pathname,
    assetBytes: asset.bytes,
  };
}

export async function measureCapacity() {
  const machine = {
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    node: process.version,
    loadAverage: loadavg()[0] ?? 0,
    // how fast a core is this hour, beside the load average: the CPU a request follows it
    loopMs: loopMilliseconds(),
    loopMsAfterApi: 0,
  };
  const servers = await startCapacityServers();
  try {
    const visits: Record<string, Awaited<ReturnType<typeof firstVisit>>> = {};
    for (const path of ['/home', '/cotizar-soat/comprar-soat'])
      visits[path] = await firstVisit(`${servers.frontEnd('host')}${path}`, `http://localhost:${servers.ports.api}`);
    // the largest hashed JS file the host serves /home, as the visit received it (br)
    const hostOrigin = servers.frontEnd('host');
    const [asset] = (visits['/home']?.answers ?? [])
      .filter(({ kind, url }) => kind === 'immutable' && url.startsWith(hostOrigin) && url.endsWith('.js'))
      .sort((a, b) => b.bytes - a.bytes);
    const api = await measureApi(servers);
    // and again once the API's rounds are done (the seed before them takes minutes at 2,000,000 policies)
    machine.loopMsAfterApi = loopMilliseconds();
    const frontEnd = await measureFrontEnd(servers, asset ?? { url: `${hostOrigin}/mf-manifest.json`, bytes: 0 });
    // the JSON lists what the front-end servers answered (not cacheable for long) and the API; the rest counted
    for (const visit of Object.values(visits)) visit.answers = visit.answers.filter(({ kind }) => kind !== 'immutable');
    return { date: new Date().toISOString(), machine, settings: SETTINGS, api, frontEnd, visits };
  } finally {
    await servers.stop();
  }
}

/** What the capacity bench measured, as .bench/capacity.json holds it. */
export type CapacityResult = Awaited<ReturnType<typeof measureCapacity>>;

/** Prints each budget's verdict; each one missed goes to `failures`. */
function printVerdicts(verdicts: { ok: boolean; text: string }[], failures: string[]) {
  console.log('\nPresupuestos de capacidad (issue 46, punto 3):');
  for (const { ok, text } of verdicts) {
    console.log(`  ${ok ? 'cumple' : 'INCUMPLE'}: ${text}`);
    if (!ok) failures.push(text);
  }
}

/** BENCH_CAPACITY_CONSULT_ONLY=1: the seed and the consult's rows and budgets, nothing written. */
async function reportConsultOnly(failures: string[]) {
  printMachineSpeed('consulta');
  console.log(`\nConsulta de pólizas (carga media ${(loadavg()[0] ?? 0).toFixed(2)} al empezar):`);
  const servers = await startCapacityServers();
  try {
    const { consult, consultPaced, consultAutocannonPaced } = await measureConsult(servers, await seed(servers));
    printConsultRows(consult, consultPaced, consultAutocannonPaced);
    printVerdicts(consultVerdicts({ consult, consultPaced }), failures);
  } finally {
    await servers.stop();
  }
  console.log(`  carga media ${(loadavg()[0] ?? 0).toFixed(2)} al terminar`);
}

/** BENCH_CAPACITY_PURCHASE_ONLY=1: the seed and the whole purchases' round, printed with its budget. */
async function reportPurchasesOnly(failures: string[]) {
  printMachineSpeed('compras');
  const loadAverage = loadavg()[0] ?? 0;
  const servers = await startCapacityServers();
  try {
    await seed(servers);
    const purchase = await purchaseRound(servers, apiProbes(servers));
    printPurchase(SETTINGS, purchase, loadAverage);
    printVerdicts([purchaseVerdict(purchase)], failures);
  } finally {
    await servers.stop();
  }
}

/** Measures, prints, and writes .bench/capacity.json (as bench.ts runs it); each budget missed goes to `failures`. */
export async function reportCapacity(failures: string[]) {
  if (process.env.BENCH_CAPACITY_CONSULT_ONLY) return reportConsultOnly(failures);
  if (PURCHASE_ONLY) return reportPurchasesOnly(failures);
  const result = await measureCapacity();
  printCapacity(result);
  printVerdicts(capacityVerdicts({ ...result.api, consultPaced: result.api.consultPaced }), failures);
  const file = join(repoRoot, '.bench', 'capacity.json');
  mkdirSync(join(repoRoot, '.bench'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nCifras en ${file}`);
}

// `node e2e/bench/capacity.ts`: this part of the bench alone, on the project's Node, built
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { onProjectNode } = await import('../../scripts/lib/node-runtime.mjs');
  await onProjectNode();
  const { ensureBuilt } = await import('../../scripts/lib/build.ts');
  await ensureBuilt();
  const failures: string[] = [];
  await reportCapacity(failures);
  process.exit(failures.length > 0 ? 1 : 0);
}
