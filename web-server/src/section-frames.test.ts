// The pure parts of the host's section pages (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  composeSectionPage,
  findPage,
  frameAlone,
  markSlot,
  pageFile,
  parsePageSpec,
  requestPageKey,
  type SectionPage,
} from './section-frames.ts';

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

describe('a section page put together', () => {
  it('puts the remote page where the placeholder was, with the styles the frame lacks and its title', () => {
    const html = composeSectionPage(FRAME, PAGE);
    assert.match(html, /<main id="contenido"><h1 class="css-ccc">Iniciar sesión<\/h1><\/main>/);
    assert.doesNotMatch(html, /Cargando/);
    assert.match(html, /<style data-emotion="css ccc" data-s="">\.css-ccc\{color:red\}<\/style><\/head>/);
    assert.equal(html.match(/\.css-bbb\{\}/g)?.length, 1);
    assert.match(html, /<title>Iniciar sesión · &lt;Portal&gt;<\/title>/);
  });

  it('keeps a style from closing its element early', () => {
    const html = composeSectionPage(FRAME, { ...PAGE, styles: [{ id: 'ddd', css: '.x{content:"</style><script>"}' }] });
    assert.doesNotMatch(html, /<\/style><script>/);
  });

  it('starts the app at once on a pattern’s page (a resource the app loads), and only there', () => {
    const payment = { ...PAGE, path: '/pagos/:idSolicitudSoat', html: '<h1>Paga</h1>' };
    assert.match(
      composeSectionPage(FRAME, payment),
      /^<!doctype html><html data-start="now" lang="es">[\s\S]*<h1>Paga<\/h1>/,
    );
    assert.doesNotMatch(composeSectionPage(FRAME, PAGE), /data-start/);
  });

  it('puts the data of a page rendered on request in the page, where no text of it can end its element', () => {
    const rendered: SectionPage = {
      ...PAGE,
      path: '/pagos/:id',
      data: { nombre: '</script><script>alert(1)</script><!--' },
      start: 'on-use',
    };
    const html = composeSectionPage(FRAME, rendered);
    const element = /<script type="application\/json" id="datos-pagina">([^<]*)<\/script><\/body>/.exec(html);
    assert.deepEqual(JSON.parse(element?.[1] ?? 'null'), rendered.data);
    assert.doesNotMatch(html, /<script>alert/);
    // rendered with its data, it waits for first use like any finished page; one that changes by itself does not
    assert.doesNotMatch(html, /data-start/);
    // and says so to the loader: nothing the tab keeps makes it wrong
    assert.match(html, /^<!doctype html><html data-rendered-on-request lang="es">/);
    assert.doesNotMatch(composeSectionPage(FRAME, PAGE), /data-rendered-on-request/);
    assert.match(composeSectionPage(FRAME, { ...rendered, start: 'now' }), /<html data-start="now"/);
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

  it('names a pattern’s file with `$name` for its `:name` segment', () => {
    assert.equal(
      pageFile(parsePageSpec('/cotizar-soat/pagos/:idSolicitudSoat')),
      'cotizar-soat/pagos/$idSolicitudSoat.json',
    );
    // a request's path with a `$` has no file
    assert.equal(pageFile(requestPageKey(new URL('http://x/pagos/$id'))), null);
  });

  it('counts a query parameter without a value as absent, as the pages read it', () => {
    assert.equal(pageFile(requestPageKey(new URL('http://x/restablecer-clave?token='))), 'restablecer-clave.json');
  });

  it('never names a file outside the folder, or one for a name it cannot be', () => {
    for (const path of ['/../secreto', '/a/%2e%2e/b', '/a.json', '/']) {
      assert.equal(pageFile({ path, query: [] }), null, path);
    }
    assert.equal(pageFile({ path: '/iniciar-sesion', query: ['../x'] }), null);
  });
});

describe('the page a request stands for', () => {
  const PAGES = [
    { path: '/soat/consulta', query: [], file: 'soat/consulta.json' },
    { path: '/soat/:vista', query: [], file: 'soat/$vista.json' },
    { path: '/pagos/:id', query: [], file: 'pagos/$id.json' },
    { path: '/pagos/:id', query: ['estado'], file: 'pagos/$id@estado.json' },
  ];
  const find = (address: string) => findPage(PAGES, requestPageKey(new URL(address, 'http://x')))?.file ?? null;

  it('is the page written for that very path before any pattern', () => {
    assert.equal(find('/soat/consulta'), 'soat/consulta.json');
    assert.equal(find('/soat/otra'), 'soat/$vista.json');
  });

  it('is a pattern’s page for any value of its segment, with the same query names', () => {
    assert.equal(find('/pagos/0b5f9a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b'), 'pagos/$id.json');
    assert.equal(find('/pagos/abc?estado=ok'), 'pagos/$id@estado.json');
    assert.equal(find('/pagos/abc?otro=1'), null);
  });

  it('takes a request’s `:name` segment as a value, never as the pattern’s own name', () => {
    assert.equal(find('/pagos/:id'), null);
    assert.equal(find('/soat/:vista'), null);
  });

  it('is none for a value a segment cannot be, or a path of another length', () => {
    assert.equal(find('/pagos/a.b'), null);
    assert.equal(find('/pagos'), null);
    assert.equal(find('/pagos/abc/mas'), null);
  });
});
