// The pure parts of the host's section pages (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const {
  composeSectionPage,
  frameAlone,
  markSlot,
  pageFile,
  parsePageSpec,
  requestPageKey,
} = require('./section-frames.cjs');

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
