// The capacity bench's load (capacity.ts): autocannon rounds (a warm-up, then the measured one) with
// the CPU the loaded processes spent and the database pool's peaks, and whole purchases by concurrent
// customers (capacity-customer.ts) with the jobs they leave.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Options } from 'autocannon';
import { buyPolicy } from './capacity-customer.ts';
import { type PoolPeaks, runQueueWait, type TreeTimes, treeTimes, waitGrowth, watchPool } from './capacity-probes.ts';
import { pg } from './capacity-seed.ts';
import { type OpenLoopOptions, openLoop } from './open-loop.ts';

export const SETTINGS = {
  seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 15),
  warmUpSeconds: Number(process.env.BENCH_CAPACITY_WARM_UP_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CAPACITY_CONNECTIONS ?? 50),
  /** Customers buying at once in the whole-purchase round. */
  customers: Number(process.env.BENCH_CAPACITY_CUSTOMERS ?? 200),
};
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

/**
 * By process: µs of CPU per unit, share of a core, and seconds a second spent ready to run but waiting for
 * a core (the run queue: what the machine's cores, shared by the servers and the load generator, add).
 */
export type CpuUse = Record<string, { perUnitUs: number; coreShare: number; waitShare: number }>;

/** A round's figures with what the probes read: µs of CPU per unit and share of a core, by process. */
export type Measured<Figures extends RoundFigures> = Figures & {
  cpu: CpuUse;
  counted: Record<string, number>;
  pool?: PoolPeaks;
};

/** CPU and run-queue seconds so far of each watched process tree, by name (`api`, `postgres`, `host`, …). */
function cpuNow(watched: Record<string, Watched>) {
  // this process (the load generator) without its children, the servers
  const self = process.cpuUsage();
  const cpu: Record<string, number> = { generator: (self.user + self.system) / 1e6 };
  const wait: Record<string, Record<number, number>> = { generator: { [process.pid]: runQueueWait(process.pid) } };
  const sum = (byCommand: Record<string, number>, command?: string) =>
    command ? (byCommand[command] ?? 0) : Object.values(byCommand).reduce((a, b) => a + b, 0);
  for (const [name, { pid, command }] of Object.entries(watched)) {
    const times: TreeTimes = pid === undefined ? { cpu: {}, wait: {} } : treeTimes(pid);
    cpu[name] = sum(times.cpu, command);
    wait[name] = command ? (times.wait[command] ?? {}) : Object.assign({}, ...Object.values(times.wait));
  }
  return { cpu, wait };
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
    const spent = (after.cpu[name] ?? 0) - (before.cpu[name] ?? 0);
    const waited = waitGrowth(before.wait[name] ?? {}, after.wait[name] ?? {});
    cpu[name] = {
      perUnitUs: (spent * 1e6) / Math.max(1, figures.count),
      coreShare: spent / seconds,
      waitShare: waited / seconds,
    };
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
      Object.keys(after.cpu).map((name) => [
        name,
        (((after.cpu[name] ?? 0) - (before.cpu[name] ?? 0)) * 1e6) / Math.max(1, figures.count),
      ]),
    );
    return { ...figures, jobsSeconds, requestsCpu };
  }, probes);
}
