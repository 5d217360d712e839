/**
 * @jest-environment node
 */
import { useDocumentTitle } from '@soat/shared/i18n';
import { Route, Routes, useSearchParams } from '@soat/shared/router';
import { renderRemotePages } from './render-remote-pages';

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

function RemoteRoutes() {
  return (
    <Routes>
      <Route path="iniciar-sesion" element={<SignIn />} />
      <Route path="restablecer-clave" element={<Reset />} />
      <Route path="eco" element={<Echo />} />
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

  it('refuses a page that shows the value of a query parameter it is written for', async () => {
    await expect(render([{ path: '/eco', query: ['correo'] }])).rejects.toThrow(/shows the value of "correo"/);
  });
});
