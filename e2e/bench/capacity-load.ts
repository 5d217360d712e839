// The capacity bench's load (capacity.ts): autocannon rounds (a warm-up, then the measured one) with
// the CPU the loaded processes spent and the database pool's peaks; whole purchases by concurrent
// customers; and what a first visit downloads, by how long each answer may be cached.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import autocannon, { type Options } from 'autocannon';
import { chromiumPath } from '../chromium-path.ts';
import { cacheLifetime, recordAnswers } from './network-log.ts';
import { type PoolPeaks, treeCpu, watchPool } from './capacity-servers.ts';
import { pg } from './capacity-seed.ts';
import { QUOTE_BODY } from './quote-throughput.ts';
import { type OpenLoopOptions, openLoop } from './open-loop.ts';

export const SETTINGS = {
  seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 15),
  warmUpSeconds: Number(process.env.BENCH_CAPACITY_WARM_UP_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CAPACITY_CONNECTIONS ?? 50),
  /** Customers buying at once in the whole-purchase round. */
  customers: Number(process.env.BENCH_CAPACITY_CUSTOMERS ?? 200),
};
export const SOAT_API = '/soat/api/v1';
/** The holder of every purchase (and so of every policy the consults find). */
const HOLDER = { tipoDocumento: 'CC', numeroDocumento: '1020304050' };

/** A process tree whose CPU is read: its root, and only its processes of `command` when given. */
export interface Watched {
  pid: number | undefined;
  command?: string;
}

/** What is read while a round runs: the watched processes' CPU, the pool's peaks, running counts. */
export interface Probes {
  watched?: Record<string, Watched>;
  metricsUrl?: string;
  counters?: Record<string, () => number>;
}

/** A round's figures: units counted (requests, purchases), their rate, p50 and p99 (ms), errors. */
export interface RoundFigures {
  count: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** µs of CPU per unit and share of a core, by process. */
export type CpuUse = Record<string, { perUnitUs: number; coreShare: number }>;

/** A round's figures with what the probes read: µs of CPU per unit and share of a core, by process. */
export type Measured<Figures extends RoundFigures> = Figures & {
  cpu: CpuUse;
  counted: Record<string, number>;
  pool?: PoolPeaks;
};

const LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';
let plates = 0;
/** A car plate no other request of the run used: BBB000, BBB001, … */
export function nextPlate() {
  const n = plates++;
  const letters = Math.floor(n / 1000);
  const letter = (place: number) => LETTERS[Math.floor(letters / 20 ** place) % 20];
  return `${letter(2)}${letter(1)}${letter(0)}${String(n % 1000).padStart(3, '0')}`;
}

let addresses = 0;
/** 10.0.0.1, 10.0.0.2, …: a client address of its own for every request (or customer). */
export function nextAddress() {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A valid purchase request of a private car starting today in Colombia (UTC−5), as the purchase page sends it. */
export const purchaseBody = (plate = nextPlate()) => ({
  placa: plate,
  vehiculo: QUOTE_BODY.vehiculo,
  inicioVigencia: new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10),
  tomador: {
    ...HOLDER,
    nombres: 'Laura',
    apellidos: 'Gómez Pardo',
    correoElectronico: `cliente.${plate.toLowerCase()}@ejemplo.co`,
    celular: '3001234567',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Bogotá',
  },
  aceptaTerminos: true,
});
export const consultBody = (plate: string, documentNumber: string) => ({
  placa: plate,
  tipoDocumento: 'CC',
  numeroDocumento: documentNumber,
});

/** CPU seconds so far of each watched process tree, by name (`api`, `postgres`, `host`, …). */
function cpuNow(watched: Record<string, Watched>) {
  // this process (the load generator) without its children, the servers
  const self = process.cpuUsage();
  const now: Record<string, number> = { generator: (self.user + self.system) / 1e6 };
  for (const [name, { pid, command }] of Object.entries(watched)) {
    const byCommand = pid === undefined ? {} : treeCpu(pid);
    now[name] = command ? (byCommand[command] ?? 0) : Object.values(byCommand).reduce((a, b) => a + b, 0);
  }
  return now;
}

/**
 * Runs `work` (resolving to { count, ...figures }) while reading the watched processes' CPU and, given
 * a metrics URL, the pool's peaks: adds µs of CPU per unit counted, each process's busy share of a core,
 * and how much each of `counters` (functions answering a running count) grew meanwhile.
 */
async function measured<Figures extends RoundFigures>(
  work: () => Promise<Figures>,
  { watched = {}, metricsUrl, counters = {} }: Probes = {},
): Promise<Measured<Figures>> {
  const stopWatching = metricsUrl ? watchPool(metricsUrl) : null;
  const counted: Record<string, number> = Object.fromEntries(
    Object.entries(counters).map(([name, count]) => [name, count()]),
  );
  const before = cpuNow(watched);
  const started = performance.now();
  const figures = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = cpuNow(watched);
  const cpu: CpuUse = {};
  for (const name of ['generator', ...Object.keys(watched)]) {
    const spent = (after[name] ?? 0) - (before[name] ?? 0);
    cpu[name] = { perUnitUs: (spent * 1e6) / Math.max(1, figures.count), coreShare: spent / seconds };
  }
  for (const [name, count] of Object.entries(counters)) counted[name] = count() - (counted[name] ?? 0);
  return { ...figures, cpu, counted, ...(stopWatching ? { pool: await stopWatching() } : {}) };
}

/** One autocannon round; `target` holds autocannon's options, its `requests` included. */
function round(target: Options, seconds: number) {
  return autocannon({ connections: SETTINGS.connections, ...target, duration: seconds });
}

/**
 * A warm-up round, then the measured one: req/s (average of autocannon's seconds), p50, p99, errors,
 * CPU; `counters` (probes) count over the measured round alone.
 */
export async function loadTarget(target: Options, probes: Probes) {
  await round(target, SETTINGS.warmUpSeconds);
  return measured(async () => {
    const result = await round(target, SETTINGS.seconds);
    return {
      count: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    };
  }, probes);
}

/**
 * A warm-up, then the measured round, both open-loop at `target.rate` (open-loop.ts: latencies from the
 * intended send time; autocannon's paced mode sent each second's share in a burst), with the probes' CPU.
 */
export async function loadOpenLoop(target: Omit<OpenLoopOptions, 'seconds'>, probes: Probes) {
  await openLoop({ ...target, seconds: SETTINGS.warmUpSeconds });
  return measured(() => openLoop({ ...target, seconds: SETTINGS.seconds }), probes);
}

async function call(
  origin: string,
  method: string,
  path: string,
  {
    address,
    json,
    form,
    headers = {},
  }: { address: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
) {
  const body = json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
  const type = json ? 'application/json' : form ? 'application/x-www-form-urlencoded' : undefined;
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'x-forwarded-for': address, ...(type ? { 'content-type': type } : {}), ...headers },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  // the API's answers, read by the few fields the purchase needs
  return { status: response.status, json: (): Record<string, string> => JSON.parse(text), text };
}

/** The approved test card at the sandbox's checkout (api/test/sandbox-gateway/sandbox-fixtures.ts). */
const APPROVED_CARD = { numero: '4242 4242 4242 4242', titular: 'Laura Gómez', vencimiento: '12/39', cvc: '123' };

/**
 * One customer's purchase from their own address: the request, the card payment started, paid at the
 * sandbox's checkout, then its status read as the result page reads it (at once, then every 3 s) until
 * the policy is issued. Answers the API requests it made.
 */
export async function buyPolicy(origin: string, plate = nextPlate()) {
  const address = nextAddress();
  const expect = (answer: Awaited<ReturnType<typeof call>>, status: number, step: string) => {
    if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer;
  };
  const created = await call(origin, 'POST', `${SOAT_API}/solicitudes`, { address, json: purchaseBody(plate) });
  const id = expect(created, 201, 'POST /solicitudes').json().idSolicitudSoat;
  const payment = await call(origin, 'POST', `${SOAT_API}/solicitudes/${id}/pagos`, {
    address,
    json: { metodo: 'TARJETA' },
    headers: { 'idempotency-key': randomUUID() },
  });
  // the gateway's page, wherever the gateway is (capacity-servers.ts: a process of its own)
  const checkout = new URL(expect(payment, 201, 'POST /pagos').json().urlPasarela ?? '');
  expect(await call(checkout.origin, 'POST', checkout.pathname, { address, form: APPROVED_CARD }), 303, 'checkout');
  for (let reads = 1; ; reads += 1) {
    const state = expect(await call(origin, 'GET', `${SOAT_API}/solicitudes/${id}`, { address }), 200, 'GET');
    if (state.json().estado === 'emitida') return 3 + reads;
    if (reads >= 20) throw new Error(`the request ${id} was not issued after ${reads} reads`);
    await sleep(3000);
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * `SETTINGS.customers` customers buying one after another for `seconds`, their first purchases begun over
 * the first 3 s (customers arrive apart, not all at one instant); the purchases begun by then are finished.
 */
async function purchases(origin: string, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const times: number[] = [];
  let requests = 0;
  let errors = 0;
  const customer = async (_customer: unknown, index: number) => {
    await sleep((index * 3000) / SETTINGS.customers);
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const made = await buyPolicy(origin);
        requests += made;
        times.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(`  compra fallida: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SETTINGS.customers }, customer));
  const sorted = times.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    count: sorted.length,
    rps: sorted.length / elapsed,
    requests,
    errors,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/** The jobs a purchase leaves (ADR 040): its emails, its electronic invoice, its RUNT report. */
const PENDING_JOBS = `select
  (select count(*) from email_jobs where sent_at is null and abandoned_at is null)
  + (select count(*) from documentos_electronicos where estado = 'pendiente')
  + (select count(*) from reportes_runt where estado = 'pendiente') as n`;

/** Waits until no purchase's job is pending (at most 10 minutes); answers the seconds waited. */
async function jobsDone(postgresUrl: string) {
  const client = new (pg().Client)({ connectionString: postgresUrl });
  await client.connect();
  const started = performance.now();
  try {
    while (Number((await client.query(PENDING_JOBS)).rows[0]?.n) > 0) {
      if (performance.now() - started > 600_000) throw new Error("the purchases' jobs were not done in 10 minutes");
      await sleep(250);
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/**
 * Whole purchases: a warm-up, its jobs done, then the measured round (purchases a second, the time each
 * took) and its purchases' jobs done (the certificate's and the invoice's emails, the invoice's signing
 * and validation, the RUNT report), which the API's instances run (ADR 040): the CPU per purchase counts
 * them. `requestsCpu` is the CPU per purchase spent until the last purchase was issued (the requests and
 * the jobs that had run by then: the figure before the jobs were waited for).
 */
export async function loadPurchases(origin: string, postgresUrl: string, probes: Probes) {
  await purchases(origin, SETTINGS.warmUpSeconds);
  await jobsDone(postgresUrl);
  const watched = probes.watched ?? {};
  return measured(async () => {
    const before = cpuNow(watched);
    const figures = await purchases(origin, SETTINGS.seconds);
    const after = cpuNow(watched);
    const jobsSeconds = await jobsDone(postgresUrl);
    const requestsCpu = Object.fromEntries(
      Object.keys(after).map((name) => [
        name,
        (((after[name] ?? 0) - (before[name] ?? 0)) * 1e6) / Math.max(1, figures.count),
      ]),
    );
    return { ...figures, jobsSeconds, requestsCpu };
  }, probes);
}

const cacheControlOf = (headers: Record<string, string>) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';

type CacheClass = 'api' | ReturnType<typeof cacheLifetime>;

/** An answer of a first visit: its URL, how it may be cached, its Cache-Control and bytes on the wire. */
export interface VisitAnswer {
  url: string;
  kind: CacheClass;
  cacheControl: string;
  bytes: number;
}

/** How a response may be cached: a year (immutable, a CDN's), revalidated or not stored (the server's), or the API's. */
const cacheClass = (url: string, headers: Record<string, string>, apiOrigin: string): CacheClass =>
  new URL(url).origin === apiOrigin ? 'api' : cacheLifetime(cacheControlOf(headers));

/**
 * A first visit to `url` in Chromium with the cache off, the app started as a visitor starts it (a
 * key press on a prerendered page) until the network is idle: every answer with its bytes on the wire.
 */
export async function firstVisit(url: string, apiOrigin: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const { answers: recorded } = await recordAnswers<Omit<VisitAnswer, 'bytes'>>(page, (response) =>
      /^https?:/.test(response.url)
        ? {
            url: response.url,
            kind: cacheClass(response.url, response.headers, apiOrigin),
            cacheControl: cacheControlOf(response.headers),
          }
        : null,
    );
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')))) {
      await page.keyboard.press('Tab');
      await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    }
    const byKind = {
      immutable: { requests: 0, bytes: 0 },
      short: { requests: 0, bytes: 0 },
      api: { requests: 0, bytes: 0 },
    };
    const answers: VisitAnswer[] = [...recorded.values()].map(({ wire, ...answer }) => ({ ...answer, bytes: wire }));
    for (const { kind, bytes } of answers) {
      byKind[kind].requests += 1;
      byKind[kind].bytes += bytes;
    }
    return { ...byKind, answers: answers.sort((a, b) => a.kind.localeCompare(b.kind)) };
  } finally {
    await browser.close();
  }
}
