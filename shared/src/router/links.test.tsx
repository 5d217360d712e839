import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as ReactRouter from 'react-router';
import { Link, NavLink } from './links';

/** Where the router is, shown so a test can read it after a click. */
function Here() {
  const location = ReactRouter.useLocation();
  return <output>{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>;
}

function inRouter(at: string, children: ReactNode) {
  return render(
    <ReactRouter.MemoryRouter initialEntries={[at]}>
      <ReactRouter.Routes>
        <ReactRouter.Route
          path="*"
          element={
            <>
              {children}
              <Here />
            </>
          }
        />
      </ReactRouter.Routes>
    </ReactRouter.MemoryRouter>,
  );
}

/**
 * The markup React Router's own component writes for the same props, at the same address, but its
 * `data-discover` (framework mode's mark for discovering the routes a link leads to, which nothing reads in
 * declarative mode).
 */
function routerMarkup(at: string, element: ReactNode) {
  const { container, unmount } = inRouter(at, element);
  const html = container.querySelector('a')?.outerHTML.replace(' data-discover="true"', '');
  unmount();
  return html;
}

describe('the router door’s links, as React Router’s', () => {
  it.each([
    ['/home', { to: '/tarifas' }],
    ['/cotizar-soat/comprar-soat', { to: '../consulta-soat?placa=ABC123#resultado' }],
    ['/home', { to: { pathname: '/iniciar-sesion', search: '?redirectTo=%2Fhome' }, id: 'entrar', className: 'x' }],
    ['/home', { to: 'https://www.runt.gov.co/', target: '_blank', rel: 'noreferrer' }],
  ])('writes the same link at %s for %j', (at, props) => {
    const { container } = inRouter(at, <Link {...props}>Ir</Link>);
    expect(container.querySelector('a')?.outerHTML).toBe(
      routerMarkup(at, <ReactRouter.Link {...props}>Ir</ReactRouter.Link>),
    );
  });

  it.each([
    ['/soat', { to: '/soat' }],
    ['/soat/mis-polizas', { to: '/soat' }],
    ['/soat/mis-polizas', { to: '/soat', end: true }],
    ['/soatx', { to: '/soat' }],
    ['/SOAT', { to: '/soat' }],
    ['/SOAT', { to: '/soat', caseSensitive: true }],
    ['/', { to: '/' }],
    ['/home', { to: '/', className: 'enlace' }],
    ['/soat', { to: '/soat', className: ({ isActive }: { isActive: boolean }) => (isActive ? 'si' : 'no') }],
  ])('marks the same nav link current at %s for %j', (at, props) => {
    const { container } = inRouter(at, <NavLink {...props}>Ir</NavLink>);
    expect(container.querySelector('a')?.outerHTML).toBe(
      routerMarkup(at, <ReactRouter.NavLink {...props}>Ir</ReactRouter.NavLink>),
    );
  });

  it('navigates on a click, with its state, and runs its own onClick first', () => {
    const onClick = jest.fn();
    inRouter(
      '/home',
      <Link to="/cotizar-soat?placa=ABC123" state={{ desde: 'home' }} onClick={onClick}>
        Cotizar
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cotizar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/cotizar-soat?placa=ABC123|{"desde":"home"}');
  });

  it('leaves a click to the browser with a modifier key, a prevented click, another origin or reloadDocument', () => {
    inRouter(
      '/home',
      <>
        <Link to="/tarifas">Con tecla</Link>
        <Link to="/tarifas" onClick={(event) => event.preventDefault()}>
          Prevenido
        </Link>
        <Link to="https://www.runt.gov.co/">Otro origen</Link>
        <Link to="/tarifas" reloadDocument>
          Recarga
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Con tecla' }), { ctrlKey: true });
    for (const name of ['Prevenido', 'Otro origen', 'Recarga']) fireEvent.click(screen.getByRole('link', { name }));
    expect(screen.getByRole('status')).toHaveTextContent('/home|null');
  });
});
