// A remote's server rendering a resource's page on request (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { PageLoaderContext as LoaderContext, PageLoaderResult as LoaderResult } from '@soat/shared/page-server';
import type { PageServer } from './page-servers.ts';
import { remotePages } from './remote-pages.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** The page loaders of a remote's Node build, by the page each renders. */
type Loaders = PageServer['pageLoaders'];

/** The runtime configuration as far as a remote's server reads it: the API as browsers reach it. */
const CONFIG = { apiBaseUrl: 'https://api.portal.test/' } as RuntimeConfig;

/** What remotePages passes to fetch for a POST: the method, its headers as an object and a JSON body. */
interface PostInit {
  method: string;
  headers: Record<string, string>;
  body: string;
}

describe('a remote’s pages rendered on request', () => {
  let root: string;
  let dir: string;
  let apiAsked: unknown[];
  let prepared: unknown[];

  /** The remote's Node build, reduced to what the server uses of it. */
  const bundle = (loaders: Loaders): PageServer => ({
    routes: Object.keys(loaders),
    pageLoaders: loaders,
    prepare: async ({ texts, apiBaseUrl }) => {
      prepared.push({ texts, apiBaseUrl });
    },
    render: async (address, data) => ({
      html: `<p>${address}: ${(data as { pago?: { estado: string } }).pago?.estado ?? 'sin pago'}</p>`,
      styles: [{ id: 'abc', css: '.css-abc{}' }],
      title: 'Pago · Portal SOAT',
    }),
  });
  const payment = async ({ params, get }: LoaderContext): Promise<LoaderResult> => {
    const { status, body } = await get(`/soat/api/v1/pagos/${params.id}`);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`the API answered ${status}`);
    return { data: { pago: body }, startNow: (body as { estado: string }).estado === 'PENDIENTE' };
  };
  // the page alone and as a gateway sends the visitor back
  const LOADERS: Loaders = { '/pagos/:id': payment, '/pagos/:id?env&id': payment };
  const fetch = async (url: string | URL | Request) => {
    apiAsked.push(String(url));
    const id = String(url).split('/').pop();
    if (id === 'caido') throw new TypeError('fetch failed');
    if (id === 'falla') return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    if (id === 'otro')
      return new Response('{"message":"No existe."}', { status: 404, headers: { 'content-type': 'application/json' } });
    const status = id === 'pendiente' ? 'PENDIENTE' : 'APROBADO';
    return new Response(JSON.stringify({ estado: status }), { headers: { 'content-type': 'application/json' } });
  };
  const render = (address: string, loaders = LOADERS) =>
    remotePages({ dir, apiUrl: 'http://api.test/', config: CONFIG, fetch, server: bundle(loaders) })!(
      new URL(`/prerendered/render${address}`, 'http://soat.test'),
    );

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'soat-remote-pages-'));
    dir = join(root, 'remote-soat', 'dist');
    mkdirSync(join(dir, 'assets', 'i18n'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'i18n', 'es.json'), '{"titulo":"Pagos"}');
    apiAsked = [];
    prepared = [];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('renders the page of the pattern the path is one of, with the data its loader read from the API', async () => {
    const { status, body } = await render('/pagos/aprobado?id=tx-1&env=test');
    assert.equal(status, 200);
    assert.deepEqual(body, {
      path: '/pagos/:id',
      query: ['env', 'id'],
      title: 'Pago · Portal SOAT',
      html: '<p>/pagos/aprobado?id=tx-1&env=test: APROBADO</p>',
      styles: [{ id: 'abc', css: '.css-abc{}' }],
      data: { pago: { estado: 'APROBADO' } },
      start: 'on-use',
    });
    assert.deepEqual(apiAsked, ['http://api.test/soat/api/v1/pagos/aprobado']);
    // in Spanish, with the remote's own texts, and links to the API as browsers reach it
    assert.deepEqual(prepared, [{ texts: { titulo: 'Pagos' }, apiBaseUrl: 'https://api.portal.test/' }]);
  });

  it('renders only the query variants a loader names: any other query (a secret token) is never read nor rendered', async () => {
    for (const address of ['/pagos/aprobado?token=secreto', '/pagos/aprobado?id=tx-1']) {
      assert.equal((await render(address)).status, 404, address);
    }
    assert.deepEqual(apiAsked, []);
    assert.equal((await render('/pagos/aprobado')).status, 200);
  });

  it('says when the app must start at once, as the loader decides', async () => {
    assert.equal(((await render('/pagos/pendiente')).body as { start: string }).start, 'now');
  });

  it('renders nothing for a path of no pattern, a value a segment cannot be, or nothing to show', async () => {
    for (const address of ['/otra/cosa', '/pagos/a.b', '/pagos/otro']) {
      assert.equal((await render(address)).status, 404, address);
    }
    assert.deepEqual(apiAsked, ['http://api.test/soat/api/v1/pagos/otro']);
  });

  it('answers 502 when the API fails or is down, for the host to send the loading state', async () => {
    for (const address of ['/pagos/falla', '/pagos/caido']) {
      const { status, body } = await render(address);
      assert.equal(status, 502, address);
      assert.match((body as { message: string }).message, /No se pudo generar la página/);
    }
  });

  it("hands a loader the values of its pattern's query names and the API by POST, and passes a redirect to a path on", async () => {
    const posted: unknown[] = [];
    const link = async ({ query, post }: LoaderContext): Promise<LoaderResult> => {
      const { status, body } = await post('/api/enlaces/consultas', { token: query.token });
      posted.push(body);
      return status === 200 ? { data: { enlace: body }, startNow: false } : { redirect: '/enlace?invalido=true' };
    };
    const postingFetch = (async (url: URL, init: PostInit) => {
      apiAsked.push({ url: String(url), method: init.method, type: init.headers['content-type'], body: init.body });
      const { token } = JSON.parse(init.body);
      return new Response(JSON.stringify({ token, ok: token === 'bueno' }), {
        status: token === 'bueno' ? 200 : 401,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const renderLink = (address: string) =>
      remotePages({
        dir,
        apiUrl: 'http://api.test/',
        config: CONFIG,
        fetch: postingFetch,
        server: bundle({ '/enlace?token': link }),
      })!(new URL(`/prerendered/render${address}`, 'http://soat.test'));
    const rendered = await renderLink('/enlace?token=bueno');
    assert.equal(rendered.status, 200);
    assert.deepEqual((rendered.body as { data: unknown }).data, { enlace: { token: 'bueno', ok: true } });
    // the token travels in the body, never in the API's address
    assert.deepEqual(apiAsked[0], {
      url: 'http://api.test/api/enlaces/consultas',
      method: 'POST',
      type: 'application/json',
      body: '{"token":"bueno"}',
    });
    assert.deepEqual(await renderLink('/enlace?token=falso'), {
      status: 200,
      body: { redirect: '/enlace?invalido=true' },
    });
  });

  it('never passes on a redirect out of the portal', async () => {
    for (const redirect of [
      'https://otro.test/',
      '//otro.test/x',
      '/\\otro.test',
      'enlace',
      '/a\r\nSet-Cookie: x=1',
      '/ñ',
    ]) {
      // as a loader written without the contract's types might answer
      const { status } = await render('/fuera', { '/fuera': async () => ({ redirect: redirect as `/${string}` }) });
      assert.equal(status, 502, redirect);
    }
  });

  it('is not there for a remote with no page to render on request, nor for the app that owns the document', () => {
    const server = { dir, apiUrl: 'http://api.test/', config: CONFIG, fetch };
    assert.equal(remotePages({ ...server, server: bundle({}) }), null);
    const document = { configElementId: 'c', frameAttribute: 'f', renderedConfigJson: () => '{}' };
    const owner = {
      ...bundle(LOADERS),
      document: { ...document, loaderScript: () => '', renderFrames: async () => [] },
    };
    assert.equal(remotePages({ ...server, server: owner }), null);
  });
});
