import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../../testing/render-demo';

beforeAll(setUpDemo);

const table = () => screen.findByRole('table', { name: 'Productos del inventario' });
const rowNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent!);
const column = (element: HTMLElement, index: number) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent!);
const amount = (money: string) => Number(money.replace(/[^\d,]/g, '').replace(',', '.'));

describe('the inventory app', () => {
  it('shows the products by name in pages of ten, forwards and back', async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    const first = rowNames(await table());
    expect(first).toHaveLength(10);
    expect(first).toEqual([...first].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())));
    expect(screen.getByText('Productos 1 a 10 de 22')).toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Páginas de productos' });
    expect(within(paging).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(within(paging).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Productos 11 a 20 de 22')).toBeInTheDocument();
    expect(rowNames(await table())).not.toContain(first[0]);
    await userEvent.click(within(paging).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Productos 21 a 22 de 22')).toBeInTheDocument();
    expect(within(paging).getByText('Página 3 de 3')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(rowNames(await table())).toHaveLength(2);

    await userEvent.click(within(paging).getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Productos 11 a 20 de 22')).toBeInTheDocument();
  });

  it('sorts by a column, then the other way', async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Precio' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Precio/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await waitFor(() => {
      const prices = column(screen.getByRole('table'), 1).map(amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    await userEvent.click(screen.getByRole('button', { name: /Precio/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Precio/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await waitFor(() => {
      const prices = column(screen.getByRole('table'), 1).map(amount);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
  });

  it('finds products by name and says when none matches', async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    const someone = rowNames(await table())[3]!;
    const search = screen.getByRole('searchbox', { name: 'Buscar productos por nombre' });
    await userEvent.click(search);
    await userEvent.paste(someone.toLowerCase());
    await waitFor(() => expect(screen.getByText(/^Productos 1 a \d+ de \d+$/)).not.toHaveTextContent('de 22'));
    const found = rowNames(screen.getByRole('table'));
    expect(found).toContain(someone);
    for (const name of found) expect(name.toLowerCase()).toContain(someone.toLowerCase());

    await userEvent.clear(search);
    await userEvent.type(search, 'qqqzzz');
    expect(await screen.findByText('No hay productos que coincidan con la búsqueda.')).toBeInTheDocument();
  });

  it('edits a product: its name, and its price from the base price and the tax', async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    const name = rowNames(await table())[0]!;
    await userEvent.click(screen.getByRole('button', { name }));
    const details = await screen.findByRole('region', { name });
    const field = within(details).getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Aaa reloj de prueba');
    await userEvent.clear(within(details).getByRole('spinbutton', { name: 'Precio base' }));
    await userEvent.type(within(details).getByRole('spinbutton', { name: 'Precio base' }), '100');
    await userEvent.clear(within(details).getByRole('spinbutton', { name: 'Impuesto (%)' }));
    await userEvent.type(within(details).getByRole('spinbutton', { name: 'Impuesto (%)' }), '20');
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(rowNames(screen.getByRole('table'))[0]).toBe('Aaa reloj de prueba'));
    expect(amount(column(screen.getByRole('table'), 1)[0]!)).toBe(120);
  });

  it('creates a tag, gives it to a product and deletes it', async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    const name = rowNames(await table())[0]!;
    await userEvent.click(screen.getByRole('button', { name }));
    const details = await screen.findByRole('region', { name });
    await userEvent.type(within(details).getByRole('textbox', { name: 'Nueva etiqueta' }), 'Oferta');
    await userEvent.click(within(details).getByRole('button', { name: 'Crear etiqueta' }));
    await userEvent.click(await within(details).findByRole('checkbox', { name: 'Oferta' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));

    await userEvent.click(within(details).getByRole('button', { name: 'Cerrar el producto' }));
    await userEvent.click(screen.getByRole('button', { name }));
    const reopened = await screen.findByRole('region', { name });
    expect(await within(reopened).findByRole('checkbox', { name: 'Oferta' })).toBeChecked();

    await userEvent.click(within(reopened).getByRole('button', { name: 'Eliminar la etiqueta Oferta' }));
    await waitFor(() => expect(within(reopened).queryByRole('checkbox', { name: 'Oferta' })).not.toBeInTheDocument());
  });

  it('moves the focus to the product opened (its details come below the table, out of sight)', async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    const name = rowNames(await table())[2]!;
    await userEvent.click(screen.getByRole('button', { name }));
    const details = await screen.findByRole('region', { name });
    await waitFor(() => expect(within(details).getByRole('heading', { level: 2, name })).toHaveFocus());
  });

  it("gives the focus back to the product's row when its details close", async () => {
    renderDemo('/demo/apps/ecommerce/inventory');
    const name = rowNames(await table())[1]!;
    await userEvent.click(screen.getByRole('button', { name }));
    const details = await screen.findByRole('region', { name });
    await userEvent.click(await within(details).findByRole('button', { name: 'Cerrar el producto' }));
    expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name })).toHaveFocus();
  });
});
