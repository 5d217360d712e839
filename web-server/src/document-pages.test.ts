// The host server's /home with the rating summary (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { documentPages, type DocumentPages } from './document-pages.ts';
import type { PageServer } from './page-servers.ts';
import { DEMO_OFF, hostBuild, SUMMARY } from './test-home-build.ts';

/** What documentPages passes to fetch for the summary: its headers as an object, and its time limit. */
interface SummaryInit {
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** The API's answer to one request for the summary. */
type Answer = (init: SummaryInit) => Response | Promise<Response>;

describe('the host server’s /home with the rating summary', () => {
  let root: string;
  let dir: string;
  let bundle: PageServer;
  let time: number;
  /** The API's answers to the summary, in order of the requests (the last one repeats). */
  let answers: Answer[];
  let asked: { url: string; etag: string | undefined }[];
  // documentPages always passes its headers as an object, and a time limit
  const fetch = (async (url: URL, init: SummaryInit) => {
    asked.push({ url: String(url), etag: init.headers['if-none-match'] });
    const answer = (answers.length > 1 ? answers.shift() : answers[0])!;
    return answer(init);
  }) as typeof globalThis.fetch;
  const json =
    (body: unknown, etag = '"r1"') =>
    () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', etag } });
  /** /home as documentPages sends it. */
  const homeOf = (pages: DocumentPages | null) =>
    Object.assign((options?: { wait?: boolean }) => pages!('/home', options), { idle: pages!.idle });
  const home = () =>
    homeOf(
      documentPages({ dir, apiUrl: 'http://api.test/', config: DEMO_OFF, fetch, now: () => time, server: bundle }),
    );

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'soat-home-'));
    ({ dir, bundle } = hostBuild(root));
    time = 0;
    asked = [];
    answers = [json(SUMMARY)];
    globalThis.homeRenders = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('sends the prerendered page with the summary rendered in it and in its data, for the browser’s first render', async () => {
    const page = await home()();
    assert.ok(page);
    const html = page.html.toString();
    assert.match(
      html,
      /<div id="root" data-prerendered="\/home"><h1>Inicio<\/h1><p>4.6 de 5, 128 calificaciones<\/p><\/div>/,
    );
    assert.match(html, /<title>Inicio · Portal SOAT<\/title>/);
    assert.match(
      html,
      /<script type="application\/json" id="datos-pagina">\{"resumenCalificaciones":\{"promedio":4.6,"total":128,[^<]*\}\}<\/script><\/body>/,
    );
    // the same loader as home.html, and the configuration this server runs with
    assert.match(html, /<script>document.documentElement.dataset.loader = "\/main.js";<\/script>/);
    assert.match(
      html,
      /<script type="application\/json" id="configuracion-prerenderizada">\{"demo":\{"enabled":false\}\}/,
    );
    // compressed once, in both encodings
    assert.equal(gunzipSync(page.gzip).toString(), html);
    assert.equal(brotliDecompressSync(page.br).toString(), html);
    assert.deepEqual(asked, [{ url: 'http://api.test/api/calificaciones/resumen', etag: undefined }]);
  });

  it('puts the page’s data in so that nothing in it can end its element', async () => {
    const distribution = [{ estrellas: 5, cantidad: 1, nota: '</script><script>alert(1)</script><!--' }];
    answers = [json({ ...SUMMARY, total: 1, distribucion: distribution })];
    const html = (await home()())!.html.toString();
    assert.equal(html.match(/<\/script>/g)!.length, 3); // the configuration, the loader and the data
    assert.match(html, /"nota":"\\u003c\/script\\u003e\\u003cscript\\u003ealert\(1\)\\u003c\/script\\u003e\\u003c!--"/);
  });

  it('renders once per summary: asks the API again after a few seconds, with its ETag, while sending the page it holds', async () => {
    const page = home();
    const first = await page();
    assert.equal(await page(), first);
    assert.equal(asked.length, 1);

    // nothing changed (304), then the same figures under another ETag: no new render
    time = 5000;
    answers = [() => new Response(null, { status: 304 }), json(SUMMARY, '"r2"')];
    assert.equal(await page(), first);
    await page.idle();
    assert.equal(asked.at(-1)!.etag, '"r1"');
    time = 10_000;
    assert.equal(await page(), first);
    await page.idle();
    assert.equal(globalThis.homeRenders, 1);

    // a new rating: the next visitor gets the new page
    time = 15_000;
    answers = [json({ ...SUMMARY, total: 129 }, '"r3"')];
    assert.equal(await page(), first); // sent at once while the new one is rendered
    await page.idle();
    assert.equal(asked.at(-1)!.etag, '"r2"');
    const next = await page();
    assert.ok(next);
    assert.match(next.html.toString(), /129 calificaciones/);
    assert.notEqual(next.etag, first!.etag);
    assert.equal(globalThis.homeRenders, 2);
  });

  it('asks the API once for many requests that arrive together', async () => {
    const page = home();
    const pages = await Promise.all([1, 2, 3].map(() => page()));
    assert.ok(pages.every((sent) => sent === pages[0] && sent !== null));
    assert.equal(asked.length, 1);
    assert.equal(globalThis.homeRenders, 1);
  });

  for (const [what, answer] of [
    ['is down', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers an error', () => new Response('{"message":"Error interno."}', { status: 500 })],
    ['answers what is not a summary', json({ promedio: 4 })],
    ['answers what is not JSON', () => new Response('<html>', { headers: { 'content-type': 'text/html' } })],
    ['cannot have its summary rendered', json({ ...SUMMARY, total: 13 })],
  ] satisfies [string, Answer][]) {
    it(`sends the static home.html when the API ${what}`, async () => {
      answers = [answer];
      assert.equal(await home()(), null);
    });
  }

  it('keeps a visitor waiting at most 300 ms for a slow API, and shows the summary once it has answered', async () => {
    answers = [() => new Promise((resolve) => setTimeout(() => resolve(json(SUMMARY)()), 600))];
    const page = home();
    const started = Date.now();
    assert.equal(await page(), null);
    const waited = Date.now() - started;
    assert.ok(waited >= 250 && waited < 550, `waited ${waited} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.match((await page())!.html.toString(), /128 calificaciones/);
    assert.equal(asked.length, 1);
  });

  it('gives up on an API that does not answer within its limit, and then makes nobody wait', async () => {
    let signal: AbortSignal | undefined;
    answers = [
      (init) =>
        new Promise((_, reject) => {
          ({ signal } = init);
          init.signal.addEventListener('abort', () => reject(init.signal.reason));
        }),
    ];
    const alive = setTimeout(() => {}, 2000); // the limit's own timer does not keep a process alive
    const page = homeOf(
      documentPages({ dir, apiUrl: 'http://api.test/', fetch, now: () => time, server: bundle, apiTimeoutMs: 100 }),
    );
    assert.equal(await page(), null);
    await new Promise((resolve) => setTimeout(resolve, 150));
    clearTimeout(alive);
    assert.equal(signal!.aborted, true);
    const started = Date.now();
    assert.equal(await page(), null);
    assert.ok(Date.now() - started < 50);
  });

  it('makes nobody wait while the API keeps failing, and asks it again only every few seconds, in the background', async () => {
    answers = [() => Promise.reject(new TypeError('fetch failed'))];
    const page = home();
    assert.equal(await page(), null);
    assert.equal(await page(), null);
    assert.equal(asked.length, 1);

    time = 5000;
    answers = [() => new Promise(() => {})]; // hangs: the visitor does not wait for it
    assert.equal(await page(), null);
    assert.equal(asked.length, 2);
  });

  it('keeps sending the last good page while the API fails, for ten minutes', async () => {
    const page = home();
    const good = await page();
    answers = [() => Promise.reject(new TypeError('fetch failed'))];
    for (const at of [5000, 300_000, 600_000]) {
      time = at;
      assert.equal(await page(), good, `at ${at} ms`);
      await page.idle();
    }
    time = 605_001;
    await page();
    await page.idle();
    assert.equal(await page(), null);
  });

  it('shows the summary once the API comes back', async () => {
    answers = [() => Promise.reject(new TypeError('fetch failed'))];
    const page = home();
    assert.equal(await page(), null);
    time = 5000;
    answers = [json(SUMMARY)];
    await page();
    await page.idle();
    assert.match((await page())!.html.toString(), /128 calificaciones/);
  });

  it('never waits for the API on a HEAD', async () => {
    answers = [() => new Promise(() => {})];
    const page = homeOf(documentPages({ dir, apiUrl: 'http://api.test/', fetch, now: () => time, server: bundle }));
    assert.equal(await page({ wait: false }), null);
  });

  it('sends the build’s page for a path with no loader', async () => {
    assert.equal(
      await documentPages({ dir, apiUrl: 'http://api.test/', fetch, server: bundle })!('/quienes-somos'),
      null,
    );
  });

  it('is not there for a build that owns no document, or has a loader for no page the same for everyone', () => {
    assert.ok(documentPages({ dir, apiUrl: 'http://api.test/', fetch, server: bundle }));
    const { document: _, ...section } = bundle;
    assert.equal(documentPages({ dir, apiUrl: 'http://api.test/', fetch, server: section }), null);
    const pageLoaders = { '/pagos/:id': bundle.pageLoaders['/home']! };
    assert.equal(documentPages({ dir, apiUrl: 'http://api.test/', fetch, server: { ...bundle, pageLoaders } }), null);
  });
});
