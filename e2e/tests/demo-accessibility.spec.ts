import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { DEMO_APPS, openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 11 "Tests": axe finds no violations on each app of the template's demo, in the states a visitor
// reaches (a contact shown and edited, a product open, a folder with a file's details, a guide), and
// with the demo shell's panels and menu open.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('axe finds no violations on the contacts list, a contact’s details and its edit form', async ({ page }) => {
  await openDemo(page, DEMO_APPS.contacts.path);
  await expect(h1(page, 'Contactos')).toBeVisible();
  const list = page.getByRole('list', { name: 'Contactos' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, 'the contacts list');

  const first = list.getByRole('link').first();
  const name = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  const details = page.getByRole('article', { name });
  await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectNoViolations(page, 'a contact’s details');

  await details.getByRole('button', { name: 'Editar' }).click();
  await expect(details.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(name);
  await expectNoViolations(page, 'a contact’s edit form');

  await details.getByRole('textbox', { name: /^Nombre/ }).fill('');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByText('Escribe el nombre del contacto.')).toBeVisible();
  await expectNoViolations(page, 'a contact’s edit form showing its error');
});

test('axe finds no violations on the inventory list and a product’s details', async ({ page }) => {
  await openDemo(page, DEMO_APPS.inventory.path);
  await expect(h1(page, 'Inventario')).toBeVisible();
  const table = page.getByRole('table', { name: 'Productos del inventario' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expectNoViolations(page, 'the inventory list');

  const first = table.getByRole('rowheader').first().getByRole('button');
  const name = (await first.textContent()) ?? '';
  await first.click();
  const details = page.getByRole('region', { name });
  await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectNoViolations(page, 'a product’s details');
});

test('axe finds no violations on the file manager’s root and a folder with a file’s details', async ({ page }) => {
  await openDemo(page, DEMO_APPS.fileManager.path);
  await expect(h1(page, 'Archivos')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Carpetas' })).toBeVisible();
  await expectNoViolations(page, 'the file manager’s root');

  // down the first folders until one holds files
  const files = page.getByRole('list', { name: 'Archivos' });
  for (let level = 0; level < 3; level += 1) {
    const folder = page.getByRole('list', { name: 'Carpetas' }).getByRole('link').first();
    const folderName = (await folder.locator('span').first().textContent()) ?? '';
    await folder.click();
    await expect(h1(page, folderName)).toBeVisible();
    if (await files.isVisible()) break;
  }
  const file = files.getByRole('button').first();
  const fileName = (await file.locator('span').first().textContent()) ?? '';
  await file.click();
  await expect(page.getByRole('region', { name: `Detalles de ${fileName}` })).toBeVisible();
  await expectNoViolations(page, 'a folder with a file’s details');
});

test('axe finds no violations on the help center, a guide category and a guide', async ({ page }) => {
  await openDemo(page, DEMO_APPS.helpCenter.path);
  await expect(h1(page, 'Centro de ayuda')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver (la guía|las \d+ guías) de / }).first()).toBeVisible();
  await expectNoViolations(page, 'the help center');

  await page
    .getByRole('link', { name: /^Ver (la guía|las \d+ guías) de / })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Volver al centro de ayuda' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'a guide category');

  const guide = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const title = (await guide.textContent()) ?? '';
  await guide.click();
  await expect(h1(page, title)).toBeVisible();
  await expectNoViolations(page, 'a guide');
});

test('axe finds no violations with the demo shell’s panels, search results and user menu open', async ({ page }) => {
  await openDemo(page, DEMO_APPS.contacts.path);
  for (const panel of ['Accesos directos', 'Mensajes', 'Notificaciones']) {
    const button = page.getByRole('button', { name: new RegExp(`^${panel}`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: panel })).toBeVisible();
    // the panel's contents load when it first opens: checked once they are there
    await expect(page.getByRole('region', { name: panel }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, `the ${panel} panel open`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: panel })).toBeHidden();
  }

  await page.getByRole('searchbox', { name: 'Buscar en la demo' }).fill('a');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Resultados de la búsqueda' })).toBeVisible();
  await expectNoViolations(page, 'the search results');
  await page.getByRole('searchbox', { name: 'Buscar en la demo' }).press('Escape');

  await page.getByRole('button', { name: /^Menú de / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the user menu open');
});
