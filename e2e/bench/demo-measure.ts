// The demo's pages in Chromium for demo-budget.ts: which apps, the requests a product page sends to
// the demo's origin, and how long each app's list takes to be interactive on a slowed CPU.
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { median } from './lighthouse.ts';

export const CPU_SLOWDOWN = 4;
export const RUNS = 3;
const TIMEOUT_MS = 30_000;

/** One app of the demo as the bench opens it (see DEMO_APPS). */
export interface DemoApp {
  id: string;
  path: string;
  chunk: string;
  row: string;
  search: boolean;
  mockDelayMs: number;
}

declare global {
  interface Window {
    /** When the bench clicked an app's link in the demo's navigation (performance.now()). */
    benchNavigationStart?: number;
  }
}

/**
 * The four apps of issue 11: where each lives, what a row of its list is (a CSS selector inside
 * the page, outside the demo's shell), whether it has a search box, and the mock API's stated
 * delay on the way to its list (the template's inventory products answer after 300 ms).
 */
export const DEMO_APPS: DemoApp[] = [
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
export const SHELL_ONLY_PATH = '/demo/inicio';

/** The apps BENCH_ROUTES chooses, by the same rule as the Lighthouse routes: a path the route starts with. */
export function chosenDemoApps(chosen: string[] | undefined) {
  return chosen ? DEMO_APPS.filter((app) => chosen.some((path) => app.path.startsWith(path))) : DEMO_APPS;
}

export const isDemo = (url: string, demoPort: number) => {
  try {
    return new URL(url).port === String(demoPort);
  } catch {
    return false;
  }
};

/** The demo's scripts `page` fetches from now on (an array that fills as they arrive). */
export function demoScriptsOf(page: Page, demoPort: number) {
  const files: string[] = [];
  page.on('response', (response) => {
    if (isDemo(response.url(), demoPort) && response.request().resourceType() === 'script') files.push(response.url());
  });
  return files;
}

/**
 * Every request a product page sends to the demo's origin: as it arrives (until the network is
 * idle), then once the first interaction (a Tab) has started the app.
 */
export async function demoRequestsOn(url: string, demoPort: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const requests: string[] = [];
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
function listReady(rowSelector: string) {
  const main = document.querySelector('main');
  const row = [...(main?.querySelectorAll<HTMLElement>(rowSelector) ?? [])].find(
    (element) => !element.closest('aside, header, nav') && element.getClientRects().length > 0,
  );
  if (!row) return false;
  row.focus();
  // since the navigation in the page (the click on the app's link) when there was one
  return document.activeElement === row ? performance.now() - (window.benchNavigationStart ?? 0) : false;
}

/** Run in the page: when (ms since navigation) the demo's entry, the app's chunk and the mock API had arrived. */
function phasesOf(appChunk: string) {
  const arrived = (pattern: RegExp) => {
    const ends = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => pattern.test(new URL(entry.name).pathname.split('/').pop() ?? ''))
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
 * navigation to an interactive list, and whether its search box took input.
 */
async function measureAppOnce(browser: Browser, url: string, app: DemoApp) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${app.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(listReady, app.row, { polling: 'raf', timeout: TIMEOUT_MS });
    // waitForFunction resolves once listReady answers a time, never false
    const ms = Math.round((await handle.jsonValue()) as number);
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
    return { ms, searchable, phases: await page.evaluate(phasesOf, app.chunk) };
  } finally {
    await context.close();
  }
}

/**
 * One navigation inside the demo: /demo/inicio open and idle (the shell and the mock API loaded), then
 * the CPU slowed down and the app's link in the demo's navigation clicked: ms to an interactive list.
 */
async function measureInAppNavigationOnce(browser: Browser, url: string, app: DemoApp) {
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
    await link.evaluate((element: HTMLElement) => {
      window.benchNavigationStart = performance.now();
      element.click();
    });
    const handle = await page.waitForFunction(listReady, app.row, { polling: 'raf', timeout: TIMEOUT_MS });
    // as above: a time once resolved
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

/** RUNS navigations inside the demo to each app: the median less the mock's stated delay (the budget). */
export async function measureInAppNavigations(url: string, apps: DemoApp[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const results = new Map<string, { runs: number[]; netMs: number }>();
    for (const app of apps) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureInAppNavigationOnce(browser, url, app));
      results.set(app.id, { runs, netMs: median(runs) - app.mockDelayMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** RUNS navigations to each app: the median, and the same less the mock's stated delay. */
export async function measureDemoApps(url: string, apps: DemoApp[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const results = [];
    for (const app of apps) {
      const runs: Awaited<ReturnType<typeof measureAppOnce>>[] = [];
      let error: string | null = null;
      for (let run = 0; run < RUNS && !error; run++) {
        try {
          runs.push(await measureAppOnce(browser, url, app));
        } catch (caught) {
          error = caught instanceof Error ? (caught.message.split('\n')[0] ?? '') : String(caught);
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
        error,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The demo's JS for a page with the shell and no app: what every app has in common. */
export async function shellFiles(url: string, demoPort: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const files = demoScriptsOf(page, demoPort);
    await page.goto(`${url}${SHELL_ONLY_PATH}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1', { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    return new Set(files);
  } finally {
    await browser.close();
  }
}
