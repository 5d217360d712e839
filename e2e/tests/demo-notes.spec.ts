import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": the demo's notes in a real browser, its mock API answering in the page (each page load
// starts from the seed again): a note with a task list is created and archived, and found in the archive;
// axe finds no violations on the grid and the note's editor.

const NOTES = '/demo/apps/notes';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Vistas de las notas' });

test('a note with a task list is created, archived and found in the archived view', async ({ page, pageErrors }) => {
  const title = `Compras ${Date.now().toString(36)}`;
  await openDemo(page, NOTES);
  await expect(h1(page, 'Notas')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Notas' });
  await expect(grid.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Nueva nota' }).click();
  const editor = page.getByRole('region', { name: 'Nueva nota' });
  await expect(editor.getByRole('textbox', { name: 'Título' })).toBeFocused();
  await editor.getByRole('textbox', { name: 'Título' }).fill(title);
  await editor.getByRole('textbox', { name: 'Texto' }).fill('Para el sábado');
  const newTask = editor.getByRole('textbox', { name: 'Nueva tarea' });
  for (const task of ['Pan', 'Leche', 'Café']) {
    await newTask.fill(task);
    await newTask.press('Enter');
  }
  const tasks = editor.getByRole('list', { name: 'Tareas' });
  await expect(tasks.getByRole('checkbox')).toHaveCount(3);
  await tasks.getByRole('checkbox', { name: 'Leche' }).check();
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();

  const card = grid.getByRole('article', { name: title });
  await expect(card.getByRole('list', { name: `Tareas de ${title}` }).getByRole('listitem')).toHaveText([
    /Pan$/,
    /Leche \(hecha\)$/,
    /Café$/,
  ]);

  await card.getByRole('button', { name: `Archivar ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nota archivada.' })).toBeAttached();
  await expect(card).toBeHidden();

  await filters(page).getByRole('link', { name: 'Archivo' }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/notes\/archive$/);
  const archived = page.getByRole('list', { name: 'Archivo' }).getByRole('article', { name: title });
  await expect(archived).toBeVisible();
  await expect(archived.getByRole('list', { name: `Tareas de ${title}` }).getByRole('listitem')).toHaveCount(3);
  expect(pageErrors).toEqual([]);
});

test('axe finds no violations on the notes grid, the note editor and the label editing', async ({ page }) => {
  await openDemo(page, NOTES);
  const grid = page.getByRole('list', { name: 'Notas' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  await expectNoViolations(page, 'the notes grid');

  await grid
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Editar / })
    .click();
  const editor = page.getByRole('region', { name: 'Editar la nota' });
  await expect(editor.getByRole('textbox', { name: 'Título' })).toBeFocused();
  await editor.getByRole('textbox', { name: 'Nueva tarea' }).fill('Una tarea');
  await editor.getByRole('button', { name: 'Añadir tarea' }).click();
  await expectNoViolations(page, 'the note editor');

  await page.getByRole('button', { name: 'Editar etiquetas' }).click();
  await expect(page.getByRole('region', { name: 'Editar etiquetas' })).toBeVisible();
  await expectNoViolations(page, 'the label editing');

  await filters(page).getByRole('link', { name: 'Archivo' }).click();
  await expect(page.getByRole('list', { name: 'Archivo' }).getByRole('article').first()).toBeVisible();
  await expectNoViolations(page, 'the archived notes');
});
