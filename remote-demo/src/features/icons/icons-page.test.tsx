import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../../testing/render-demo';

beforeAll(setUpDemo);

const grid = (name: string) => screen.findByRole('list', { name });

describe('the icons page', () => {
  it('opens the first set when none is named, and moves between sets by their links', async () => {
    renderDemo('/demo/ui/icons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iconos' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demo/ui/icons/feather'));
    expect(within(await grid('Feather')).getAllByRole('button').length).toBeGreaterThan(10);

    const sets = screen.getByRole('navigation', { name: 'Conjuntos de iconos' });
    await userEvent.click(within(sets).getByRole('link', { name: 'Heroicons Solid' }));
    expect(await grid('Heroicons Solid')).toBeVisible();
    expect(within(sets).getByRole('link', { name: 'Heroicons Solid' })).toHaveAttribute('aria-current', 'page');
  });

  it('finds icons by their name and says how many, or that none has it', async () => {
    renderDemo('/demo/ui/icons/heroicons-outline');
    const list = await grid('Heroicons Outline');
    const search = screen.getByRole('searchbox', { name: 'Buscar un icono por su nombre' });
    await userEvent.type(search, 'arrow');
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['arrow-down', 'arrow-left', 'arrow-right', 'arrow-up']);
    expect(screen.getByText('4 iconos')).toHaveAttribute('role', 'status');

    await userEvent.type(search, 'zzz');
    expect(screen.getByText('Ningún icono de este conjunto tiene ese nombre.')).toBeVisible();
    expect(screen.getByText('0 iconos')).toHaveAttribute('role', 'status');
  });

  it("copies an icon's full name to the clipboard and says so, and says the name when the browser refuses", async () => {
    const user = userEvent.setup();
    renderDemo('/demo/ui/icons/heroicons-outline');
    const list = await grid('Heroicons Outline');
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(list).getByRole('button', { name: 'Copiar el nombre heroicons_outline:home' }));
    expect(write).toHaveBeenCalledWith('heroicons_outline:home');
    expect(await screen.findByText('Copiado: heroicons_outline:home')).toHaveAttribute('role', 'status');

    write.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(list).getByRole('button', { name: 'Copiar el nombre heroicons_outline:bell' }));
    expect(await screen.findByText('El navegador no dejó copiar; el nombre es heroicons_outline:bell')).toBeVisible();
  });
});
