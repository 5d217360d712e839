// `npm run bench`: the budgets of the production build, measured in Debian's
// Chromium on a portal started on free ports with a throwaway database.
//   1. JS loaded for each measured route until the network is idle, first as the
//      page arrives, then after the first interaction has started the app (a
//      prerendered page starts it then, see docs/decisions/005): bytes on the
//      wire and the gzip size of the same files, listed per file, with a check
//      that no shared library was fetched twice, and how long the app took to
//      start after that interaction (no throttling; for comparison only).
//   2. Lighthouse (mobile defaults: simulated slow 4G, 4× CPU) on /home.
// Exits non-zero when a budget is missed. Not part of `npm test`: timings on
// shared machines are noisy, so budgets are reported here, not asserted in tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';
import { startPortal } from '../../scripts/lib/portal.mjs';
import { chromiumPath } from '../chromium-path.mjs';

const { offsetPortEnv } = createRequire(import.meta.url)('../../tooling/portal-apps.cjs');

const BUDGETS = {
  jsGzipKb: 250,
  performance: 90,
  accessibility: 100,
  'best-practices': 95,
};
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ROUTES = ['/home'];

const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(1).padStart(7);

/** Gzip size and bytes on the wire of the JS files a page fetched. */
async function jsFiles(responses) {
  const files = [];
  for (const { url: fileUrl, wire } of responses.values()) {
    const body = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
    files.push({ url: fileUrl, wire, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return files.sort((a, b) => b.gzip - a.gzip);
}

/**
 * JS fetched by one page load until the network is idle; then, on a page that
 * waits for the visitor, what the first interaction (a Tab) adds until the app
 * is ready and the network idle again.
 */
async function measureJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.mimeType.includes('javascript')) responses.set(requestId, { url: response.url, wire: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = responses.get(requestId);
      if (entry) entry.wire = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // idle callbacks and lazy chunks after the load
    const beforeInteraction = await jsFiles(responses);
    let startMs = null;
    if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')))) {
      const started = Date.now();
      await page.keyboard.press('Tab');
      await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
      startMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    }
    const files = await jsFiles(responses);
    const scope = await page.evaluate(() => {
      const entries = {};
      for (const scopes of Object.values(window.__FEDERATION__.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            entries[name] = Object.entries(versions).map(([version, entry]) => ({
              version,
              from: entry.from,
              loaded: Boolean(entry.loaded),
            }));
          }
        }
      }
      return entries;
    });
    return { beforeInteraction, files, scope, startMs };
  } finally {
    await browser.close();
  }
}

/**
 * How long a prerendered page takes from the first interaction (a Tab) to a
 * running app, with the CPU slowed down `rate` times as Lighthouse's phone is.
 */
async function measureStart(url, rate) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const started = Date.now();
    await page.keyboard.press('Tab');
    await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

/** Which shared package each chunk of an app belongs to, from its federation manifest. */
async function chunkOwners(origin) {
  const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
  const owners = new Map();
  for (const { name, assets } of manifest.shared) {
    for (const file of [...assets.js.sync, ...assets.js.async])
      owners.set(`${origin}/${file}`, [...(owners.get(`${origin}/${file}`) ?? []), name]);
  }
  return owners;
}

/** Shared packages with more than one loaded copy in the federation share scope. */
function loadedTwice(scope) {
  return Object.entries(scope).filter(([, versions]) => versions.filter((entry) => entry.loaded).length > 1);
}

async function runLighthouse(url) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      scores.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
      if (run === LIGHTHOUSE_RUNS - 1) writeFileSync(join(tmpdir(), 'soat-lighthouse.json'), result.report);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Always the throwaway embedded database, even when the shell points DATABASE_URL at a PostgreSQL.
const { DATABASE_URL: _ignored, ...env } = process.env;
const dataDir = mkdtempSync(join(tmpdir(), 'soat-bench-'));
const portal = await startPortal({
  env: { ...env, ...offsetPortEnv(200) },
  apiEnv: { DATA_DIR: dataDir },
  quiet: true,
});
const failures = [];
try {
  for (const route of ROUTES) {
    const { beforeInteraction, files, scope, startMs } = await measureJs(portal.url + route);
    const owners = await chunkOwners(portal.url);
    const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
    const before = beforeInteraction.reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `\nJS para ${route} al llegar, hasta quedar inactiva: ${kb(before).toFixed(1)} KB gzip en ${beforeInteraction.length} archivos`,
    );
    if (startMs !== null) {
      const slowMs = await measureStart(portal.url + route, 4);
      console.log(
        `La primera interacción (Tab) arrancó la aplicación en ${startMs} ms; con la CPU 4× más lenta, en ${slowMs} ms (red local, sin limitar)`,
      );
    }
    console.log(
      `\nJS para ${route} con la aplicación en marcha, hasta quedar inactiva (${files.length} archivos), KB:`,
    );
    console.log('   gzip    red  origen');
    for (const file of files)
      console.log(
        `${fmt(file.gzip)}${fmt(file.wire)}  ${file.url.replace(/^http:\/\/localhost:/, ':')}  ${(owners.get(file.url) ?? []).join(' ')}`,
      );
    console.log(`${fmt(total('gzip'))}${fmt(total('wire'))}  TOTAL (presupuesto ${BUDGETS.jsGzipKb} KB gzip)`);
    if (kb(total('gzip')) > BUDGETS.jsGzipKb)
      failures.push(`JS de ${route}: ${kb(total('gzip')).toFixed(1)} KB gzip > ${BUDGETS.jsGzipKb}`);
    const twice = loadedTwice(scope);
    console.log(
      `Bibliotecas compartidas cargadas: ${Object.entries(scope).filter(([, v]) => v.some((e) => e.loaded)).length}, con más de una copia: ${twice.length}`,
    );
    for (const [name, versions] of twice)
      failures.push(
        `${name} se cargó ${versions.length} veces (${versions.map((v) => `${v.version} de ${v.from}`).join(', ')})`,
      );
  }

  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}× en /home (móvil por defecto):`);
  const runs = await runLighthouse(`${portal.url}/home`);
  for (const run of runs) {
    console.log(
      `  rendimiento ${run.performance}  accesibilidad ${run.accessibility}  buenas prácticas ${run['best-practices']}` +
        `  FCP ${Math.round(run.fcp)} ms  LCP ${Math.round(run.lcp)} ms  TBT ${Math.round(run.tbt)} ms  CLS ${run.cls.toFixed(3)}  SI ${Math.round(run.si)} ms` +
        (run.failing.length ? `  fallan: ${run.failing.join(', ')}` : ''),
    );
  }
  for (const category of ['performance', 'accessibility', 'best-practices']) {
    const score = median(runs.map((run) => run[category]));
    console.log(`  mediana ${category}: ${score} (mínimo ${BUDGETS[category]})`);
    if (score < BUDGETS[category]) failures.push(`Lighthouse ${category}: ${score} < ${BUDGETS[category]}`);
  }
  console.log(`  informe completo: ${join(tmpdir(), 'soat-lighthouse.json')}`);
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nPresupuestos incumplidos:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nTodos los presupuestos se cumplen.');
