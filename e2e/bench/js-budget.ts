// What a page loads: the JS fetched (gzip -9 size and bytes on the wire) until
// the network is idle, before and after the first interaction, the shared
// libraries in the federation share scope, and how long a prerendered page
// takes to start the app.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { recordAnswers } from './network-log.ts';

/** A JS file a page fetched: its URL, bytes on the wire, and its size unpacked and gzip -9. */
export interface JsFile {
  url: string;
  wire: number;
  raw: number;
  gzip: number;
}

/** A loaded copy of a shared package in the federation share scope. */
export interface SharedCopy {
  version: string;
  from: string;
  loaded: boolean;
}

/** The federation runtime's share scope, as much of it as the bench reads. */
interface ShareScopes {
  [scopeName: string]: Record<string, Record<string, Record<string, { from: string; loaded?: unknown }>>>;
}

declare global {
  interface Window {
    __FEDERATION__: { __SHARE__: ShareScopes };
  }
}

/** Gzip size and bytes on the wire of the JS files a page fetched. */
async function jsFiles(responses: Map<string, { url: string; wire: number }>) {
  const files: JsFile[] = [];
  for (const { url: fileUrl, wire } of responses.values()) {
    const body = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
    files.push({ url: fileUrl, wire, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return files.sort((a, b) => b.gzip - a.gzip);
}

/** Every shared package in the page's federation share scope, with its loaded copies (run in the page). */
export function readShareScope() {
  const entries: Record<string, SharedCopy[]> = {};
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
}

/**
 * JS fetched by one page load until the network is idle; then, on a page that
 * waits for the visitor, what the first interaction (a Tab) adds until the app
 * is ready and the network idle again.
 */
export async function measureJs(url: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const { cdp, answers: responses } = await recordAnswers(page, (response) =>
      response.mimeType.includes('javascript') ? { url: response.url } : null,
    );
    const requests: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => requests.push(request.url));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // idle callbacks and lazy chunks after the load
    const beforeInteraction = await jsFiles(responses);
    let startMs: number | null = null;
    if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')))) {
      const started = Date.now();
      await page.keyboard.press('Tab');
      await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
      startMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    }
    const files = await jsFiles(responses);
    const scope = await page.evaluate(readShareScope);
    return { beforeInteraction, files, scope, startMs, requests };
  } finally {
    await browser.close();
  }
}

/**
 * How long a prerendered page takes from the first interaction (a Tab) to a
 * running app, with the CPU slowed down `rate` times as Lighthouse's phone is.
 */
export async function measureStart(url: string, rate: number) {
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
export async function chunkOwners(origin: string) {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const owners = new Map<string, string[]>();
  for (const { name, assets } of manifest.shared) {
    for (const file of [...assets.js.sync, ...assets.js.async])
      owners.set(`${origin}/${file}`, [...(owners.get(`${origin}/${file}`) ?? []), name]);
  }
  return owners;
}

/** Shared packages with more than one loaded copy in the federation share scope. */
export function loadedTwice(scope: Record<string, SharedCopy[]>) {
  return Object.entries(scope).filter(([, versions]) => versions.filter((entry) => entry.loaded).length > 1);
}
