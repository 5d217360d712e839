import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { DEMO_APPS, openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 27, point 1: a product's category, brand, vendor, barcode, cost, reserved units, weight and images
// are seen and edited, and its tags renamed, in a real browser with the mock API answering in the page
// (each page load starts from the seed again). The seed's products have no pictures yet: the images' group
// says so here, and choosing the featured picture or removing one is proven by the component tests.

/** Opens the first product of the list; answers its name and its details' region. */
async function openFirstProduct(page: Page): Promise<{ name: string; details: Locator }> {
  await openDemo(page, DEMO_APPS.inventory.path);
  const table = page.getByRole('table', { name: 'Productos del inventario' });
  const first = table.getByRole('rowheader').first().getByRole('button');
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  const details = page.getByRole('region', { name });
  await expect(details.getByRole('heading', { level: 2, name })).toBeFocused();
  return { name, details };
}

/** The text of the option a select shows. */
const chosen = async (select: Locator) => ((await select.locator('option:checked').textContent()) ?? '').trim();

test('a product’s category, brand, vendor, barcode, cost, reserved units and weight are changed and kept', async ({
  page,
  pageErrors,
}) => {
  const { name, details } = await openFirstProduct(page);
  const category = details.getByRole('combobox', { name: 'Categoría' });
  const brand = details.getByRole('combobox', { name: 'Marca' });
  const vendor = details.getByRole('combobox', { name: 'Proveedor' });
  await expect(category.locator('option:checked')).toHaveText(/^(Mens|Ladies|Unisex)$/);
  // the seed names each watch after its brand
  expect(name.startsWith(await chosen(brand))).toBe(true);
  await expect(details.getByRole('textbox', { name: 'Código de barras' })).toHaveValue(/^\d{13}$/);
  await expect(details.getByRole('textbox', { name: 'Peso (kg)' })).toHaveValue(/^\d+(\.\d+)?$/);
  // the seed's two pictures drawn for the product, the first featured
  const pictures = details.getByRole('group', { name: 'Imágenes' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveAttribute('src', /^data:image\/svg\+xml,/);

  const categoryNow = await chosen(category);
  const otherCategory = ['Mens', 'Ladies', 'Unisex'].find((title) => title !== categoryNow)!;
  const vendorNow = await chosen(vendor);
  const otherVendor = ['Evel', 'Mivon', 'Neogen'].find((title) => title !== vendorNow)!;
  await category.selectOption({ label: otherCategory });
  await vendor.selectOption({ label: otherVendor });
  // the second picture featured instead, by keyboard as in a radio group
  await details.getByRole('radio', { name: `Imagen 1 de ${name} Destacada` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(details.getByRole('radio', { name: `Imagen 2 de ${name} Destacada` })).toBeChecked();

  // bad input first: each field says what to type and keeps what was typed
  const barcode = details.getByRole('textbox', { name: 'Código de barras' });
  const cost = details.getByRole('spinbutton', { name: 'Costo' });
  const stock = details.getByRole('spinbutton', { name: 'Existencias' });
  const reserved = details.getByRole('spinbutton', { name: 'Unidades reservadas' });
  const weight = details.getByRole('textbox', { name: 'Peso (kg)' });
  await barcode.fill('12ab');
  await cost.fill('-4');
  await stock.fill('5');
  await reserved.fill('6');
  await weight.fill('pesado');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(barcode).toBeFocused();
  await expect(barcode).toHaveAccessibleErrorMessage('El código de barras lleva solo cifras: de 8 a 14.');
  await expect(cost).toHaveAccessibleErrorMessage('Escribe un número igual o mayor que cero, o deja el campo vacío.');
  await expect(reserved).toHaveAccessibleErrorMessage('Las unidades reservadas no pueden superar las existencias.');
  await expect(weight).toHaveAccessibleErrorMessage('Escribe el peso en kilos con cifras, como 0,85.');
  await expect(weight).toHaveValue('pesado');

  await barcode.fill('4006381333931');
  await cost.fill('55.5');
  await stock.fill('20');
  await reserved.fill('3');
  await weight.fill('0,85');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByRole('textbox', { name: 'Peso (kg)' })).toHaveValue('0.85');

  // closed and opened again, the product has what was saved
  await details.getByRole('button', { name: 'Cerrar el producto' }).click();
  await expect(details).toBeHidden();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(category.locator('option:checked')).toHaveText(otherCategory);
  await expect(vendor.locator('option:checked')).toHaveText(otherVendor);
  await expect(barcode).toHaveValue('4006381333931');
  await expect(cost).toHaveValue('55.5');
  await expect(stock).toHaveValue('20');
  await expect(reserved).toHaveValue('3');
  await expect(weight).toHaveValue('0.85');
  await expect(details.getByRole('radio', { name: `Imagen 2 de ${name} Destacada` })).toBeChecked();
  expect(pageErrors).toEqual([]);
});

test('a tag is renamed by keyboard from a product, and a new tag another one’s title is refused', async ({
  page,
  pageErrors,
}) => {
  const { details } = await openFirstProduct(page);
  const tags = details.getByRole('group', { name: 'Etiquetas' });
  const title = `acero-${Date.now().toString(36)}`;

  await tags.getByRole('button', { name: 'Renombrar la etiqueta steel' }).click();
  const field = tags.getByRole('textbox', { name: 'Nuevo nombre de la etiqueta steel' });
  await expect(field).toBeFocused();
  await field.fill(title);
  await field.press('Enter');
  await expect(tags.getByRole('checkbox', { name: title })).toBeVisible();
  await expect(tags.getByRole('checkbox', { name: 'steel' })).toHaveCount(0);
  await expect(tags.getByRole('button', { name: `Renombrar la etiqueta ${title}` })).toBeFocused();

  // Escape gives a rename up
  await tags.getByRole('button', { name: 'Renombrar la etiqueta leather' }).click();
  await page.keyboard.type('-x');
  await page.keyboard.press('Escape');
  await expect(tags.getByRole('button', { name: 'Renombrar la etiqueta leather' })).toBeFocused();
  await expect(tags.getByRole('checkbox', { name: 'leather' })).toBeVisible();

  const newTag = tags.getByRole('textbox', { name: 'Nueva etiqueta' });
  await newTag.fill('Mens');
  await newTag.press('Enter');
  await expect(tags.getByRole('alert')).toHaveText('Ya hay una etiqueta con ese nombre. Elige otro.');
  await expect(newTag).toHaveValue('Mens');
  expect(pageErrors).toEqual([]);
});

test('axe finds no violations on a product’s edited form, with its errors, and a tag being renamed', async ({
  page,
}) => {
  const { details } = await openFirstProduct(page);
  await expectNoViolations(page, 'a product’s form with its catalogue, amounts, images and tags');

  await details.getByRole('spinbutton', { name: 'Costo' }).fill('-4');
  await details.getByRole('textbox', { name: 'Peso (kg)' }).fill('pesado');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByText('Escribe el peso en kilos con cifras, como 0,85.')).toBeVisible();
  await expectNoViolations(page, 'a product’s form showing its errors');

  const tags = details.getByRole('group', { name: 'Etiquetas' });
  await tags.getByRole('button', { name: 'Renombrar la etiqueta sport' }).click();
  await tags.getByRole('textbox', { name: 'Nuevo nombre de la etiqueta sport' }).fill('');
  await tags.getByRole('button', { name: 'Guardar el nombre' }).click();
  await expect(tags.getByRole('alert')).toHaveText('Escribe el nombre de la etiqueta.');
  await expectNoViolations(page, 'a tag being renamed, with its error');
});
