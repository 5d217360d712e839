// The demo's budgets (issue 11), with the portal started as `npm start` does (DEMO_ENABLED=true):
//   - the product's pages (/home, the purchase page) load nothing from the demo remote's origin,
//     neither as they arrive nor after the first interaction has started the app;
//   - each demo app's list is interactive within 1.5 s of navigation on a 4× slowed CPU: from the
//     click on the app's link in the demo's navigation (the demo open at /demo/inicio, as a developer
//     moves between its apps) until the list is shown and its first row takes the focus, median of
//     three, the mock API's stated delays subtracted. Reported beside it, not budgeted: the same from
//     page.goto of the app's URL in a fresh context (empty cache), the host's own start included;
//   (the gzip size of each app's own chunks, and of the mock API with its seed: demo-app-sizes.ts)
import { median } from './lighthouse.ts';
import {
  CPU_SLOWDOWN,
  type DemoApp,
  demoRequestsOn,
  measureDemoApps,
  measureInAppNavigations,
  RUNS,
  SHELL_ONLY_PATH,
} from './demo-measure.ts';

export { chosenDemoApps } from './demo-measure.ts';

export const DEMO_LIST_BUDGET_MS = 1500;

/** The product's pages with the demo enabled: nothing from the demo's origin. Answers the failures. */
export async function reportDemoOnProductPages(url: string, demoPort: number, pages: string[]) {
  const failures: string[] = [];
  console.log(`\nArchivos de la demo (origen :${demoPort}, DEMO_ENABLED=true) en las páginas del producto:`);
  for (const path of pages) {
    const { beforeInteraction, afterInteraction } = await demoRequestsOn(`${url}${path}`, demoPort);
    console.log(
      `  ${path}: ${beforeInteraction.length} al llegar, ${afterInteraction.length} después de la primera interacción`,
    );
    for (const request of [...beforeInteraction, ...afterInteraction]) console.log(`    ${request}`);
    if (beforeInteraction.length + afterInteraction.length > 0)
      failures.push(
        `${path} cargó ${beforeInteraction.length + afterInteraction.length} archivos de la demo (deben ser 0)`,
      );
  }
  return failures;
}

/** Each app's list on a slowed CPU against the budget, and the demo's chunks. Answers the failures. */
export async function reportDemoApps(url: string, apps: DemoApp[]) {
  const failures: string[] = [];
  let inApp;
  try {
    inApp = await measureInAppNavigations(url, apps);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    failures.push(`demo: la navegación entre aplicaciones no llegó a una lista interactiva (${reason})`);
    inApp = new Map();
  }
  console.log(
    `\nDemo: del clic en el enlace de la aplicación (navegación de la demo, desde ${SHELL_ONLY_PATH}) a la lista interactiva ` +
      `(mostrada y su primera fila enfocable), CPU ${CPU_SLOWDOWN}× más lenta, mediana de ${RUNS} ` +
      `(presupuesto ${DEMO_LIST_BUDGET_MS} ms sin las demoras declaradas del mock):`,
  );
  for (const app of apps) {
    const figures = inApp.get(app.id);
    if (!figures) continue;
    const delay = app.mockDelayMs ? ` (${figures.netMs} ms sin la demora de ${app.mockDelayMs} ms)` : '';
    console.log(`  ${app.path}: ${figures.runs.join(', ')} ms → mediana ${median(figures.runs)} ms${delay}`);
    if (figures.netMs > DEMO_LIST_BUDGET_MS)
      failures.push(`demo ${app.path}: lista interactiva en ${figures.netMs} ms > ${DEMO_LIST_BUDGET_MS}`);
  }

  const results = await measureDemoApps(url, apps);
  console.log(
    `\nDemo: de page.goto a la lista interactiva, caché vacía, CPU ${CPU_SLOWDOWN}× más lenta, mediana de ${RUNS} ` +
      `(informativo: incluye el arranque del host y de la demo):`,
  );
  for (const result of results) {
    const { app } = result;
    if (result.error) {
      console.log(`  ${app.path}: la lista no quedó interactiva (${result.error})`);
      failures.push(`demo ${app.path}: la lista no quedó interactiva (${result.error})`);
      continue;
    }
    const delay = app.mockDelayMs
      ? `; ${result.netMs} ms sin la demora de ${app.mockDelayMs} ms de api/apps/ecommerce/inventory/products`
      : '';
    console.log(`  ${app.path}: ${result.msRuns.join(', ')} ms → mediana ${result.medianMs} ms${delay}`);
    const { phases } = result;
    console.log(
      `    en la mediana, llegaron: remoteEntry.js de la demo a los ${phases?.remoteEntry} ms, ${app.chunk} a los ${phases?.app} ms, ` +
        `la API simulada a los ${phases?.mockApi} ms (después: evaluarla, responder y pintar)`,
    );
    if (!result.searchable) {
      console.log(`    su caja de búsqueda no aceptó texto`);
      failures.push(`demo ${app.path}: la caja de búsqueda de la lista no aceptó texto`);
    }
  }

  return failures;
}
