import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { InventoryProduct } from './api/inventory-api';

beforeAll(setUpDemo);
afterEach(() => jest.restoreAllMocks());

const PRODUCT = 'api/apps/ecommerce/inventory/product';

/** Opens the first product of the list; answers its name, its stored fields and its details' region. */
async function openFirstProduct() {
  renderDemo('/demo/apps/ecommerce/inventory');
  const table = await screen.findByRole('table', { name: 'Productos del inventario' });
  const button = within(table).getAllByRole('rowheader')[0]!.querySelector('button')!;
  const name = button.textContent!;
  const { products } = await demoApi.get<{ products: InventoryProduct[] }>('api/apps/ecommerce/inventory/products', {
    search: name,
    page: 0,
  });
  const stored = products.find((product) => product.name === name)!;
  await userEvent.click(button);
  const details = await screen.findByRole('region', { name });
  await within(details).findByRole('combobox', { name: 'Categoría' });
  return { name, stored, details };
}

const save = (details: HTMLElement) => userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));

/** Closes the product and opens it again: what it shows then is what the mock stored. */
async function reopen(name: string, details: HTMLElement) {
  await userEvent.click(within(details).getByRole('button', { name: 'Cerrar el producto' }));
  await userEvent.click(screen.getByRole('button', { name }));
  const again = await screen.findByRole('region', { name });
  await within(again).findByRole('combobox', { name: 'Categoría' });
  return again;
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const stored = (id: string) => demoApi.get<InventoryProduct>(PRODUCT, { id });

describe("a product's details", () => {
  it('shows its category, brand and vendor by name, and changes them from the catalogue', async () => {
    const { name, stored: product, details } = await openFirstProduct();
    const category = within(details).getByRole('combobox', { name: 'Categoría' });
    const brand = within(details).getByRole('combobox', { name: 'Marca' });
    const vendor = within(details).getByRole('combobox', { name: 'Proveedor' });
    expect(category).toHaveValue(product.category);
    expect(within(category).getByRole('option', { selected: true })).toHaveTextContent(/^(Mens|Ladies|Unisex)$/);
    expect(brand).toHaveValue(product.brand);
    expect(name).toContain(within(brand).getByRole('option', { selected: true }).textContent);
    expect(vendor).toHaveValue(product.vendor);
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin proveedor', 'Evel', 'Mivon', 'Neogen']);

    const otherCategory = ['Mens', 'Ladies', 'Unisex'].find(
      (title) => title !== within(category).getByRole('option', { selected: true }).textContent,
    )!;
    await userEvent.selectOptions(category, otherCategory);
    await userEvent.selectOptions(vendor, 'Sin proveedor');
    await save(details);

    const again = await reopen(name, details);
    expect(
      within(within(again).getByRole('combobox', { name: 'Categoría' })).getByRole('option', { selected: true }),
    ).toHaveTextContent(otherCategory);
    expect(within(again).getByRole('combobox', { name: 'Proveedor' })).toHaveValue('');
    expect((await stored(product.id)).vendor).toBe('');
  });

  it('shows its barcode, cost, reserved units and weight, and saves them (the weight in kilos, a comma read as a point)', async () => {
    const { name, stored: product, details } = await openFirstProduct();
    const barcode = within(details).getByRole('textbox', { name: 'Código de barras' });
    const cost = within(details).getByRole('spinbutton', { name: 'Costo' });
    const reserved = within(details).getByRole('spinbutton', { name: 'Unidades reservadas' });
    const weight = within(details).getByRole('textbox', { name: 'Peso (kg)' });
    expect(barcode).toHaveValue(product.barcode);
    expect(cost).toHaveValue(product.cost);
    expect(reserved).toHaveValue(product.reserved);
    expect(weight).toHaveValue(product.weight.replace(' kg', ''));
    expect(weight).toHaveAccessibleDescription('En kilos, como 0,85.');

    await retype(barcode, '4006381333931');
    await retype(cost, '55.5');
    await retype(within(details).getByRole('spinbutton', { name: 'Existencias' }), '20');
    await retype(reserved, '3');
    await retype(weight, '0,85');
    await save(details);

    const again = await reopen(name, details);
    expect(within(again).getByRole('textbox', { name: 'Código de barras' })).toHaveValue('4006381333931');
    expect(within(again).getByRole('spinbutton', { name: 'Costo' })).toHaveValue(55.5);
    expect(within(again).getByRole('spinbutton', { name: 'Unidades reservadas' })).toHaveValue(3);
    expect(within(again).getByRole('textbox', { name: 'Peso (kg)' })).toHaveValue('0.85');
    expect(await stored(product.id)).toMatchObject({
      barcode: '4006381333931',
      cost: 55.5,
      reserved: 3,
      weight: '0.85 kg',
    });
  });

  it('says under each field what to type instead of a bad number or barcode, keeps what was typed and saves nothing', async () => {
    const { stored: product, details } = await openFirstProduct();
    const patch = jest.spyOn(demoApi, 'patch');
    const field = (role: 'textbox' | 'spinbutton', name: string) => within(details).getByRole(role, { name });
    await retype(field('spinbutton', 'Costo'), '-4');
    await retype(field('spinbutton', 'Unidades reservadas'), '2.5');
    await retype(field('textbox', 'Peso (kg)'), 'pesado');
    await retype(field('textbox', 'Código de barras'), '12ab');
    await save(details);

    await waitFor(() =>
      expect(field('spinbutton', 'Costo')).toHaveAccessibleErrorMessage(
        'Escribe un número igual o mayor que cero, o deja el campo vacío.',
      ),
    );
    expect(field('spinbutton', 'Unidades reservadas')).toHaveAccessibleErrorMessage(
      'Escribe un número entero de unidades, igual o mayor que cero.',
    );
    expect(field('textbox', 'Peso (kg)')).toHaveAccessibleErrorMessage(
      'Escribe el peso en kilos con cifras, como 0,85.',
    );
    expect(field('textbox', 'Código de barras')).toHaveAccessibleErrorMessage(
      'El código de barras lleva solo cifras: de 8 a 14.',
    );
    expect(field('textbox', 'Peso (kg)')).toHaveValue('pesado');
    expect(field('textbox', 'Código de barras')).toHaveValue('12ab');
    expect(field('spinbutton', 'Costo')).toHaveValue(-4);
    // the first field in error takes the focus
    expect(field('textbox', 'Código de barras')).toHaveFocus();
    expect(patch).not.toHaveBeenCalled();
    expect((await stored(product.id)).weight).toBe(product.weight);
  });

  it('refuses more reserved units than the stock, and takes them once the stock is enough', async () => {
    const { details } = await openFirstProduct();
    const stock = within(details).getByRole('spinbutton', { name: 'Existencias' });
    const reserved = within(details).getByRole('spinbutton', { name: 'Unidades reservadas' });
    await retype(stock, '5');
    await retype(reserved, '6');
    await save(details);
    await waitFor(() =>
      expect(reserved).toHaveAccessibleErrorMessage('Las unidades reservadas no pueden superar las existencias.'),
    );

    await retype(stock, '6');
    await waitFor(() => expect(reserved).not.toHaveAttribute('aria-invalid'));
  });

  it('says when the mock refuses to save, and keeps every field as typed', async () => {
    const { name, details } = await openFirstProduct();
    jest.spyOn(demoApi, 'patch').mockRejectedValueOnce(new DemoRequestError(500));
    await retype(within(details).getByRole('textbox', { name: 'Nombre' }), 'Reloj sin guardar');
    await save(details);

    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el producto. Tus cambios siguen en el formulario: inténtalo de nuevo.',
    );
    expect(within(details).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Reloj sin guardar');
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
