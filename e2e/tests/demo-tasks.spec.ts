import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": the demo's tasks in a real browser, its mock API answering in the page (each page load
// starts from the seed again, so "reloaded" here is the list asked for again after leaving the app and
// coming back): a task is created first with the orders renumbered; a task moves by keyboard and keeps
// its place; axe finds no violations on the list and a task's details.

const TASKS = '/demo/apps/tasks';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const taskList = (page: Page) => page.getByRole('list', { name: 'Secciones y tareas' });
/** Each row's title (its first link), in the order shown. */
const titles = (list: Locator) => list.getByRole('listitem').locator('a').first();
const rowTitles = async (list: Locator) =>
  await list.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));

/** Leaves the app for the contacts and comes back by the demo's navigation: the list is asked for again. */
async function leaveAndComeBack(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Navegación de la demo' });
  await navigation.getByRole('link', { name: 'Contactos', exact: true }).click();
  await expect(h1(page, 'Contactos')).toBeVisible();
  await navigation.getByRole('link', { name: 'Tareas', exact: true }).click();
  await expect(h1(page, 'Tareas')).toBeVisible();
}

test('a new task is first, the others following in their order, and stays first', async ({ page, pageErrors }) => {
  const title = `Llamar al banco ${Date.now().toString(36)}`;
  await openDemo(page, TASKS);
  const list = taskList(page);
  await expect(titles(list)).toBeVisible();
  const before = await rowTitles(list);

  await page.getByRole('textbox', { name: 'Título de la nueva tarea o sección' }).fill(title);
  await page.getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(page.getByText(`Tarea «${title}» añadida al principio de la lista.`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before.length + 1);
  expect(await rowTitles(list)).toEqual([title, ...before]);
  await expect(list.getByRole('checkbox', { name: `Completada: ${title}` })).not.toBeChecked();

  await leaveAndComeBack(page);
  await expect(list.getByRole('listitem')).toHaveCount(before.length + 1);
  expect(await rowTitles(list)).toEqual([title, ...before]);

  // its details carry the spec's defaults
  await list.getByRole('link', { name: title }).click();
  await expect(h1(page, title)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Prioridad' })).toHaveValue('1');
  await expect(page.getByLabel('Fecha límite')).toHaveValue('');
  expect(pageErrors).toEqual([]);
});

test('a task moves down by keyboard from its handle and keeps its place', async ({ page, pageErrors }) => {
  await openDemo(page, TASKS);
  const list = taskList(page);
  await expect(titles(list)).toBeVisible();
  const before = await rowTitles(list);
  const moved = before[1]!;

  const handle = list.getByRole('button', { name: `Mover «${moved}»` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`«${moved}» está ahora en la posición 3 de ${before.length}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Has soltado «${moved}» en la posición 3 de ${before.length}.`)).toBeAttached();
  const after = [before[0], before[2], moved, ...before.slice(3)];
  await expect.poll(() => rowTitles(list)).toEqual(after);

  await leaveAndComeBack(page);
  await expect(titles(list)).toBeVisible();
  expect(await rowTitles(list)).toEqual(after);
  expect(pageErrors).toEqual([]);
});

test('axe finds no violations on the tasks list, a search and a task’s details', async ({ page }) => {
  await openDemo(page, TASKS);
  await expect(h1(page, 'Tareas')).toBeVisible();
  const list = taskList(page);
  await expect(titles(list)).toBeVisible();
  await expectNoViolations(page, 'the tasks list');

  const task = list.getByRole('checkbox').first();
  const name = ((await task.getAttribute('aria-label')) ?? '').replace(/^Completada: /, '');
  await page.getByRole('searchbox', { name: 'Buscar tareas' }).fill(name.split(' ')[0]!);
  const results = page.getByRole('list', { name: 'Tareas encontradas' });
  await expect(results.locator('mark').first()).toBeVisible();
  await expectNoViolations(page, 'a search with its matches highlighted');

  await results.getByRole('link', { name }).first().click();
  await expect(h1(page, name)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Detalles de la tarea' })).toBeVisible();
  await expectNoViolations(page, 'a task’s details');

  await page.goto(`${TASKS}/no-existe`);
  await expect(h1(page, 'No encontrado')).toBeVisible();
});
