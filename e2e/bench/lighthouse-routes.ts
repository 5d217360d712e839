// Lighthouse on the product's routes (the bench's part 2): which routes, their budgets, and the report
// of each against its budget.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { measureStart } from './js-budget.ts';
import { CATEGORIES, type Category, median, runLighthouse } from './lighthouse.ts';
import { apps } from '@soat/web-server/portal-apps';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Issue 23: every product route at least 95 (/home and /tarifas 98), CLS at most 0.02. */
/** Each category's least score and the most layout shift a route may have. */
type Budget = Record<Category, number> & { cls: number };

const BUDGETS: Record<string, Budget> & { home: Budget; remote: Budget } = {
  home: { performance: 98, accessibility: 100, 'best-practices': 95, cls: 0.02 },
  remote: { performance: 95, accessibility: 100, 'best-practices': 95, cls: 0.02 },
  // what people search for ("tarifas SOAT 2026"): as fast as /home
  '/tarifas': { performance: 98, accessibility: 100, 'best-practices': 95, cls: 0.02 },
};

/** A section that needs a query to show its page gets one (an unknown token shows the form's error path). */
const SECTION_QUERIES: Partial<Record<string, string>> = { 'restablecer-clave': '?token=token-de-prueba' };

/**
 * Remotes whose every route is measured, not only the first path of each section; `:id` is a
 * purchase request the bench creates through the API.
 */
const REMOTE_ROUTES: Partial<Record<string, string[]>> = {
  soat: [
    '/tarifas',
    '/soat',
    '/soat/consulta',
    '/soat/mis-polizas',
    // a renewal reminder's unsubscribe link (issue 26): the page asks before it acts
    '/soat/recordatorios?baja=bench',
    '/cotizar-soat/comprar-soat',
    '/cotizar-soat/pagos/realizar-pago-soat/:id',
    '/cotizar-soat/pagos/respuesta-pago-soat/:id',
  ],
  // `:token`: a rating token the bench mints as an integrator
  calificacion: ['/calificacion', '/calificacion?invalid=true', '/calificacion?token=:token'],
};

/**
 * /home and the first path of every section (or every route, see above) of every remote that has been
 * built; only those that start with one of `chosenRoutes` (BENCH_ROUTES) when given.
 */
export function lighthouseRoutes(chosenRoutes: string[] | undefined) {
  const remoteRoutes = Object.entries(apps.remotes)
    // the demo is a developers' tool, not a page of the product: its budget is its lists' timing (8.)
    // nor is the back office (remote-operador): operators' pages, unprerendered and never indexed (ADR 045)
    .filter(([id]) => id !== 'demo' && id !== 'operador')
    .filter(([, remote]) => existsSync(join(repoRoot, remote.folder, 'dist', 'mf-manifest.json')))
    .flatMap(
      ([id, remote]) =>
        REMOTE_ROUTES[id] ?? remote.sections.map((section) => `/${section}${SECTION_QUERIES[section] ?? ''}`),
    );
  const all = ['/home', ...remoteRoutes];
  return chosenRoutes ? all.filter((route) => chosenRoutes.some((path) => route.startsWith(path))) : all;
}

/** Lighthouse on one route against its budget, and how long the app takes to start there. */
export async function reportLighthouse(url: string, route: string, failures: string[]) {
  const path = route.split('?')[0] ?? route;
  const budget = BUDGETS[path] ?? (path === '/home' ? BUDGETS.home : BUDGETS.remote);
  const reportFile = join(
    tmpdir(),
    `soat-lighthouse${path.replaceAll('/', '-')}${route.includes('?') ? `-${route.split('?')[1]?.split('=')[0]}` : ''}.json`,
  );
  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}× en ${route} (móvil por defecto):`);
  const runs = await runLighthouse(`${url}${route}`, { runs: LIGHTHOUSE_RUNS, reportFile });
  for (const run of runs) {
    console.log(
      `  rendimiento ${run.performance}  accesibilidad ${run.accessibility}  buenas prácticas ${run['best-practices']}` +
        `  FCP ${Math.round(run.fcp)} ms  LCP ${Math.round(run.lcp)} ms  TBT ${Math.round(run.tbt)} ms  CLS ${run.cls.toFixed(3)}  SI ${Math.round(run.si)} ms` +
        (run.failing.length ? `  fallan: ${run.failing.join(', ')}` : ''),
    );
  }
  for (const category of CATEGORIES) {
    const score = median(runs.map((run) => run[category]));
    console.log(`  mediana ${category}: ${score} (mínimo ${budget[category]})`);
    if (score < budget[category]) failures.push(`Lighthouse ${category} en ${route}: ${score} < ${budget[category]}`);
  }
  if (route !== '/home') {
    // the page arrived finished; the app starts on first use: how long from a Tab to a running section
    const [fast, slow] = [await measureStart(`${url}${route}`, 1), await measureStart(`${url}${route}`, 4)];
    console.log(
      `  la primera interacción (Tab) arrancó la sección en ${fast} ms; con la CPU 4× más lenta, en ${slow} ms`,
    );
  }
  const cls = median(runs.map((run) => run.cls));
  console.log(`  mediana CLS: ${cls.toFixed(3)} (máximo ${budget.cls}); informe completo: ${reportFile}`);
  if (cls > budget.cls) failures.push(`CLS en ${route}: ${cls.toFixed(3)} > ${budget.cls}`);
}
