// What each protection of the API costs the quote, in µs of CPU per request (reported, not budgeted; ADR
// 019): the API whole against the API without it, each in a child process of its own (quote-servers.ts
// <variant>), measured in pairs. Run by quote-throughput.ts; BENCH_QUOTE_PROTECTIONS=0 skips it.
import {
  COST_ROUNDS,
  QUOTE_PATH,
  line,
  load,
  median,
  round,
  startServers,
  warmUp,
  type Load,
  type Summary,
} from './quote-load.ts';

const COST_SECONDS = Number(process.env.BENCH_QUOTE_COST_SECONDS ?? 3);
// V8 keeps optimizing a server's code for several seconds of load: each variant gets this much first,
// as the API whole gets more in its pairs. (It did not remove the bias seen with 3 s: a variant without
// the request id still comes out dearer than the API whole in most runs; see ADR 019.)
const COST_WARM_UP_SECONDS = Number(process.env.BENCH_QUOTE_COST_WARM_UP_SECONDS ?? 10);
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
