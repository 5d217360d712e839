import { chromium, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { startPortal } from '/work/main/scripts/lib/portal.mjs';
const { offsetPortEnv } = createRequire(import.meta.url)('/work/main/tooling/portal-apps.cjs');
const { DATABASE_URL: _i, ...env } = process.env;
const portal = await startPortal({ env: { ...env, ...offsetPortEnv(300) }, apiEnv: { DATA_DIR: mkdtempSync(join(tmpdir(), 'prof-')) }, quiet: true });
const api = `http://localhost:${4000 + 300}`;
const body = { placa: 'BEN123', vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 } };
const quote = await (await fetch(`${api}/soat/api/v1/cotizaciones`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3300' }, body: JSON.stringify(body) })).json();
const vehicle = { placa: body.placa, vehiculo: Object.fromEntries(Object.entries(body.vehiculo).map(([k, v]) => [k, String(v)])) };
const draft = JSON.stringify({ vehicle, quote, holder: { tomador: {} }, requestId: null });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (let i = 0; i < Number(process.env.LOADS ?? 3); i++) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-CO' });
    await context.addInitScript((d) => {
      sessionStorage.setItem('soat:comprar-soat', d);
      window.__ev = []; window.__loaf = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__ev.push({ n: e.name, d: e.duration, t: Math.round(e.startTime), delay: Math.round(e.processingStart - e.startTime), proc: Math.round(e.processingEnd - e.processingStart) }); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ t: Math.round(e.startTime), d: Math.round(e.duration), block: Math.round(e.blockingDuration), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map((s) => `${s.invokerType}:${s.invoker.slice(0,40)} ${(s.sourceURL||'').split('/').pop()}:${s.sourceFunctionName} ${Math.round(s.duration)}ms`) }); }).observe({ type: 'long-animation-frame', buffered: true });
    }, draft);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(portal.url + '/cotizar-soat/comprar-soat?paso=precio', { waitUntil: 'load' });
    const t0 = await page.evaluate(() => Math.round(performance.now()));
    const button = page.getByRole('button', { name: 'Continuar' });
    await button.waitFor();
    await page.waitForSelector('html[data-app-ready]');
    await page.waitForTimeout(1500);
    await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
    await button.tap({ timeout: 10000 });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    (await import('node:fs')).writeFileSync(`/tmp/price-${i}.cpuprofile`, JSON.stringify(profile));
    await page.waitForSelector('html[data-app-ready]', { timeout: 20000 }).catch(() => console.log('no app-ready'));
    await page.waitForTimeout(1500);
    const r = await page.evaluate(() => ({ ev: window.__ev, loaf: window.__loaf, h: document.querySelector('h2')?.textContent }));
    console.log(`\n== load ${i} (loaded at ${t0}) h2=${r.h}`);
    console.log('events:', r.ev.map((e) => `${e.n}@${e.t} ${Math.round(e.d)} (delay ${e.delay}, proc ${e.proc})`).join(' | '));
    for (const f of r.loaf.filter((f) => f.t >= t0 - 50)) console.log(`  loaf @${f.t} ${f.d}ms block ${f.block} style ${f.style}\n     ${f.scripts.join('\n     ')}`);
    await context.close();
  }
} finally { await browser.close(); await portal.stop(); }
