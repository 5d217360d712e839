// `node --test scripts tooling` (a step of `npm test`): the host's section pages.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { sectionPages } from './section-pages.mjs';

const require = createRequire(import.meta.url);
const {
  composeSectionPage,
  frameAlone,
  markSlot,
  pageFile,
  parsePageSpec,
  requestPageKey,
} = require('../../tooling/section-frames.cjs');

const FRAME = `<!doctype html><html lang="es"><head><title>Portal SOAT</title><style data-emotion="css aaa bbb">.css-aaa{}.css-bbb{}</style></head><body><div id="root">${markSlot(
  '<header>Portal</header><main id="contenido"><div role="status">Cargando</div></main><footer>Pie</footer>',
)}</div></body></html>`;

const PAGE = {
  path: '/iniciar-sesion',
  query: [],
  title: 'Iniciar sesión · <Portal>',
  html: '<h1 class="css-ccc">Iniciar sesión</h1>',
  styles: [
    { id: 'bbb', css: '.css-bbb{}' },
    { id: 'ccc', css: '.css-ccc{color:red}' },
  ],
};

const CONFIG = {
  remotes: { auth: 'http://auth.test/mf-manifest.json', demo: 'http://demo.test/mf-manifest.json' },
  demo: { enabled: false },
};

describe('a section page put together', () => {
  it('puts the remote page where the placeholder was, with the styles the frame lacks and its title', () => {
    const html = composeSectionPage(FRAME, PAGE);
    assert.match(html, /<main id="contenido"><h1 class="css-ccc">Iniciar sesión<\/h1><\/main>/);
    assert.doesNotMatch(html, /Cargando/);
    assert.match(html, /<style data-emotion="css ccc">\.css-ccc\{color:red\}<\/style><\/head>/);
    assert.equal(html.match(/\.css-bbb\{\}/g)?.length, 1);
    assert.match(html, /<title>Iniciar sesión · &lt;Portal&gt;<\/title>/);
  });

  it('keeps a style from closing its element early', () => {
    const html = composeSectionPage(FRAME, { ...PAGE, styles: [{ id: 'ddd', css: '.x{content:"</style><script>"}' }] });
    assert.doesNotMatch(html, /<\/style><script>/);
  });

  it('starts the app at once on a frame with nothing to put in it', () => {
    assert.match(frameAlone(FRAME), /^<!doctype html><html data-start="now" lang="es">/);
  });

  it('refuses a frame without exactly one <main>', () => {
    assert.throws(() => markSlot('<div>no main</div>'));
    assert.throws(() => markSlot('<main></main><main></main>'));
  });
});

describe('the file of a prerendered page', () => {
  it('names it after the path and the query parameters it stands for', () => {
    assert.equal(pageFile(parsePageSpec('/iniciar-sesion')), 'iniciar-sesion.json');
    assert.equal(pageFile(parsePageSpec('/restablecer-clave?token')), 'restablecer-clave@token.json');
    assert.equal(pageFile(requestPageKey(new URL('http://x/soat/consulta/?b=2&a=1&a=3'))), 'soat/consulta@a,b.json');
  });

  it('never names a file outside the folder, or one for a name it cannot be', () => {
    for (const path of ['/../secreto', '/a/%2e%2e/b', '/a.json', '/']) {
      assert.equal(pageFile({ path, query: [] }), null, path);
    }
    assert.equal(pageFile({ path: '/iniciar-sesion', query: ['../x'] }), null);
  });
});

describe('the host server’s section pages', () => {
  let dir;
  let time;
  let asked;
  /** A remote that answers each URL from `answers` (a Response factory), or is down. */
  let answers;
  const fetch = async (url, init) => {
    asked.push({ url: String(url), etag: init?.headers?.['if-none-match'] });
    const answer = answers[String(url)];
    if (!answer) throw new TypeError('fetch failed');
    return answer(init);
  };
  const json =
    (body, etag = '"v1"') =>
    () =>
      new Response(JSON.stringify(body), { headers: { etag } });
  const pages = (config = CONFIG) => sectionPages({ dir, config, fetch, now: () => time });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'soat-sections-'));
    mkdirSync(join(dir, 'sections'));
    writeFileSync(join(dir, 'sections', 'iniciar-sesion.html'), FRAME);
    writeFileSync(join(dir, 'sections', 'restablecer-clave.html'), FRAME);
    writeFileSync(join(dir, 'sections', 'demo.html'), FRAME);
    time = 0;
    asked = [];
    answers = { 'http://auth.test/prerendered/iniciar-sesion.json': json(PAGE) };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the frame with the remote’s page for that path', async () => {
    const html = await pages()(new URL('http://host/iniciar-sesion'));
    assert.match(html, /Iniciar sesión<\/h1>/);
    assert.doesNotMatch(html, /data-start/);
  });

  it('picks the page written for the query the request has, and the frame alone for any other', async () => {
    answers['http://auth.test/prerendered/restablecer-clave@token.json'] = json({
      ...PAGE,
      html: '<form>nueva</form>',
    });
    const section = pages();
    assert.match(await section(new URL('http://host/restablecer-clave?token=abc')), /<form>nueva<\/form>/);
    assert.match(await section(new URL('http://host/iniciar-sesion?correo=a@b.co')), /data-start="now"/);
  });

  for (const [what, answer] of [
    ['is down', undefined],
    ['has no page for the path', () => new Response('no', { status: 404 })],
    ['answers something that is not a page', json({ html: 42 })],
    ['answers what is not JSON', () => new Response('<html>')],
  ]) {
    it(`sends the frame alone, starting the app at once, when the remote ${what}`, async () => {
      answers['http://auth.test/prerendered/iniciar-sesion.json'] = answer;
      assert.match(await pages()(new URL('http://host/iniciar-sesion')), /<html data-start="now"[\s\S]*Cargando/);
    });
  }

  it('leaves paths no remote owns, and disabled remotes, to the plain app page', async () => {
    const section = pages();
    assert.equal(await section(new URL('http://host/home')), null);
    assert.equal(await section(new URL('http://host/no-existe')), null);
    assert.equal(await section(new URL('http://host/demo')), null);
    assert.ok(await pages({ ...CONFIG, demo: { enabled: true } })(new URL('http://host/demo')));
  });

  it('asks the remote again with its ETag once a second has passed, and follows a redeploy', async () => {
    const section = pages();
    await section(new URL('http://host/iniciar-sesion'));
    await section(new URL('http://host/iniciar-sesion'));
    assert.equal(asked.length, 1);
    time = 1500;
    answers['http://auth.test/prerendered/iniciar-sesion.json'] = (init) =>
      init.headers['if-none-match'] === '"v1"' ? new Response(null, { status: 304 }) : json(PAGE)();
    assert.match(await section(new URL('http://host/iniciar-sesion')), /Iniciar sesión<\/h1>/);
    assert.deepEqual(asked[1], { url: 'http://auth.test/prerendered/iniciar-sesion.json', etag: '"v1"' });
    time = 3000;
    answers['http://auth.test/prerendered/iniciar-sesion.json'] = json(
      { ...PAGE, html: '<h1>Nueva versión</h1>' },
      '"v2"',
    );
    assert.match(await section(new URL('http://host/iniciar-sesion')), /Nueva versión/);
  });

  it('stops sending the remote’s page as soon as the remote is down', async () => {
    const section = pages();
    await section(new URL('http://host/iniciar-sesion'));
    time = 1500;
    delete answers['http://auth.test/prerendered/iniciar-sesion.json'];
    assert.match(await section(new URL('http://host/iniciar-sesion')), /data-start="now"/);
  });

  it('asks once for many requests that arrive together', async () => {
    const section = pages();
    await Promise.all([1, 2, 3].map(() => section(new URL('http://host/iniciar-sesion'))));
    assert.equal(asked.length, 1);
  });

  it('serves nothing when the host build has no frames', () => {
    rmSync(join(dir, 'sections'), { recursive: true });
    assert.equal(pages(), null);
  });
});
