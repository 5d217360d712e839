import type { Locator, Page } from '@playwright/test';
import { DEMO_APPS, DEMO_DASHBOARDS, openDemo } from '../fixtures/demo';
import { expect, startApp, test } from '../fixtures/test';

// Issue 11 "Tests": the journeys through the template's demo in a real browser, its mock API answering
// in the page (each page load starts from the seed again).

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** $ 1.234.567 → 1234567 (pesos have no decimals here). */
const pesos = (money: string) => Number(money.replace(/\D/g, ''));

test('the header’s Demo link opens the demo’s contacts, and its navigation reaches every app and dashboard', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/home');
  await startApp(page);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/contacts$/);
  await expect(h1(page, 'Contactos')).toBeVisible();

  const navigation = page.getByRole('navigation', { name: 'Navegación de la demo' });
  const apps: { path: string; name: string; heading?: string }[] = [
    ...Object.values(DEMO_APPS).filter((app) => app !== DEMO_APPS.contacts),
    ...DEMO_DASHBOARDS,
    DEMO_APPS.contacts,
  ];
  for (const app of apps) {
    await navigation.getByRole('link', { name: app.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${app.path}$`));
    await expect(h1(page, app.heading ?? app.name)).toBeVisible();
    await expect(navigation.getByRole('link', { name: app.name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  expect(pageErrors).toEqual([]);
});

test('a contact is created, edited and found by the search', async ({ page, pageErrors }) => {
  const name = `Zoe Prueba ${Date.now().toString(36)}`;
  await openDemo(page, DEMO_APPS.contacts.path);
  const list = page.getByRole('list', { name: 'Contactos' });
  const count = page.getByRole('status').filter({ hasText: /^\d+ contactos?$/ });
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);

  // a new contact opens in the form
  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/contacts\/[\w-]+$/);
  await expect(count).toHaveText(`${before + 1} contactos`);
  const form = page.getByRole('article');
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await form.getByRole('textbox', { name: 'Cargo' }).fill('Analista de pruebas');
  await form.getByRole('button', { name: 'Añadir un correo' }).click();
  await form.getByRole('textbox', { name: 'Correo 1', exact: true }).fill('zoe.prueba@example.com');
  await form.getByRole('button', { name: 'Añadir un teléfono' }).click();
  await form.getByRole('combobox', { name: 'País del teléfono 1' }).selectOption({ label: 'Colombia (+57)' });
  await form.getByRole('textbox', { name: 'Teléfono 1', exact: true }).fill('3001234567');
  await form.getByRole('button', { name: 'Guardar' }).click();

  const details = page.getByRole('article', { name });
  await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(details.getByText('Analista de pruebas')).toBeVisible();
  await expect(details.getByRole('region', { name: 'Correos' })).toContainText('zoe.prueba@example.com');
  await expect(details.getByRole('region', { name: 'Teléfonos' })).toContainText('+57 3001234567');
  await expect(details.getByRole('region', { name: 'Teléfonos' })).toContainText('Colombia');
  await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  // edited: another title and a tag
  await details.getByRole('button', { name: 'Editar' }).click();
  await details.getByRole('textbox', { name: 'Cargo' }).fill('Jefa de pruebas');
  const tag = details.getByRole('group', { name: 'Etiquetas' }).getByRole('checkbox').first();
  const tagTitle = ((await tag.locator('xpath=..').textContent()) ?? '').trim();
  await tag.check();
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByText('Jefa de pruebas')).toBeVisible();
  await expect(details.getByText('Analista de pruebas')).toHaveCount(0);
  await expect(details.getByRole('list', { name: 'Etiquetas' })).toContainText(tagTitle);

  // found by the search, whatever the case it is typed in
  await page.getByRole('searchbox', { name: 'Buscar contactos' }).fill(name.toUpperCase());
  await expect(count).toHaveText('1 contacto');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('Jefa de pruebas');
  await page.getByRole('searchbox', { name: 'Buscar contactos' }).fill('nadie-se-llama-asi');
  await expect(page.getByText('No hay contactos que coincidan con la búsqueda.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The table's rows as name and price. */
async function rows(table: Locator): Promise<{ name: string; price: number }[]> {
  const body = table.locator('tbody tr');
  const found = [];
  for (const row of await body.all()) {
    found.push({
      name: (await row.getByRole('rowheader').textContent()) ?? '',
      price: pesos((await row.getByRole('cell').nth(1).textContent()) ?? ''),
    });
  }
  return found;
}

test('the inventory is paged and sorted, and a product’s tags are edited', async ({ page, pageErrors }) => {
  await openDemo(page, DEMO_APPS.inventory.path);
  const table = page.getByRole('table', { name: 'Productos del inventario' });
  const paging = page.getByRole('navigation', { name: 'Páginas de productos' });
  const range = paging.getByRole('status');
  await expect(range).toHaveText(/^Productos 1 a 10 de \d+$/);
  const total = Number((await range.textContent())?.match(/de (\d+)$/)?.[1]);
  const pages = Math.ceil(total / 10);
  expect(pages).toBeGreaterThan(1);
  await expect(paging.getByText(`Página 1 de ${pages}`)).toBeVisible();
  await expect(paging.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  const firstPage = (await rows(table)).map((row) => row.name);

  await paging.getByRole('button', { name: 'Siguiente' }).click();
  await expect(range).toHaveText(`Productos 11 a ${Math.min(20, total)} de ${total}`);
  await expect(paging.getByText(`Página 2 de ${pages}`)).toBeVisible();
  const secondPage = (await rows(table)).map((row) => row.name);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  // by name, across the pages too
  const byName = [...firstPage, ...secondPage];
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  // sorted by price: cheapest first, back on the first page; again, dearest first
  const price = table.getByRole('columnheader', { name: /Precio/ });
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(range).toHaveText(`Productos 1 a 10 de ${total}`);
  const ascending = (await rows(table)).map((row) => row.price);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await rows(table))[0]?.price).toBeGreaterThanOrEqual(Math.max(...ascending));
  const descending = (await rows(table)).map((row) => row.price);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // a product's tags: a new one made and given, an old one taken away, saved
  const product = (await rows(table))[0]!.name;
  await table.getByRole('button', { name: product, exact: true }).click();
  const details = page.getByRole('region', { name: product });
  await expect(details.getByRole('heading', { level: 2, name: product })).toBeVisible();
  const tags = details.getByRole('group', { name: 'Etiquetas' });
  const given = tags.getByRole('checkbox', { checked: true });
  const givenBefore = await given.count();
  expect(givenBefore).toBeGreaterThan(0);
  const removed = ((await given.first().locator('xpath=..').textContent()) ?? '').trim();
  const newTag = `e2e-${Date.now().toString(36)}`;
  await tags.getByRole('textbox', { name: 'Nueva etiqueta' }).fill(newTag);
  await tags.getByRole('button', { name: 'Crear etiqueta' }).click();
  await expect(tags.getByRole('checkbox', { name: newTag })).toBeVisible();
  await expect(tags.getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('');
  await tags.getByRole('checkbox', { name: newTag }).check();
  await tags.getByRole('checkbox', { name: removed }).uncheck();
  await details.getByRole('button', { name: 'Guardar' }).click();

  // closed and opened again, the product has the new tag and not the old one
  await details.getByRole('button', { name: 'Cerrar el producto' }).click();
  await expect(details).toBeHidden();
  await table.getByRole('button', { name: product, exact: true }).click();
  await expect(tags.getByRole('checkbox', { name: newTag })).toBeChecked();
  await expect(tags.getByRole('checkbox', { name: removed })).not.toBeChecked();
  await expect(given).toHaveCount(givenBefore);
  expect(pageErrors).toEqual([]);
});

test('the file manager walks three folder levels down and back by the breadcrumb', async ({ page, pageErrors }) => {
  await openDemo(page, DEMO_APPS.fileManager.path);
  await expect(h1(page, 'Archivos')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de la carpeta' });
  await expect(breadcrumb.getByText('Mis archivos')).toHaveAttribute('aria-current', 'page');

  const walked: string[] = [];
  for (let level = 0; level < 3; level += 1) {
    const folder = page.getByRole('list', { name: 'Carpetas' }).getByRole('link').first();
    const name = ((await folder.locator('span').first().textContent()) ?? '').trim();
    await folder.click();
    walked.push(name);
    await expect(h1(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/apps\/file-manager\/folders\/[^/]+$/);
    await expect(breadcrumb.getByRole('listitem')).toHaveText(
      ['Mis archivos', ...walked].map((step, index) => (index === 0 ? step : `/${step}`)),
    );
    await expect(breadcrumb.getByText(name, { exact: true })).toHaveAttribute('aria-current', 'page');
  }
  const deepest = page.url();

  // back one level by the breadcrumb, then to the root
  await breadcrumb.getByRole('link', { name: walked[1] }).click();
  await expect(h1(page, walked[1]!)).toBeVisible();
  await expect(breadcrumb.getByRole('link')).toHaveText(['Mis archivos', walked[0]!]);
  await breadcrumb.getByRole('link', { name: walked[0] }).click();
  await expect(h1(page, walked[0]!)).toBeVisible();
  await breadcrumb.getByRole('link', { name: 'Mis archivos' }).click();
  await expect(h1(page, 'Archivos')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/apps\/file-manager$/);
  await expect(breadcrumb.getByRole('link')).toHaveCount(0);

  // the browser's history walks the same way
  await page.goBack();
  await expect(h1(page, walked[0]!)).toBeVisible();
  await page.goto(deepest);
  await startApp(page);
  await expect(h1(page, walked[2]!)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a guide opens from the help center, and leads back to its category', async ({ page, pageErrors }) => {
  await openDemo(page, DEMO_APPS.helpCenter.path);
  const guides = page.getByRole('region', { name: 'Guías' });
  const category = guides.getByRole('heading', { level: 3 }).first();
  await expect(category).toBeVisible();
  const categoryTitle = ((await category.textContent()) ?? '').trim();
  const guide = guides.getByRole('list', { name: categoryTitle }).getByRole('link').first();
  const title = ((await guide.textContent()) ?? '').trim();

  await guide.click();
  await expect(page).toHaveURL(/\/demo\/apps\/help-center\/guides\/[\w-]+\/[\w-]+$/);
  const article = page.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // its content, from the data and sanitised, is there as text
  expect(((await article.textContent()) ?? '').length).toBeGreaterThan(title.length + 100);
  await expect(page).toHaveTitle(`${title} · Demo · Portal SOAT`);

  await article.getByRole('link', { name: `Volver a ${categoryTitle}` }).click();
  await expect(h1(page, categoryTitle)).toBeVisible();
  await expect(page.getByRole('list', { name: categoryTitle }).getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al centro de ayuda' }).click();
  await expect(h1(page, 'Centro de ayuda')).toBeVisible();

  // the FAQs of one category, each answer under its question
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Pagos' });
  const faqs = page.getByRole('region', { name: 'Preguntas frecuentes' });
  await expect(faqs.getByRole('heading', { level: 3 })).toHaveCount(1);
  const question = faqs.locator('summary').first();
  await question.click();
  await expect(faqs.locator('details[open] p').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
