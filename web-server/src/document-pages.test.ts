// The host server's /home with the rating summary (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pageComposer } from './page-composer.ts';
import { documentPages, type DocumentPages } from './document-pages.ts';
import type { PageServer } from './page-servers.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { inlineScriptHashes } from './content-security-policy.ts';
import { startStaticServer } from './static-server.ts';
import { loadTestBundle, writeHostBuild } from './test-builds.ts';
import { get } from './test-requests.ts';

declare global {
  /** The renders of /home by the reduced Node build below (BUNDLE_SOURCE). */
  var homeRenders: number | undefined;
}

/** The runtime configuration as far as the reduced Node build reads it. */
const DEMO_OFF = { demo: { enabled: false } } as RuntimeConfig;

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Portal SOAT</title><script defer="defer" src="/main.js"></script></head>' +
  '<body><div id="splash"></div><div id="root"></div></body></html>';

const SUMMARY = {
  promedio: 4.6,
  total: 128,
  recomiendan: 92,
  distribucion: [
    { estrellas: 5, cantidad: 96 },
    { estrellas: 4, cantidad: 20 },
    { estrellas: 3, cantidad: 7 },
    { estrellas: 2, cantidad: 3 },
    { estrellas: 1, cantidad: 2 },
  ],
};

/**
 * The host's Node build, reduced to what the server uses of it (as a module's
 * source, so the static server can load it from dist-prerender as it would the
 * real one). Each render is counted in `globalThis.homeRenders`.
 */
const BUNDLE_SOURCE = `
exports.routes = ['/home'];
const summaryOf = (value) =>
  value && Number.isInteger(value.total) && Array.isArray(value.distribucion)
    ? { promedio: value.promedio, total: value.total, recomiendan: value.recomiendan, distribucion: value.distribucion }
    : null;
exports.pageLoaders = {
  '/home': async ({ get }) => {
    const answer = await get('/api/calificaciones/resumen');
    const summary = answer.status === 200 ? summaryOf(answer.body) : null;
    return summary ? { data: { resumenCalificaciones: summary }, startNow: false } : null;
  },
};
let texts;
exports.prepare = async (setup) => {
  texts = setup.texts;
};
exports.render = async (address, data) => {
  const summary = data && data.resumenCalificaciones;
  if (!summary) return { title: texts.title, html: '<h1>Inicio</h1>', styles: [] };
  globalThis.homeRenders = (globalThis.homeRenders ?? 0) + 1;
  if (summary.total === 13) throw new Error('a page that cannot render');
  return {
    title: texts.title,
    html: '<h1>Inicio</h1><p>' + summary.promedio + ' de 5, ' + summary.total + ' calificaciones</p>',
    styles: [{ id: 'abc', css: '.css-abc{color:red}' }],
  };
};
exports.document = {
  configElementId: 'configuracion-prerenderizada',
  loaderScript: (entry) => 'document.documentElement.dataset.loader = ' + JSON.stringify(entry) + ';',
  renderedConfigJson: (config) => JSON.stringify({ demo: config.demo }),
  frameAttribute: 'data-section-frame',
  renderFrames: async () => [],
};`;

/** What documentPages passes to fetch for the summary: its headers as an object, and its time limit. */
interface SummaryInit {
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** The API's answer to one request for the summary. */
type Answer = (init: SummaryInit) => Response | Promise<Response>;

/** A host build in a temporary folder: dist (index.html, home.html as the build writes it, texts) and its Node build. */
function hostBuild(root: string): { dir: string; bundle: PageServer } {
  const dir = writeHostBuild(root, BUNDLE_SOURCE, TEMPLATE);
  const bundle = { exports: loadTestBundle(BUNDLE_SOURCE) };
  const page = pageComposer({ template: TEMPLATE, config: DEMO_OFF, document: bundle.exports.document! });
  const html = page({ title: null, body: '<h1>Inicio</h1>', styles: [], rootAttributes: 'data-prerendered="/home"' });
  writeFileSync(join(dir, 'home.html'), html);
  writeFileSync(join(dir, 'home.html.gz'), gzipSync(html));
  return { dir, bundle: bundle.exports };
}

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

describe('the static server’s /home', () => {
  let root: string;
  let dir: string;
  let api: Server;
  let server: Server;
  let port: number;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'soat-home-server-'));
    ({ dir } = hostBuild(root));
    api = createServer((request, response) => {
      if (request.url !== '/api/calificaciones/resumen') {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"No disponible."}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(SUMMARY));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    server = await startStaticServer({
      dir,
      port: 0,
      env: { API_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/` },
    });
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    await Promise.all([server, api].map((closing) => new Promise((resolve) => closing.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends /home with the summary, revalidated by its ETag, its inline scripts allowed by the CSP', async () => {
    const answer = await get(port, '/home', { 'accept-encoding': 'br' });
    assert.equal(answer.status, 200);
    assert.match(answer.text, /128 calificaciones/);
    assert.match(answer.text, /id="datos-pagina"/);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(answer.headers['content-encoding'], 'br');
    // every script the page runs is one the policy names by its hash (the JSON blocks are not run)
    const scripts = [...answer.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\b(src|type)=/.test(attributes!),
    );
    assert.equal(scripts.length, 1);
    for (const [, , body] of scripts) {
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      assert.ok((answer.headers['content-security-policy'] as string).includes(hash));
      assert.ok(inlineScriptHashes(dir).includes(hash));
    }
    const again = await get(port, '/home', { 'accept-encoding': 'br', 'if-none-match': answer.headers.etag });
    assert.equal(again.status, 304);
  });

  it('sends the static home.html, as before, when the API is down; with the same headers but the ETag', async () => {
    const down = await startStaticServer({ dir, port: 0, env: { API_INTERNAL_URL: 'http://127.0.0.1:9/' } });
    try {
      const answer = await get((down.address() as AddressInfo).port, '/home', { 'accept-encoding': 'gzip' });
      assert.equal(answer.status, 200);
      assert.equal(answer.text, readFileSync(join(dir, 'home.html'), 'utf8'));
      assert.doesNotMatch(answer.text, /datos-pagina/);
      const composed = await get(port, '/home', { 'accept-encoding': 'gzip' });
      const same = (headers: IncomingHttpHeaders) =>
        Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => !['etag', 'date', 'content-length', 'last-modified'].includes(name))
            .map(([name, value]) => [name, name === 'content-type' ? (value as string).replace('; ', ';') : value]),
        );
      assert.deepEqual(same(composed.headers), same(answer.headers));
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });
});
