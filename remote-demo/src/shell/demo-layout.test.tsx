import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../testing/render-demo';

beforeAll(setUpDemo);

describe('the demo shell', () => {
  it("shows the portal's navigation data, whose screens say they are not specified", async () => {
    renderDemo('/demo/tramites/simular');
    const navigation = screen.getByRole('navigation', { name: 'Navegación de la demo' });
    expect(await within(navigation).findByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/demo/inicio');
    expect(within(navigation).getByText('Tramites')).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Registrar tramite' })).toHaveAttribute(
      'href',
      '/demo/tramites/registrar',
    );
    expect(screen.getByRole('heading', { name: 'Pantalla no especificada' })).toBeInTheDocument();
    expect(screen.getByText(/nombra \/demo\/tramites\/simular/)).toBeInTheDocument();
    await userEvent.click(within(navigation).getByRole('link', { name: 'Inicio' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/inicio');
  });

  it('finds pages by the search box and says when nothing matches', async () => {
    renderDemo('/demo/inicio');
    const box = screen.getByRole('searchbox', { name: 'Buscar en la demo' });
    await userEvent.type(box, 'simular');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByRole('region', { name: 'Resultados de la búsqueda' });
    expect(within(results).getByText('Páginas')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Simular tramite' })).toHaveAttribute(
      'href',
      '/demo/tramites/simular',
    );

    await userEvent.clear(box);
    await userEvent.type(box, 'zzzz-nada{Enter}');
    expect(await within(results).findByText('Sin resultados.')).toBeInTheDocument();
  });

  it('lists the notifications and marks them all as read', async () => {
    renderDemo('/demo/inicio');
    const toggle = await screen.findByRole('button', { name: /^Notificaciones \d+ sin leer$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect((await within(panel).findAllByRole('listitem')).length).toBeGreaterThan(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(toggle).toHaveAccessibleName('Notificaciones'));
    expect(within(panel).queryByText(/sin leer/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('links the shortcuts to the demo pages', async () => {
    renderDemo('/demo/inicio');
    await userEvent.click(screen.getByRole('button', { name: 'Accesos directos' }));
    const panel = screen.getByRole('region', { name: 'Accesos directos' });
    expect(await within(panel).findByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/demo/apps/contacts');
  });

  it('closes a panel when its link leads to another page, and on a click outside it', async () => {
    renderDemo('/demo/inicio');
    const toggle = screen.getByRole('button', { name: 'Accesos directos' });
    await userEvent.click(toggle);
    await userEvent.click(
      await within(screen.getByRole('region', { name: 'Accesos directos' })).findByRole('link', { name: 'Contacts' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demo/apps/contacts'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Accesos directos' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('region', { name: 'Accesos directos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'Contactos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the user's menu with the user's name", async () => {
    renderDemo('/demo/inicio');
    expect(await screen.findByRole('button', { name: 'Menú de Brian Hughes' })).toBeInTheDocument();
  });

  it("opens the user's menu inside the demo's header, not in a portal outside the page's landmarks", async () => {
    renderDemo('/demo/inicio');
    const header = screen.getByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Menú de Brian Hughes' }));
    const menu = await screen.findByRole('menu');
    // axe (region): the host's main holds the demo; a menu portalled to the body's end is outside it
    expect(header).toContainElement(menu);
    expect(within(menu).getByRole('menuitemradio', { name: 'En línea' })).toBeInTheDocument();
  });
});
