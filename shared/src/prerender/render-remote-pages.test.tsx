/**
 * @jest-environment node
 */
import { useDocumentTitle } from '@soat/shared/i18n';
import { Route, Routes, useParams, useSearchParams } from '@soat/shared/router';
import { createRequire } from 'node:module';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@soat/shared/federation';
import type { PageConfig, RenderedPage } from '@soat/shared/page-server';
import { remotePageServer } from './render-remote-pages';

const require = createRequire(__filename);
/** What a remote's build writes of its routes (tooling/prerender-remote.ts), with what it refuses. */
const { renderWrittenPages } = require('@soat/web-server/written-pages') as {
  renderWrittenPages: (server: ReturnType<typeof remotePageServer>) => Promise<(RenderedPage & { path: string })[]>;
};

function SignIn() {
  useDocumentTitle('Iniciar sesión');
  return (
    <form aria-label="Iniciar sesión">
      <input name="clave" type="password" />
    </form>
  );
}

function Reset() {
  const [params] = useSearchParams();
  return <p>{params.get('token') ? 'Nueva clave' : 'Enlace no válido'}</p>;
}

function Echo() {
  const [params] = useSearchParams();
  return <p>{params.get('correo')}</p>;
}

/** A resource's page: its loading state names no id; its address is printed only by `Receipt`. */
function Payment() {
  const { id } = useParams();
  return <p>{id ? 'Cargando el pago' : 'Sin pago'}</p>;
}

function Receipt() {
  const { id } = useParams();
  return <p>Recibo {id}</p>;
}

function RemoteRoutes({ pageData }: { pageData?: PageData }) {
  return (
    <Routes>
      <Route path="cuentas/:id" element={<p>Cuenta de {String(pageData?.nombre ?? 'nadie')}</p>} />
      <Route path="iniciar-sesion" element={<SignIn />} />
      <Route path="restablecer-clave" element={<Reset />} />
      <Route path="eco" element={<Echo />} />
      <Route path="pagos/:id" element={<Payment />} />
      <Route path="recibos/:id" element={<Receipt />} />
    </Routes>
  );
}

/** A remote's Node build with `routes`, prepared as the build prepares it. */
async function pageServer(routes: string[] = []) {
  const server = remotePageServer('auth', { default: RemoteRoutes, prerenderedPages: routes });
  await server.prepare({ texts: {}, config: {} as PageConfig });
  return server;
}

const render = async (routes: string[]) => renderWrittenPages(await pageServer(routes));

describe('a remote’s page server, at build time (in Node)', () => {
  it('renders a page with the global styles the browser then does not build: preflight, global CSS, keyframes', async () => {
    const [signIn] = await render(['/iniciar-sesion']);
    const css = signIn!.styles.map((style) => style.css).join('\n');
    expect(css).toContain('-webkit-tap-highlight-color:transparent'); // Chakra's preflight
    expect(css).toContain('--global-font-body'); // its global CSS
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('--chakra-colors-indigo-700'); // every token's variable
  });

  it('renders each page at its path with its title, for every value of the query it stands for', async () => {
    const [signIn, resetPlain, resetWithToken] = await render([
      '/iniciar-sesion',
      '/restablecer-clave',
      '/restablecer-clave?token',
    ]);
    expect(signIn).toMatchObject({ path: '/iniciar-sesion', query: [], title: 'Iniciar sesión' });
    expect(resetPlain?.html).toContain('Enlace no válido');
    expect(resetWithToken?.html).toContain('Nueva clave');
  });

  it('makes the browser send a form by POST until the app runs, never with its fields in the address', async () => {
    const [signIn] = await render(['/iniciar-sesion']);
    expect(signIn?.html).toMatch(/^<form method="post" aria-label="Iniciar sesión">/);
  });

  it('renders a pattern’s page once, at an address with a value in its `:name` segment', async () => {
    const [payment] = await render(['/pagos/:id']);
    expect(payment).toMatchObject({ path: '/pagos/:id', query: [] });
    expect(payment?.html).toContain('Cargando el pago');
  });

  it('refuses a pattern’s page that shows the value of its segment', async () => {
    await expect(render(['/recibos/:id'])).rejects.toThrow(/shows the value of a segment/);
  });

  it('refuses a page that shows the value of a query parameter it is written for', async () => {
    await expect(render(['/eco?correo'])).rejects.toThrow(/shows the value of "correo"/);
  });
});

describe('a remote’s page server, on request', () => {
  it('renders the page at its address with the data its loader read', async () => {
    const { html } = await (await pageServer()).render('/cuentas/42', { nombre: 'Ana' });
    expect(html).toContain('Cuenta de <!-- -->Ana');
  });

  it('lists the first page of each of its sections when the remote names none', () => {
    const server = remotePageServer('auth', { default: RemoteRoutes });
    expect(server.routes).toEqual(['/iniciar-sesion', '/crear-cuenta', '/recuperar-clave', '/restablecer-clave']);
    expect(server.pageLoaders).toEqual({});
  });

  it('names the element of the data as the host’s server writes it', () => {
    expect(require('@soat/web-server/section-frames').PAGE_DATA_ELEMENT_ID).toBe(PAGE_DATA_ELEMENT_ID);
  });
});
