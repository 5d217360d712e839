// The demo's budgets (issue 11), with the portal started as `npm start` does (DEMO_ENABLED=true):
//   - the product's pages (/home, the purchase page) load nothing from the demo remote's origin,
//     neither as they arrive nor after the first interaction has started the app;
//   - each demo app's list is interactive within 1.5 s of navigation on a 4× slowed CPU: from the
//     click on the app's link in the demo's navigation (the demo open at /demo/inicio, as a developer
//     moves between its apps) until the list is shown and its first row takes the focus, median of
//     three, the mock API's stated delays subtracted. Reported beside it, not budgeted: the same from
//     page.goto of the app's URL in a fresh context (empty cache), the host's own start included;
//   - the gzip size of each app's own chunks and of the mock API with its seed.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path.mjs';
import { median } from './lighthouse.mjs';

export const DEMO_LIST_BUDGET_MS = 1500;
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const TIMEOUT_MS = 30_000;

/**
 * The four apps of issue 11: where each lives, what a row of its list is (a CSS selector inside
 * the page, outside the demo's shell), whether it has a search box, and the mock API's stated
 * delay on the way to its list (SEED-SPEC §7: inventory products answer after 300 ms).
 */
export const DEMO_APPS = [
  {
    id: 'contacts',
    path: '/demo/apps/contacts',
    chunk: 'demo-contacts',
    row: 'ul[aria-label] > li a[href]',
    search: true,
    mockDelayMs: 0,
  },
  {
    id: 'inventory',
    path: '/demo/apps/ecommerce/inventory',
    chunk: 'demo-inventory',
    row: 'table tbody tr button',
    search: true,
    mockDelayMs: 300,
  },
  {
    id: 'file-manager',
    path: '/demo/apps/file-manager',
    chunk: 'demo-file-manager',
    row: 'ul[aria-label] > li a[href], ul[aria-label] > li button',
    search: false,
    mockDelayMs: 0,
  },
  {
    id: 'help-center',
    path: '/demo/apps/help-center',
    chunk: 'demo-help-center',
    row: 'ul[aria-label] > li a[href]',
    search: false,
    mockDelayMs: 0,
  },
];

/** A demo page with the shell but no app (a link of the mock data whose screen is not specified). */
const SHELL_ONLY_PATH = '/demo/inicio';
/** The mock API's handlers and seed, and the libraries only it uses (remote-demo/webpack.config.cjs). */
const MOCK_API_CHUNK = /^demo-mock-api[.-]/;

/** The apps BENCH_ROUTES chooses, by the same rule as the Lighthouse routes: a path the route starts with. */
export function chosenDemoApps(chosen) {
  return chosen ? DEMO_APPS.filter((app) => chosen.some((path) => app.path.startsWith(path))) : DEMO_APPS;
}

const isDemo = (url, demoPort) => {
  try {
    return new URL(url).port === String(demoPort);
  } catch {
    return false;
  }
};
const fileName = (url) => new URL(url).pathname.split('/').pop();
const kbText = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every request a product page sends to the demo's origin: as it arrives (until the network is
 * idle), then once the first interaction (a Tab) has started the app.
 */
export async function demoRequestsOn(url, demoPort) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const requests = [];
    page.on('request', (request) => {
      if (isDemo(request.url(), demoPort)) requests.push(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // idle callbacks and lazy chunks after the load
    const beforeInteraction = [...requests];
    if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')))) {
      await page.keyboard.press('Tab');
      await page.waitForSelector('html[data-app-ready]', { timeout: TIMEOUT_MS });
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    return { beforeInteraction, afterInteraction: requests.slice(beforeInteraction.length) };
  } finally {
    await browser.close();
  }
}

/**
 * Run in the page, polled on every frame: the time since navigation (performance.now()) once a
 * row of the list is shown outside the shell and takes the focus, false before.
 */
function listReady(rowSelector) {
  const main = document.querySelector('main');
  const row = [...(main?.querySelectorAll(rowSelector) ?? [])].find(
    (element) => !element.closest('aside, header, nav') && element.getClientRects().length > 0,
  );
  if (!row) return false;
  row.focus();
  // since the navigation in the page (the click on the app's link) when there was one
  return document.activeElement === row ? performance.now() - (window.benchNavigationStart ?? 0) : false;
}

/** Run in the page: when (ms since navigation) the demo's entry, the app's chunk and the mock API had arrived. */
function phasesOf(appChunk) {
  const arrived = (pattern) => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry) => pattern.test(new URL(entry.name).pathname.split('/').pop()))
      .map((entry) => entry.responseEnd);
    return ends.length ? Math.round(Math.max(...ends)) : null;
  };
  return {
    remoteEntry: arrived(/^remoteEntry\.js$/),
    app: arrived(new RegExp(`^${appChunk}\\.`)),
    mockApi: arrived(/^demo-mock-api[.-]/),
  };
}

/**
 * One navigation to a demo app in a fresh context (empty cache) with the CPU slowed down: ms from
 * navigation to an interactive list, whether its search box took input, and the demo's JS it loaded.
 */
async function measureAppOnce(browser, url, app, demoPort) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files = [];
    page.on('response', (response) => {
      if (isDemo(response.url(), demoPort) && response.request().resourceType() === 'script')
        files.push(response.url());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${app.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(listReady, app.row, { polling: 'raf', timeout: TIMEOUT_MS });
    const ms = Math.round(await handle.jsonValue());
    let searchable = true;
    if (app.search) {
      // outside the timing: the list's own search box (not the shell's, in the header) takes input
      const found = await page.evaluate(() => {
        const input = [...document.querySelectorAll('main input[type="search"]')].find(
          (element) => !element.closest('aside, header, nav'),
        );
        input?.setAttribute('data-bench-search', '');
        return Boolean(input);
      });
      if (found) await page.locator('[data-bench-search]').fill('a');
      searchable = found && (await page.locator('[data-bench-search]').inputValue()) === 'a';
    }
    return { ms, searchable, files, phases: await page.evaluate(phasesOf, app.chunk) };
  } finally {
    await context.close();
  }
}

/**
 * One navigation inside the demo: /demo/inicio open and idle (the shell and the mock API loaded), then
 * the CPU slowed down and the app's link in the demo's navigation clicked: ms to an interactive list.
 */
async function measureInAppNavigationOnce(browser, url, app) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}${SHELL_ONLY_PATH}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1', { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    const link = page.locator(`nav a[href="${app.path}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await link.evaluate((element) => {
      window.benchNavigationStart = performance.now();
      element.click();
    });
    const handle = await page.waitForFunction(listReady, app.row, { polling: 'raf', timeout: TIMEOUT_MS });
    return Math.round(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

/** RUNS navigations inside the demo to each app: the median less the mock's stated delay (the budget). */
async function measureInAppNavigations(url, apps) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const results = new Map();
    for (const app of apps) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureInAppNavigationOnce(browser, url, app));
      results.set(app.id, { runs, netMs: median(runs) - app.mockDelayMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** RUNS navigations to each app: the median, the same less the mock's stated delay, and its demo JS. */
export async function measureDemoApps(url, demoPort, apps) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const results = [];
    for (const app of apps) {
      const runs = [];
      let error = null;
      for (let run = 0; run < RUNS && !error; run++) {
        try {
          runs.push(await measureAppOnce(browser, url, app, demoPort));
        } catch (caught) {
          error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
        }
      }
      const msRuns = runs.map((run) => run.ms);
      const medianMs = error ? null : median(msRuns);
      results.push({
        app,
        msRuns,
        medianMs,
        netMs: medianMs === null ? null : medianMs - app.mockDelayMs,
        searchable: runs.every((run) => run.searchable),
        phases: runs.find((run) => run.ms === medianMs)?.phases,
        files: runs[0]?.files ?? [],
        error,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The demo's JS for a page with the shell and no app: what every app has in common. */
async function shellFiles(url, demoPort) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const files = [];
    page.on('response', (response) => {
      if (isDemo(response.url(), demoPort) && response.request().resourceType() === 'script')
        files.push(response.url());
    });
    await page.goto(`${url}${SHELL_ONLY_PATH}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1', { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    return new Set(files);
  } finally {
    await browser.close();
  }
}

const gzipSizes = new Map();
async function gzipSize(fileUrl) {
  if (!gzipSizes.has(fileUrl)) {
    const body = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
    gzipSizes.set(fileUrl, gzipSync(body, { level: 9 }).length);
  }
  return gzipSizes.get(fileUrl);
}

async function describeFiles(urls) {
  const files = [];
  for (const url of urls) files.push({ name: fileName(url), gzip: await gzipSize(url) });
  return files;
}
const listFiles = (files) => files.map((file) => `${file.name} ${kbText(file.gzip)}`).join(', ');
const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/** The product's pages with the demo enabled: nothing from the demo's origin. Answers the failures. */
export async function reportDemoOnProductPages(url, demoPort, pages) {
  const failures = [];
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
export async function reportDemoApps(url, demoPort, apps) {
  const failures = [];
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

  const results = await measureDemoApps(url, demoPort, apps);
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
      `    en la mediana, llegaron: remoteEntry.js de la demo a los ${phases.remoteEntry} ms, ${app.chunk} a los ${phases.app} ms, ` +
        `la API simulada a los ${phases.mockApi} ms (después: evaluarla, responder y pintar)`,
    );
    if (!result.searchable) {
      console.log(`    su caja de búsqueda no aceptó texto`);
      failures.push(`demo ${app.path}: la caja de búsqueda de la lista no aceptó texto`);
    }
  }

  const shell = await shellFiles(url, demoPort);
  const measured = results.filter((result) => result.files.length);
  const mockApi = await describeFiles(
    [...new Set(measured.flatMap((result) => result.files))].filter((file) => MOCK_API_CHUNK.test(fileName(file))),
  );
  console.log(`\nDemo: JS propio de cada aplicación (gzip; más allá de lo que carga ${SHELL_ONLY_PATH}):`);
  for (const result of measured) {
    const own = (
      await describeFiles(result.files.filter((file) => !shell.has(file) && !MOCK_API_CHUNK.test(fileName(file))))
    ).sort((a, b) => b.gzip - a.gzip);
    console.log(`  ${result.app.id}: ${kbText(sum(own))} (${listFiles(own) || 'nada'})`);
  }
  const shellOnly = await describeFiles([...shell].filter((file) => !MOCK_API_CHUNK.test(fileName(file))));
  console.log(
    `  común (remoteEntry, rutas, marco de la demo): ${kbText(sum(shellOnly))} en ${shellOnly.length} archivos`,
  );
  console.log(`  API simulada y semilla: ${kbText(sum(mockApi))} (${listFiles(mockApi) || 'no se cargó'})`);
  return failures;
}
