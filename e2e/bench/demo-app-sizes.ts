// The demo's JS budgets (issue 12), each app's first page opened in Chromium on an empty cache:
//   - each app's own JS, beyond what the demo's shell alone loads (/demo/inicio) and beside the mock
//     API's chunks, is at most 80 KB gzip;
//   - the chart code (visx and d3, remote-demo's `demo-dashboards-vendors` chunk) is loaded on the
//     dashboards and on no other page of the demo.
import { type Browser, chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { describeFiles, fileName, hasChartCode, kbText, listFiles, MOCK_API_CHUNK, sum } from './demo-files.ts';
import { demoScriptsOf, SHELL_ONLY_PATH, shellFiles } from './demo-measure.ts';

export const APP_JS_BUDGET_BYTES = 80 * 1024;
const TIMEOUT_MS = 30_000;

/** The first page of every app of the demo; `charts` where the chart code belongs. */
export const DEMO_PAGES = [
  ...['contacts', 'ecommerce/inventory', 'file-manager', 'help-center'].map((app) => `/demo/apps/${app}`),
  ...['mailbox', 'notes', 'scrumboard', 'tasks', 'academy', 'chat'].map((app) => `/demo/apps/${app}`),
  '/demo/pages/activities',
  '/demo/ui/icons/heroicons-outline',
].map((path) => ({ path, charts: false }));
for (const name of ['project', 'analytics', 'finance', 'crypto'])
  DEMO_PAGES.push({ path: `/demo/dashboards/${name}`, charts: true });

/** The pages BENCH_ROUTES chooses: a path the route starts with. */
export const chosenDemoPages = (chosen: string[] | undefined) =>
  chosen ? DEMO_PAGES.filter((page) => chosen.some((path) => page.path.startsWith(path))) : DEMO_PAGES;

/** The demo's scripts one page loads until its heading is shown and the network is idle. */
async function scriptsOfPage(browser: Browser, url: string, demoPort: number) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files = demoScriptsOf(page, demoPort);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1', { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // chunks asked for after the first paint of the data
    return [...files];
  } finally {
    await context.close();
  }
}

/** Reports each page's own JS and where the chart code went; answers the failures. */
export async function reportDemoAppSizes(url: string, demoPort: number, pages: { path: string; charts: boolean }[]) {
  const failures: string[] = [];
  const shell = await shellFiles(url, demoPort);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const mockApiFiles = new Set<string>();
  console.log(
    `\nDemo: JS propio de cada aplicación (gzip; más allá de lo que carga ${SHELL_ONLY_PATH} y sin la API simulada; ` +
      `presupuesto ${kbText(APP_JS_BUDGET_BYTES)}), y el código de los gráficos solo en los paneles:`,
  );
  try {
    for (const { path, charts } of pages) {
      let files;
      try {
        files = await scriptsOfPage(browser, `${url}${path}`, demoPort);
      } catch (error) {
        failures.push(
          `demo ${path}: la página no cargó (${error instanceof Error ? error.message.split('\n')[0] : error})`,
        );
        continue;
      }
      for (const file of files) if (MOCK_API_CHUNK.test(fileName(file))) mockApiFiles.add(file);
      const ownUrls = files.filter((file) => !shell.has(file) && !MOCK_API_CHUNK.test(fileName(file)));
      const own = (await describeFiles(ownUrls)).sort((a, b) => b.gzip - a.gzip);
      const chartFiles = [];
      for (const file of files) if (await hasChartCode(file)) chartFiles.push(fileName(file));
      const chartText = chartFiles.length ? `; gráficos: ${chartFiles.join(', ')}` : '';
      console.log(`  ${path}: ${kbText(sum(own))} (${listFiles(own) || 'nada'})${chartText}`);
      if (sum(own) > APP_JS_BUDGET_BYTES)
        failures.push(`demo ${path}: ${kbText(sum(own))} de JS propio > ${kbText(APP_JS_BUDGET_BYTES)}`);
      if (!charts && chartFiles.length)
        failures.push(`demo ${path}: cargó el código de los gráficos (${chartFiles.join(', ')})`);
      if (charts && !chartFiles.length)
        failures.push(`demo ${path}: no se encontró el código de los gráficos (¿cambió el nombre de su chunk?)`);
    }
  } finally {
    await browser.close();
  }
  const shellOnly = await describeFiles([...shell].filter((file) => !MOCK_API_CHUNK.test(fileName(file))));
  const mockApi = await describeFiles([...mockApiFiles]);
  console.log(
    `  común (remoteEntry, rutas, marco de la demo): ${kbText(sum(shellOnly))} en ${shellOnly.length} archivos`,
  );
  console.log(`  API simulada y semilla: ${kbText(sum(mockApi))} (${listFiles(mockApi) || 'no se cargó'})`);
  return failures;
}
