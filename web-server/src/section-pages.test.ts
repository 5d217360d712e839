// The host server's section pages (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { RuntimeConfig } from './runtime-config.ts';
import { markSlot } from './section-frames.ts';
import { sectionPages, type SectionPageAnswer } from './section-pages.ts';

const FRAME = `<!doctype html><html lang="es"><head><title>Portal SOAT</title></head><body><div id="root">${markSlot(
  '<header>Portal</header><main id="contenido"><div role="status">Cargando</div></main>',
)}</div></body></html>`;

const PAGE = {
  path: '/iniciar-sesion',
  query: [],
  title: 'Iniciar sesión',
  html: '<h1>Iniciar sesión</h1>',
  styles: [],
};

// the remotes these tests ask for; no other is asked
const CONFIG = {
  remotes: { auth: 'http://auth.test/mf-manifest.json', demo: 'http://demo.test/mf-manifest.json' },
} as Pick<RuntimeConfig, 'remotes'>;

const AUTH = 'http://auth.test/prerendered/';
const INDEX = {
  pages: [
    { path: '/iniciar-sesion', query: [], file: 'iniciar-sesion.json' },
    { path: '/restablecer-clave', query: ['token'], file: 'restablecer-clave@token.json' },
    { path: '/restablecer-clave/:paso', query: [], file: 'restablecer-clave/$paso.json' },
    { path: '/iniciar-sesion/:cuenta', query: [], file: 'iniciar-sesion/$cuenta.json', render: true },
    { path: '/iniciar-sesion', query: ['enlace'], file: 'iniciar-sesion@enlace.json', render: true },
  ],
};

/** The key the portal's servers share for the pages rendered on request (render-key.ts). */
const RENDER_KEY = 'clave-de-prueba-de-los-servidores-del-portal';

/** What the remote's server answers for a page it renders on request with its data. */
const RENDERED = {
  path: '/iniciar-sesion/:cuenta',
  query: [],
  title: 'Cuenta',
  html: '<h1>Cuenta de Ana</h1>',
  styles: [],
  data: { cuenta: { nombre: 'Ana' } },
  start: 'on-use',
};

/** What sectionPages passes to fetch: its headers as an object, if any. */
interface RemoteInit {
  headers?: Record<string, string>;
}

/** A remote's answer to one request. */
type Answer = (init?: RemoteInit) => Response;

/** A section's page as a test that expects a page reads it (`redirect` only to see there is none). */
type PageAnswer = Extract<SectionPageAnswer, { html: string }> & { redirect?: string };

/** Lets the revalidations started in the background finish. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the host server’s section pages', () => {
  let dir: string;
  let time: number;
  let asked: { url: string; etag: string | undefined; renderKey?: string }[];
  /** A remote that answers each URL from `answers` (a Response factory), or is down. */
  let answers: Record<string, Answer | undefined>;
  const fetch = (async (url: string | URL, init?: RemoteInit) => {
    const renderKey = init?.headers?.['x-render-key'];
    asked.push({ url: String(url), etag: init?.headers?.['if-none-match'], ...(renderKey ? { renderKey } : {}) });
    const answer = answers[String(url)];
    if (!answer) throw new TypeError('fetch failed');
    return answer(init);
  }) as typeof globalThis.fetch;
  const json =
    (body: unknown, etag = '"v1"') =>
    () =>
      new Response(JSON.stringify(body), { headers: { etag } });
  const composed = (config = CONFIG, renderKey: string | null = RENDER_KEY) =>
    sectionPages({ dir, config, fetch, now: () => time, renderKey });
  /** The composed page's HTML only. */
  const pages = (config = CONFIG) => {
    const section = composed(config);
    return section && (async (url: URL) => ((await section(url)) as PageAnswer | null)?.html ?? null);
  };
  const pageAsks = () => asked.filter(({ url }) => !url.endsWith('index.json'));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'soat-sections-'));
    mkdirSync(join(dir, 'sections'));
    for (const section of ['iniciar-sesion', 'restablecer-clave', 'demo'])
      writeFileSync(join(dir, 'sections', `${section}.html`), FRAME);
    time = 0;
    asked = [];
    answers = {
      [`${AUTH}index.json`]: json(INDEX),
      [`${AUTH}iniciar-sesion.json`]: json(PAGE),
      [`${AUTH}restablecer-clave@token.json`]: json({ ...PAGE, html: '<form>nueva</form>' }),
      [`${AUTH}restablecer-clave/$paso.json`]: json({
        ...PAGE,
        path: '/restablecer-clave/:paso',
        html: '<p>Cargando paso</p>',
      }),
    };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the frame with the remote’s page for that path', async () => {
    const html = await pages()!(new URL('http://host/iniciar-sesion'));
    assert.ok(html);
    assert.match(html, /<main id="contenido"><h1>Iniciar sesión<\/h1><\/main>/);
    assert.doesNotMatch(html, /data-start/);
  });

  it('picks the page written for the query the request has, and the frame alone for any other', async () => {
    const section = pages()!;
    assert.match((await section(new URL('http://host/restablecer-clave?token=abc')))!, /<form>nueva<\/form>/);
    assert.match((await section(new URL('http://host/iniciar-sesion?correo=a@b.co')))!, /data-start="now"/);
    assert.match((await section(new URL('http://host/restablecer-clave')))!, /data-start="now"/);
  });

  it('sends a pattern’s page for any value of its segment, starting the app at once to load it', async () => {
    const section = pages()!;
    for (const step of ['uno', 'dos']) {
      assert.match(
        (await section(new URL(`http://host/restablecer-clave/${step}`)))!,
        /^<!doctype html><html data-start="now"[\s\S]*<main id="contenido"><p>Cargando paso<\/p><\/main>/,
      );
    }
    assert.deepEqual(
      pageAsks().map(({ url }) => url),
      [`${AUTH}restablecer-clave/$paso.json`],
    );
  });

  it('sends a page the remote’s server renders on request with its data, for this request alone', async () => {
    answers[`${AUTH}render/iniciar-sesion/ana`] = json(RENDERED);
    const page = (await composed()!(new URL('http://host/iniciar-sesion/ana'))) as PageAnswer;
    assert.equal(page.perRequest, true);
    assert.match(
      page.html,
      /^<!doctype html><html data-rendered-on-request lang="es">[\s\S]*<main id="contenido"><h1>Cuenta de Ana<\/h1><\/main>/,
    );
    assert.match(
      page.html,
      /<script type="application\/json" id="datos-pagina">\{"cuenta":\{"nombre":"Ana"\}\}<\/script>/,
    );
    // asked again for the next request: nothing of it is held
    await composed()!(new URL('http://host/iniciar-sesion/ana'));
    const renders = asked.filter(({ url }) => url.includes('/render/'));
    assert.equal(renders.length, 2);
    // each time with the key the portal's servers share: the remote renders for no one else
    assert.deepEqual(
      renders.map(({ renderKey }) => renderKey),
      [RENDER_KEY, RENDER_KEY],
    );
    // the key is for the remote's server alone: no other request carries it
    assert.ok(asked.filter(({ url }) => !url.includes('/render/')).every(({ renderKey }) => renderKey === undefined));
  });

  it('asks for no page rendered on request without the render key: the page goes in its loading state', async () => {
    answers[`${AUTH}render/iniciar-sesion/ana`] = json(RENDERED);
    answers[`${AUTH}iniciar-sesion/$cuenta.json`] = json({
      ...PAGE,
      path: '/iniciar-sesion/:cuenta',
      html: '<p>Cargando cuenta</p>',
    });
    const page = (await composed(CONFIG, null)!(new URL('http://host/iniciar-sesion/ana'))) as PageAnswer;
    assert.match(page.html, /^<!doctype html><html data-start="now"[\s\S]*<p>Cargando cuenta<\/p>/);
    assert.deepEqual(
      asked.filter(({ url }) => url.includes('/render/')),
      [],
    );
  });

  it('starts the app at once on a rendered page that changes by itself', async () => {
    answers[`${AUTH}render/iniciar-sesion/ana`] = json({ ...RENDERED, start: 'now' });
    assert.match(
      ((await composed()!(new URL('http://host/iniciar-sesion/ana'))) as PageAnswer).html,
      /^<!doctype html><html data-start="now"/,
    );
  });

  it('sends the visitor where the remote’s server says (a refused link), only to a path of the portal', async () => {
    answers[`${AUTH}render/iniciar-sesion/ana`] = json({ redirect: '/iniciar-sesion?invalido=true' });
    assert.deepEqual(await composed()!(new URL('http://host/iniciar-sesion/ana')), {
      redirect: '/iniciar-sesion?invalido=true',
    });
    answers[`${AUTH}render/iniciar-sesion/ana`] = json({ redirect: '//otro.test/robo' });
    const page = (await composed()!(new URL('http://host/iniciar-sesion/ana'))) as PageAnswer;
    assert.equal(page.redirect, undefined);
    assert.match(page.html, /data-start="now"/);
  });

  for (const [what, answer] of [
    ['cannot render it', () => new Response('{}', { status: 502 })],
    ['answers a page without its data', json({ ...RENDERED, data: undefined })],
    ['is down', undefined],
  ] satisfies [string, Answer | undefined][]) {
    it(`sends the page in its loading state, starting the app at once, when the remote’s server ${what}`, async () => {
      answers[`${AUTH}render/iniciar-sesion/ana`] = answer;
      answers[`${AUTH}iniciar-sesion/$cuenta.json`] = json({
        ...PAGE,
        path: '/iniciar-sesion/:cuenta',
        html: '<p>Cargando cuenta</p>',
      });
      const page = (await composed()!(new URL('http://host/iniciar-sesion/ana'))) as PageAnswer;
      assert.equal(page.perRequest, false);
      assert.match(page.html, /^<!doctype html><html data-start="now"[\s\S]*<p>Cargando cuenta<\/p>/);
      assert.doesNotMatch(page.html, /datos-pagina/);
    });
  }

  it('starts the app at once on a query’s page the remote renders on request, when it comes without its data', async () => {
    answers[`${AUTH}iniciar-sesion@enlace.json`] = json({ ...PAGE, html: '<p>Consultando tu enlace</p>' });
    answers[`${AUTH}render/iniciar-sesion?enlace=abc`] = () => new Response('{}', { status: 502 });
    const page = (await composed()!(new URL('http://host/iniciar-sesion?enlace=abc'))) as PageAnswer;
    assert.match(page.html, /^<!doctype html><html data-start="now"[\s\S]*Consultando tu enlace/);
    // a HEAD renders nothing and starts nothing: it only asks what the page is
    const head = (await composed()!(new URL('http://host/iniciar-sesion?enlace=abc'), { render: false })) as PageAnswer;
    assert.doesNotMatch(head.html, /data-start/);
  });

  it('asks the remote only for pages its build lists, however many made-up addresses arrive', async () => {
    const section = pages()!;
    for (let n = 0; n < 50; n += 1) {
      assert.match((await section(new URL(`http://host/iniciar-sesion/${n}/x?a${n}=1`)))!, /data-start="now"/);
    }
    assert.deepEqual(pageAsks(), []);
    assert.equal(asked.length, 1); // the index, once
  });

  for (const [what, answer] of [
    ['is down', undefined],
    ['has no page for the path', () => new Response('no', { status: 404 })],
    ['answers something that is not a page', json({ html: 42 })],
    ['answers what is not JSON', () => new Response('<html>')],
  ] satisfies [string, Answer | undefined][]) {
    it(`sends the frame alone, starting the app at once, when the remote ${what}`, async () => {
      answers[`${AUTH}iniciar-sesion.json`] = answer;
      assert.match((await pages()!(new URL('http://host/iniciar-sesion')))!, /<html data-start="now"[\s\S]*Cargando/);
    });
  }

  it('leaves paths no remote owns, and remotes the configuration disables, to the plain app page', async () => {
    const section = pages()!;
    for (const path of ['/home', '/no-existe', '/constructor', '/__proto__']) {
      assert.equal(await section(new URL(`http://host${path}`)), null, path);
    }
    // the build wrote the demo's frame (its configuration enabled it); the server's disables it: no frame
    const demo = new URL('http://host/demo');
    assert.ok(await section(demo));
    const disabled = sectionPages({ dir, config: CONFIG, fetch, renderedFrame: async () => null });
    assert.equal(await disabled!(demo), null);
    // a build whose configuration disables it writes no frame for it
    rmSync(join(dir, 'sections', 'demo.html'));
    assert.equal(await composed()!(demo), null);
  });

  it('sends what it holds while asking the remote again with its ETag, and follows a redeploy', async () => {
    const section = pages()!;
    await section(new URL('http://host/iniciar-sesion'));
    await section(new URL('http://host/iniciar-sesion'));
    assert.equal(pageAsks().length, 1);

    time = 1500;
    answers[`${AUTH}iniciar-sesion.json`] = json({ ...PAGE, html: '<h1>Nueva versión</h1>' }, '"v2"');
    // the visitor gets the page held at once; the new one is fetched meanwhile, with the ETag held
    assert.match((await section(new URL('http://host/iniciar-sesion')))!, /<h1>Iniciar sesión<\/h1>/);
    await settle();
    assert.deepEqual(pageAsks()[1], { url: `${AUTH}iniciar-sesion.json`, etag: '"v1"' });
    assert.match((await section(new URL('http://host/iniciar-sesion')))!, /Nueva versión/);
  });

  it('keeps the page it holds when the remote answers that nothing changed', async () => {
    const section = pages()!;
    await section(new URL('http://host/iniciar-sesion'));
    time = 1500;
    answers[`${AUTH}iniciar-sesion.json`] = () => new Response(null, { status: 304 });
    await section(new URL('http://host/iniciar-sesion'));
    await settle();
    assert.match((await section(new URL('http://host/iniciar-sesion')))!, /<h1>Iniciar sesión<\/h1>/);
  });

  it('stops sending the remote’s page once it has found the remote down', async () => {
    const section = pages()!;
    await section(new URL('http://host/iniciar-sesion'));
    time = 1500;
    delete answers[`${AUTH}iniciar-sesion.json`];
    await section(new URL('http://host/iniciar-sesion'));
    await settle();
    assert.match((await section(new URL('http://host/iniciar-sesion')))!, /data-start="now"/);
  });

  it('asks once for many requests that arrive together', async () => {
    const section = pages()!;
    await Promise.all([1, 2, 3].map(() => section(new URL('http://host/iniciar-sesion'))));
    assert.equal(asked.length, 2); // the index and the page
  });

  it('serves nothing when the host build has no frames', () => {
    rmSync(join(dir, 'sections'), { recursive: true });
    assert.equal(composed(), null);
  });
});
