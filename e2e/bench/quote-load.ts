// The quote's load in the bench (quote-throughput.ts, quote-protections.ts): the servers of a set in a
// child process of their own (quote-servers.ts), autocannon's rounds against them with the child's CPU,
// and the figures' medians and report lines.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_QUOTE_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
// The protections' costs are differences of a few µs on a shared machine: each variant is measured
// in several short rounds, each time beside the API whole, and the median of each figure kept.
export const COST_ROUNDS = Number(process.env.BENCH_QUOTE_ROUNDS ?? 3);

/** A car any customer could quote: the body the purchase page sends. */
export const QUOTE_BODY = {
  placa: 'BEN123',
  vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
};
// The portal's pages call the API from their own origin, so every request of theirs carries it (and
// CORS answers it): one of the origins the API allows by default (the host's).
export const PORTAL_ORIGIN = 'http://localhost:3000';
export const QUOTE_PATH = '/soat/api/v1/cotizaciones';

/** One load's figures: requests per second, p99 (ms), errors, the server's µs of CPU per request. */
export interface Load {
  rps: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
  /** A variant's: the API whole's CPU per request less its own. */
  cost?: number;
}

/** A figure's median over the rounds (errors summed). */
export type Summary = Load;

/** The servers of one set (quote-servers.ts) in a child process: their ports, its CPU time, stop. */
export async function startServers(set: string) {
  // the API's log lines go to /dev/null: written as in production, never read by this process
  const child = spawn(process.execPath, [new URL('./quote-servers.ts', import.meta.url).pathname, set], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`the bench's servers stopped (exit ${code})`))),
  );
  const next = <Value>(key: string) =>
    Promise.race([
      new Promise<Value>((resolve) => child.once('message', (m: Record<string, Value>) => resolve(m[key] as Value))),
      exited,
    ]);
  const ports = await next<Record<string, number>>('ports');
  /** CPU time of the child so far, in µs (every thread). */
  const cpu = async () => {
    const answer = next<NodeJS.CpuUsage>('cpu');
    child.send('cpu');
    const { user, system } = await answer;
    return user + system;
  };
  return { ports, cpu, stop: () => child.kill('SIGTERM') };
}

const loadOptions = (url: string) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: PORTAL_ORIGIN },
  body: JSON.stringify(QUOTE_BODY),
  connections: CONNECTIONS,
});
export const warmUp = (url: string, seconds = WARM_UP_SECONDS) =>
  autocannon({ ...loadOptions(url), duration: seconds });

/** Loads `url` for `seconds`: requests per second, p99, errors and the child's CPU per request. */
export async function load(url: string, cpu: () => Promise<number>, seconds: number): Promise<Load> {
  const before = await cpu();
  const result = await autocannon({ ...loadOptions(url), duration: seconds });
  const cpuMicroseconds = (await cpu()) - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: cpuMicroseconds / Math.max(1, result.requests.total),
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const round = (value: number) => Math.round(value);
export const line = (name: string, figures: Summary) =>
  `  ${name}: ${round(figures.rps)} peticiones/s, p99 ${figures.p99} ms, errores ${figures.errors},` +
  ` CPU ${round(figures.cpuPerRequest)} µs por petición`;
export const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
