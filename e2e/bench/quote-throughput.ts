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
// process of its own (quote-protections.ts, quote-servers.ts <variant>).
// The servers and the load: quote-load.ts.
// Alone: `node e2e/bench/quote-throughput.ts` (the API built: api/dist), or
// BENCH_QUOTE_ONLY=1 with bench.ts. BENCH_QUOTE_PROTECTIONS=0 skips the costs.
import { pathToFileURL } from 'node:url';
import { printMachineSpeed } from './machine-speed.ts';
import { reportProtectionCosts } from './quote-protections.ts';
import {
  CONNECTIONS,
  COST_ROUNDS,
  PORTAL_ORIGIN,
  QUOTE_PATH,
  SECONDS,
  line,
  load,
  median,
  percent,
  round,
  startServers,
  warmUp,
  type Load,
  type Summary,
} from './quote-load.ts';

export const QUOTE_SHARE_BUDGET = 0.6;
// The protections together measured 61–67 µs a request in this part's runs (ADR 019, third pass; the
// log line 14–38 of it): the budget leaves room for the machine's noise (±10–20 µs a figure) and fails
// when they grow by a second log line's worth.
export const PROTECTIONS_BUDGET_US = 85;

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

/** Both parts, as bench.ts runs them. */
export async function reportQuoteThroughput(failures: string[]) {
  printMachineSpeed('cotización');
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
