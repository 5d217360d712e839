import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../lib/demo-client';
import { renderDemo, setUpDemo } from '../testing/render-demo';
import type { Shortcut } from './api/shell-api';

beforeAll(setUpDemo);
afterEach(() => jest.restoreAllMocks());

const stored = () => demoApi.get<Shortcut[]>('api/common/shortcuts');

/** Renders the demo with the shortcuts panel open, once its list has arrived. */
async function openShortcuts() {
  renderDemo('/demo/inicio');
  const toggle = screen.getByRole('button', { name: 'Accesos directos' });
  await userEvent.click(toggle);
  const panel = screen.getByRole('region', { name: 'Accesos directos' });
  await within(panel).findAllByRole('listitem');
  return { panel, toggle };
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe("the shell's shortcuts", () => {
  it('adds a shortcut that opens its page; the focus comes back to "add"', async () => {
    const { panel, toggle } = await openShortcuts();
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir acceso directo' }));
    const form = within(panel).getByRole('form', { name: 'Nuevo acceso directo' });
    expect(field(form, 'Nombre')).toHaveFocus();
    await userEvent.type(field(form, 'Nombre'), 'Mis notas');
    await userEvent.type(field(form, 'Descripción'), 'Ideas sueltas');
    // the address bar's form of a demo page is taken too
    await userEvent.type(field(form, 'Enlace'), '/demo/apps/notes{Enter}');

    const link = await within(panel).findByRole('link', { name: 'Mis notas' });
    expect(link).toHaveAttribute('href', '/demo/apps/notes');
    expect(within(panel).getByText('Ideas sueltas')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Añadir acceso directo' })).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('Acceso directo añadido.');
    expect((await stored())[0]).toMatchObject({
      label: 'Mis notas',
      description: 'Ideas sueltas',
      link: '/apps/notes',
    });

    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demo/apps/notes'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses a shortcut without a name or with a link outside the demo, keeping what was typed', async () => {
    const { panel } = await openShortcuts();
    const before = await stored();
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir acceso directo' }));
    const form = within(panel).getByRole('form', { name: 'Nuevo acceso directo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(field(form, 'Nombre')).toHaveFocus();
    expect(field(form, 'Nombre')).toHaveAccessibleErrorMessage('Escribe el nombre del acceso directo.');
    expect(field(form, 'Enlace')).toHaveAccessibleErrorMessage('Escribe el enlace del acceso directo.');
    expect(field(form, 'Enlace')).toHaveAccessibleDescription('Una página de la demo, como /apps/contacts.');

    await userEvent.type(field(form, 'Nombre'), 'Afuera');
    await userEvent.type(field(form, 'Enlace'), 'https://example.com/apps/contacts');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(field(form, 'Enlace')).toHaveFocus();
    expect(field(form, 'Enlace')).toHaveAccessibleErrorMessage(
      'El enlace debe ser una página de la demo, como /apps/contacts: sin dirección de otro sitio.',
    );
    expect(field(form, 'Nombre')).not.toHaveAttribute('aria-invalid');
    expect(field(form, 'Nombre')).toHaveValue('Afuera');
    expect(field(form, 'Enlace')).toHaveValue('https://example.com/apps/contacts');
    expect(await stored()).toEqual(before);
  });

  it('keeps what was typed and says so when the mock API fails', async () => {
    const { panel } = await openShortcuts();
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir acceso directo' }));
    const form = within(panel).getByRole('form', { name: 'Nuevo acceso directo' });
    jest.spyOn(demoApi, 'post').mockRejectedValueOnce(new Error('down'));
    await userEvent.type(field(form, 'Nombre'), 'No se pierde');
    await userEvent.type(field(form, 'Enlace'), '/apps/tasks');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el cambio. Inténtalo de nuevo.',
    );
    expect(field(form, 'Nombre')).toHaveValue('No se pierde');
    expect(field(form, 'Enlace')).toHaveValue('/apps/tasks');
  });

  it('edits a shortcut; the focus comes back to its Edit button', async () => {
    const { panel } = await openShortcuts();
    await userEvent.click(within(panel).getByRole('button', { name: 'Editar Contacts' }));
    const form = within(panel).getByRole('form', { name: 'Editar Contacts' });
    expect(field(form, 'Nombre')).toHaveValue('Contacts');
    expect(field(form, 'Enlace')).toHaveValue('/apps/contacts');
    await userEvent.clear(field(form, 'Nombre'));
    await userEvent.type(field(form, 'Nombre'), 'Contactos');
    await userEvent.clear(field(form, 'Enlace'));
    await userEvent.type(field(form, 'Enlace'), '/apps/contacts/123');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    const edit = await within(panel).findByRole('button', { name: 'Editar Contactos' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(within(panel).getByRole('link', { name: 'Contactos' })).toHaveAttribute('href', '/demo/apps/contacts/123');
    expect(within(panel).queryByRole('link', { name: 'Contacts' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Acceso directo guardado.');
    expect((await stored()).find((shortcut) => shortcut.label === 'Contactos')).toMatchObject({
      link: '/apps/contacts/123',
      description: 'List all contacts',
    });
  });

  it('leaves a shortcut as it was when its form is cancelled', async () => {
    const { panel } = await openShortcuts();
    const edit = within(panel).getByRole('button', { name: 'Editar Tasks' });
    await userEvent.click(edit);
    const form = within(panel).getByRole('form', { name: 'Editar Tasks' });
    await userEvent.type(field(form, 'Nombre'), ' cambiado');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(within(panel).getByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Editar Tasks' })).toHaveFocus();
    expect((await stored()).map((shortcut) => shortcut.label)).toContain('Tasks');
  });

  it('removes a shortcut from its form; the focus goes to "add"', async () => {
    const { panel } = await openShortcuts();
    await userEvent.click(within(panel).getByRole('button', { name: 'Editar Changelog' }));
    const form = within(panel).getByRole('form', { name: 'Editar Changelog' });
    await userEvent.click(within(form).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Changelog' })).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Añadir acceso directo' })).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('Acceso directo eliminado.');
    expect((await stored()).map((shortcut) => shortcut.label)).not.toContain('Changelog');
  });
});
