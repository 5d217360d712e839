/**
 * @jest-environment node
 */
import { useDocumentTitle } from '@soat/shared/i18n';
import { Route, Routes, useParams, useSearchParams } from '@soat/shared/router';
import { createRequire } from 'node:module';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@soat/shared/federation';
import { prepareRemoteRendering, renderRemotePage, renderRemotePages } from './render-remote-pages';

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

const render = (pages: { path: string; query: string[] }[]) =>
  renderRemotePages({ routes: RemoteRoutes, pages, namespace: 'prueba', texts: {} });

describe('renderRemotePages (a remote’s build, in Node)', () => {
  it('renders each page at its path with its title, for every value of the query it stands for', async () => {
    const [signIn, resetPlain, resetWithToken] = await render([
      { path: '/iniciar-sesion', query: [] },
      { path: '/restablecer-clave', query: [] },
      { path: '/restablecer-clave', query: ['token'] },
    ]);
    expect(signIn).toMatchObject({ path: '/iniciar-sesion', query: [], title: 'Iniciar sesión' });
    expect(resetPlain?.html).toContain('Enlace no válido');
    expect(resetWithToken?.html).toContain('Nueva clave');
  });

  it('makes the browser send a form by POST until the app runs, never with its fields in the address', async () => {
    const [signIn] = await render([{ path: '/iniciar-sesion', query: [] }]);
    expect(signIn?.html).toMatch(/^<form method="post" aria-label="Iniciar sesión">/);
  });

  it('renders a pattern’s page once, at an address with a value in its `:name` segment', async () => {
    const [payment] = await render([{ path: '/pagos/:id', query: [] }]);
    expect(payment).toMatchObject({ path: '/pagos/:id', query: [] });
    expect(payment?.html).toContain('Cargando el pago');
  });

  it('refuses a pattern’s page that shows the value of its segment', async () => {
    await expect(render([{ path: '/recibos/:id', query: [] }])).rejects.toThrow(/shows the value of a segment/);
  });

  it('refuses a page that shows the value of a query parameter it is written for', async () => {
    await expect(render([{ path: '/eco', query: ['correo'] }])).rejects.toThrow(/shows the value of "correo"/);
  });
});

describe('renderRemotePage (a remote’s server, on request)', () => {
  it('renders the page at its address with the data its loader read', async () => {
    await prepareRemoteRendering('prueba', {});
    const { html } = renderRemotePage(RemoteRoutes, '/cuentas/42', { nombre: 'Ana' });
    expect(html).toContain('Cuenta de <!-- -->Ana');
  });

  it('names the element of the data as the host’s server writes it', () => {
    const require = createRequire(__filename);
    expect(require('@soat/web-server/section-frames').PAGE_DATA_ELEMENT_ID).toBe(PAGE_DATA_ELEMENT_ID);
  });
});
