// The quote endpoint's throughput against a bare Fastify route on the same
// machine in the same run (autocannon, as Fastify measures itself: a warm-up
// round, then measured rounds). Budgets (issue 23, restated in ADR 019): the
// quote's own route, served by the API with its protections left out, at least
// 60 % of the bare route's requests per second; the protections together (the
// API whole against the API without any) at most PROTECTIONS_BUDGET_US of CPU
// per request; no errors. Reported, not budgeted: the quote on the API whole
// (every protection on) against the bare route, its p99, the same bare route
// served by the API, and what each protection costs the quote, in µs of CPU
// per request: the API whole against the API without it, each in a child
// process of its own (quote-servers.ts <variant>).
// Alone: `node e2e/bench/quote-throughput.ts` (the API built: api/dist), or
// BENCH_QUOTE_ONLY=1 with bench.ts. BENCH_QUOTE_PROTECTIONS=0 skips the costs.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_QUOTE_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
// The protections' costs are differences of a few µs on a shared machine: each variant is measured
// in several short rounds, each time beside the API whole, and the median of each figure kept.
const COST_ROUNDS = Number(process.env.BENCH_QUOTE_ROUNDS ?? 3);
const COST_SECONDS = Number(process.env.BENCH_QUOTE_COST_SECONDS ?? 3);
// V8 keeps optimizing a server's code for several seconds of load: each variant gets this much first,
// as the API whole gets more in its pairs. (It did not remove the bias seen with 3 s: a variant without
// the request id still comes out dearer than the API whole in most runs; see ADR 019.)
const COST_WARM_UP_SECONDS = Number(process.env.BENCH_QUOTE_COST_WARM_UP_SECONDS ?? 10);
export const QUOTE_SHARE_BUDGET = 0.6;
// The protections together measured 61–67 µs a request in this part's runs (ADR 019, third pass; the
// log line 14–38 of it): the budget leaves room for the machine's noise (±10–20 µs a figure) and fails
// when they grow by a second log line's worth.
export const PROTECTIONS_BUDGET_US = 85;

/** A car any customer could quote: the body the purchase page sends. */
export const QUOTE_BODY = {
  placa: 'BEN123',
  vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
};
// The portal's pages call the API from their own origin, so every request of theirs carries it (and
// CORS answers it): one of the origins the API allows by default (the host's).
const PORTAL_ORIGIN = 'http://localhost:3000';
const QUOTE_PATH = '/soat/api/v1/cotizaciones';

/** One load's figures: requests per second, p99 (ms), errors, the server's µs of CPU per request. */
interface Load {
  rps: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
  /** A variant's: the API whole's CPU per request less its own. */
  cost?: number;
}

/** A figure's median over the rounds (errors summed). */
type Summary = Load;

/** The servers of one set (quote-servers.ts) in a child process: their ports, its CPU time, stop. */
async function startServers(set: string) {
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
const warmUp = (url: string, seconds = WARM_UP_SECONDS) => autocannon({ ...loadOptions(url), duration: seconds });

/** Loads `url` for `seconds`: requests per second, p99, errors and the child's CPU per request. */
async function load(url: string, cpu: () => Promise<number>, seconds: number): Promise<Load> {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Measures the budget's four servers in turn, in rounds of SECONDS / COST_ROUNDS each (none takes the
 * machine's quiet moment alone): each figure is the median over the rounds, and each share and the
 * protections' cost the median of the rounds' own. The quote without protections runs in a process of
 * its own (`none`), so its CPU time is its alone.
 */
export async function measureQuoteThroughput() {
  const budget = await startServers('budget');
  const none = await startServers('none');
  try {
    const targets: Record<'bare' | 'quote' | 'route' | 'apiBare', [string, () => Promise<number>]> = {
      bare: [`http://127.0.0.1:${budget.ports.bare}/bare`, budget.cpu],
      quote: [`http://127.0.0.1:${budget.ports.api}${QUOTE_PATH}`, budget.cpu],
      route: [`http://127.0.0.1:${none.ports.api}${QUOTE_PATH}`, none.cpu],
      apiBare: [`http://127.0.0.1:${budget.ports.api}/ruta-minima`, budget.cpu],
    };
    for (const [url] of Object.values(targets)) await warmUp(url);
    type TargetName = keyof typeof targets;
    const rounds: Record<TargetName, Load>[] = [];
    for (let round = 0; round < COST_ROUNDS; round += 1) {
      // one figure for each target, filled just below
      const figures = {} as Record<TargetName, Load>;
      for (const [name, [url, cpu]] of Object.entries(targets) as [TargetName, [string, () => Promise<number>]][])
        figures[name] = await load(url, cpu, SECONDS / COST_ROUNDS);
      rounds.push(figures);
    }
    const summary = (runs: Load[]): Summary => ({
      rps: median(runs.map((run) => run.rps)),
      p99: median(runs.map((run) => run.p99)),
      cpuPerRequest: median(runs.map((run) => run.cpuPerRequest)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    });
    return {
      ...(Object.fromEntries(
        (Object.keys(targets) as TargetName[]).map((name) => [name, summary(rounds.map((figures) => figures[name]))]),
      ) as Record<TargetName, Summary>),
      share: median(rounds.map((figures) => figures.quote.rps / figures.bare.rps)),
      routeShare: median(rounds.map((figures) => figures.route.rps / figures.bare.rps)),
      protectionsCost: median(rounds.map((figures) => figures.quote.cpuPerRequest - figures.route.cpuPerRequest)),
    };
  } finally {
    budget.stop();
    none.stop();
  }
}

/** The API's variants, each in a process of its own (quote-servers.ts): whole, one protection left out, none. */
const VARIANTS = [
  'whole',
  'request-log',
  'request-id',
  'helmet',
  'cors',
  'rate-limit',
  'control-characters',
  'utf8-json',
  'none',
];
// BENCH_QUOTE_VARIANTS=whole,cors measures those alone (the API whole is always among them)
const chosenVariants = process.env.BENCH_QUOTE_VARIANTS?.split(',').map((variant) => variant.trim());
const variants = VARIANTS.filter(
  (variant) => variant === 'whole' || !chosenVariants || chosenVariants.includes(variant),
);

/** The quote on the API whole, on the API without each protection in turn, and without any. */
export async function measureProtectionCosts() {
  // started one after another: each opens a database of its own, and nine at once on a busy machine
  // outlast the API's plugin timeout
  const children: Awaited<ReturnType<typeof startServers>>[] = [];
  try {
    for (const variant of variants) children.push(await startServers(variant));
    const servers = variants.map((name, index) => {
      // one child per variant, in the same order
      const { ports, cpu } = children[index] as (typeof children)[number];
      return { name, cpu, url: `http://127.0.0.1:${ports.api}${QUOTE_PATH}` };
    });
    for (const { url } of servers) await warmUp(url, COST_WARM_UP_SECONDS);
    // Each variant is paired with the API whole measured right after it, and its cost is the
    // difference within the pair: the machine's load drifts over minutes, a pair shares its moment.
    const [whole, ...others] = servers;
    if (!whole) throw new Error('no variant of the API to measure');
    const rounds: Record<string, Load | Load[]>[] = [];
    for (let round = 0; round < COST_ROUNDS; round += 1) {
      const wholeRuns: Load[] = [];
      const figures: Record<string, Load | Load[]> = { whole: wholeRuns };
      for (const other of others) {
        const own = await load(other.url, other.cpu, COST_SECONDS);
        figures[other.name] = own;
        const paired = await load(whole.url, whole.cpu, COST_SECONDS);
        wholeRuns.push(paired);
        own.cost = paired.cpuPerRequest - own.cpuPerRequest;
      }
      rounds.push(figures);
    }
    // each figure's median over the rounds (the whole's over every pair); errors summed
    const summary = (runs: Load[]): Summary => ({
      rps: median(runs.map((run) => run.rps)),
      p99: median(runs.map((run) => run.p99)),
      cpuPerRequest: median(runs.map((run) => run.cpuPerRequest)),
      cost: runs[0]?.cost === undefined ? undefined : median(runs.map((run) => run.cost ?? Number.NaN)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    });
    return Object.fromEntries(
      servers.map(({ name }) => [name, summary(rounds.flatMap((figures) => figures[name] ?? []))]),
    ) as Record<string, Summary> & { whole: Summary };
  } finally {
    for (const { stop } of children) stop();
  }
}

const round = (value: number) => Math.round(value);
const line = (name: string, figures: Summary) =>
  `  ${name}: ${round(figures.rps)} peticiones/s, p99 ${figures.p99} ms, errores ${figures.errors},` +
  ` CPU ${round(figures.cpuPerRequest)} µs por petición`;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

/** What each protection is called in the report, in the order quote-servers.ts starts them. */
const PROTECTION_NAMES: Partial<Record<string, string>> = {
  'request-log': 'registro de la petición (pino)',
  'request-id': 'id de petición (X-Request-Id)',
  helmet: 'cabeceras de seguridad (helmet)',
  cors: 'CORS',
  'rate-limit': 'límite global por dirección',
  'control-characters': 'caracteres de control',
  'utf8-json': 'JSON en UTF-8 y anidamiento',
};

/** Prints the budget's figures and adds to `failures` what misses it. */
export async function reportQuoteBudget(failures: string[]) {
  const { bare, quote, route, apiBare, share, routeShare, protectionsCost } = await measureQuoteThroughput();
  console.log(
    `\nCotización (POST ${QUOTE_PATH}) frente a una ruta Fastify mínima (autocannon, ${CONNECTIONS} conexiones,` +
      ` ${SECONDS} s cada una en ${COST_ROUNDS} rondas alternadas, mediana; origen ${PORTAL_ORIGIN}):`,
  );
  console.log(line('ruta mínima                  ', bare));
  console.log(line('cotización, API entera       ', quote));
  console.log(line('cotización, sin protecciones ', route));
  console.log(line('ruta mínima, en la API       ', apiBare));
  console.log(
    `  la ruta de la cotización (sin protecciones) atiende el ${percent(routeShare)} de la ruta mínima` +
      ` (mínimo ${percent(QUOTE_SHARE_BUDGET)})`,
  );
  console.log(
    `  las protecciones juntas cuestan ${round(protectionsCost)} µs de CPU por petición` +
      ` (máximo ${PROTECTIONS_BUDGET_US} µs; ADR 019)`,
  );
  console.log(
    `  informativo: con todas las protecciones, la cotización atiende el ${percent(share)} de la ruta mínima`,
  );
  // what the share would be with the server alone on its core: the machine's other load cancels out
  console.log(
    `  en CPU por petición la ruta mínima cuesta el ${percent(bare.cpuPerRequest / quote.cpuPerRequest)} de la cotización` +
      ` entera y el ${percent(bare.cpuPerRequest / route.cpuPerRequest)} de la cotización sin protecciones` +
      ' (la parte que atendería con el servidor solo en su núcleo)',
  );
  console.log(
    `  informativo: la cotización atiende el ${percent(quote.rps / apiBare.rps)} de la misma ruta servida por la API;` +
      ` la API (registros, cabeceras de seguridad, CORS, límites) la sirve al ${percent(apiBare.rps / bare.rps)}`,
  );
  if (routeShare < QUOTE_SHARE_BUDGET)
    failures.push(
      `cotización sin protecciones: ${percent(routeShare)} de la ruta mínima < ${percent(QUOTE_SHARE_BUDGET)}`,
    );
  if (protectionsCost > PROTECTIONS_BUDGET_US)
    failures.push(`protecciones: ${round(protectionsCost)} µs por petición > ${PROTECTIONS_BUDGET_US} µs`);
  for (const [name, figures] of [
    ['cotización', quote],
    ['cotización sin protecciones', route],
  ] as const)
    if (figures.errors > 0) failures.push(`${name}: ${figures.errors} respuestas con error bajo carga`);
}

/** Prints what each protection costs the quote (reported, not budgeted). */
export async function reportProtectionCosts() {
  const { whole, none, ...without } = await measureProtectionCosts();
  console.log(
    '\nCosto de cada protección en la cotización, en µs de CPU por petición' +
      ` (la API entera menos la API sin ella, medidas una tras otra, cada una en su proceso; mediana de ${COST_ROUNDS} rondas de ${COST_SECONDS} s):`,
  );
  console.log(line('API entera          ', whole));
  for (const [name, figures] of Object.entries(without)) {
    const { cost } = figures;
    console.log(
      `  ${PROTECTION_NAMES[name] ?? name}: ${round(cost ?? Number.NaN)} µs` +
        ` (sin ella: ${round(figures.rps)} peticiones/s, p99 ${figures.p99} ms, errores ${figures.errors},` +
        ` CPU ${round(figures.cpuPerRequest)} µs)`,
    );
  }
  if (none)
    console.log(
      `  todas juntas: ${round(none.cost ?? Number.NaN)} µs` +
        ` (sin ninguna: ${round(none.rps)} peticiones/s, p99 ${none.p99} ms, errores ${none.errors},` +
        ` CPU ${round(none.cpuPerRequest)} µs)`,
    );
}

/** Both parts, as bench.ts runs them. */
export async function reportQuoteThroughput(failures: string[]) {
  await reportQuoteBudget(failures);
  if (process.env.BENCH_QUOTE_PROTECTIONS !== '0') await reportProtectionCosts();
}

// `node e2e/bench/quote-throughput.ts`: this part of the bench alone
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failures: string[] = [];
  await reportQuoteThroughput(failures);
  if (failures.length) {
    console.error(`\nPresupuestos incumplidos:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nEl presupuesto de la cotización se cumple.');
}
