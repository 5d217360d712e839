import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { InventoryTag } from './api/inventory-api';

beforeAll(setUpDemo);
afterEach(() => jest.restoreAllMocks());

/** Opens the first product of the list and answers its tags' group. */
async function openTags() {
  renderDemo('/demo/apps/ecommerce/inventory');
  const table = await screen.findByRole('table', { name: 'Productos del inventario' });
  const name = within(table).getAllByRole('rowheader')[0]!.textContent!;
  await userEvent.click(within(table).getByRole('button', { name }));
  const details = await screen.findByRole('region', { name });
  return within(details).getByRole('group', { name: 'Etiquetas' });
}

const storedTitles = async () =>
  (await demoApi.get<InventoryTag[]>('api/apps/ecommerce/inventory/tags')).map((tag) => tag.title);

describe("the product's tags", () => {
  it('renames a tag by keyboard: Enter saves it (not the product), and the focus comes back to Rename', async () => {
    const tags = await openTags();
    const ticked = within(tags).getByRole('checkbox', { name: 'steel' }) as HTMLInputElement;
    const wasTicked = ticked.checked;
    const patch = jest.spyOn(demoApi, 'patch');
    await userEvent.click(within(tags).getByRole('button', { name: 'Renombrar la etiqueta steel' }));
    const title = within(tags).getByRole('textbox', { name: 'Nuevo nombre de la etiqueta steel' });
    expect(title).toHaveFocus();
    expect(title).toHaveValue('steel');

    await userEvent.clear(title);
    await userEvent.type(title, 'acero{Enter}');

    expect(await within(tags).findByRole('checkbox', { name: 'acero' })).toHaveProperty('checked', wasTicked);
    expect(within(tags).queryByRole('checkbox', { name: 'steel' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(tags).getByRole('button', { name: 'Renombrar la etiqueta acero' })).toHaveFocus(),
    );
    expect(await storedTitles()).toContain('acero');
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('api/apps/ecommerce/inventory/tag', expect.anything());
  });

  it('gives a rename up with Escape: the title stays and the focus comes back to Rename', async () => {
    const tags = await openTags();
    await userEvent.click(within(tags).getByRole('button', { name: 'Renombrar la etiqueta leather' }));
    await userEvent.type(within(tags).getByRole('textbox', { name: 'Nuevo nombre de la etiqueta leather' }), ' x');
    await userEvent.keyboard('{Escape}');

    expect(within(tags).queryByRole('textbox', { name: /Nuevo nombre/ })).not.toBeInTheDocument();
    expect(within(tags).getByRole('button', { name: 'Renombrar la etiqueta leather' })).toHaveFocus();
    expect(await storedTitles()).toContain('leather');
  });

  it('refuses an empty title, or one another tag has, saying why and keeping what was typed', async () => {
    const tags = await openTags();
    await userEvent.click(within(tags).getByRole('button', { name: 'Renombrar la etiqueta sport' }));
    const title = within(tags).getByRole('textbox', { name: 'Nuevo nombre de la etiqueta sport' });
    await userEvent.clear(title);
    await userEvent.click(within(tags).getByRole('button', { name: 'Guardar el nombre' }));
    expect(title).toHaveAccessibleDescription('Escribe el nombre de la etiqueta.');
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(title, 'Steel');
    await userEvent.click(within(tags).getByRole('button', { name: 'Guardar el nombre' }));
    await waitFor(() =>
      expect(within(tags).getByRole('alert')).toHaveTextContent('Ya hay una etiqueta con ese nombre. Elige otro.'),
    );
    expect(title).toHaveValue('Steel');
    expect(await storedTitles()).toContain('sport');
  });

  it('says when the mock refuses a rename, keeps the title typed, and saves it on a second try', async () => {
    const tags = await openTags();
    jest.spyOn(demoApi, 'patch').mockRejectedValueOnce(new DemoRequestError(500));
    await userEvent.click(within(tags).getByRole('button', { name: 'Renombrar la etiqueta sport' }));
    const title = within(tags).getByRole('textbox', { name: 'Nuevo nombre de la etiqueta sport' });
    await userEvent.clear(title);
    await userEvent.type(title, 'deportivo{Enter}');
    expect(await within(tags).findByRole('alert')).toHaveTextContent(
      'No se pudo renombrar la etiqueta. Inténtalo de nuevo.',
    );
    expect(title).toHaveValue('deportivo');

    await userEvent.click(within(tags).getByRole('button', { name: 'Guardar el nombre' }));
    expect(await within(tags).findByRole('checkbox', { name: 'deportivo' })).toBeInTheDocument();
    expect(within(tags).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a new tag could not be created, keeps its title, and creates it on a second try', async () => {
    const tags = await openTags();
    jest.spyOn(demoApi, 'post').mockRejectedValueOnce(new DemoRequestError(500));
    const title = within(tags).getByRole('textbox', { name: 'Nueva etiqueta' });
    await userEvent.type(title, 'Oferta');
    await userEvent.click(within(tags).getByRole('button', { name: 'Crear etiqueta' }));

    expect(await within(tags).findByRole('alert')).toHaveTextContent(
      'No se pudo crear la etiqueta. Inténtalo de nuevo.',
    );
    expect(title).toHaveValue('Oferta');
    expect(within(tags).queryByRole('checkbox', { name: 'Oferta' })).not.toBeInTheDocument();

    await userEvent.click(within(tags).getByRole('button', { name: 'Crear etiqueta' }));
    expect(await within(tags).findByRole('checkbox', { name: 'Oferta' })).toBeInTheDocument();
    expect(within(tags).queryByRole('alert')).not.toBeInTheDocument();
    expect(title).toHaveValue('');
  });

  it('refuses a new tag whose title another tag has, keeping the title typed', async () => {
    const tags = await openTags();
    const post = jest.spyOn(demoApi, 'post');
    const title = within(tags).getByRole('textbox', { name: 'Nueva etiqueta' });
    await userEvent.type(title, 'Mens{Enter}');

    expect(await within(tags).findByRole('alert')).toHaveTextContent('Ya hay una etiqueta con ese nombre. Elige otro.');
    expect(title).toHaveValue('Mens');
    expect(post).not.toHaveBeenCalled();
  });

  it('says when a tag could not be deleted, and keeps it', async () => {
    const tags = await openTags();
    jest.spyOn(demoApi, 'delete').mockRejectedValueOnce(new DemoRequestError(500));
    await userEvent.click(within(tags).getByRole('button', { name: 'Eliminar la etiqueta chronograph' }));

    expect(await within(tags).findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar la etiqueta. Inténtalo de nuevo.',
    );
    expect(within(tags).getByRole('checkbox', { name: 'chronograph' })).toBeInTheDocument();
  });
});
