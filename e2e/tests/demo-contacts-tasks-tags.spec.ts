import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { DEMO_APPS, openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 27, point 1 (contacts and tasks): the tags of both apps are created, renamed and deleted through
// their mock endpoints, and a task's assignee (one of the contacts) is shown and chosen; in a real browser,
// its mock API answering in the page (each page load starts from the seed again). axe finds no violations
// on the tag editing, a title refused, and a task's assignee.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A tag's title, as its checkbox's label shows it. */
const tagTitle = async (checkbox: Locator) => ((await checkbox.locator('xpath=..').textContent()) ?? '').trim();

test('a contact’s new tag is given to it, renamed, and deleted from every contact', async ({ page, pageErrors }) => {
  const title = `Vecinos ${Date.now().toString(36)}`;
  const renamed = `${title} del barrio`;
  await openDemo(page, DEMO_APPS.contacts.path);
  const list = page.getByRole('list', { name: 'Contactos' });
  const first = list.getByRole('link').first();
  const name = ((await first.locator('span').first().textContent()) ?? '').trim();
  await first.click();
  const details = page.getByRole('article', { name });
  await details.getByRole('button', { name: 'Editar' }).click();
  const tags = details.getByRole('group', { name: 'Etiquetas' });

  // created with Enter, without saving the contact: given to it
  await tags.getByRole('textbox', { name: 'Nueva etiqueta' }).fill(title);
  await tags.getByRole('textbox', { name: 'Nueva etiqueta' }).press('Enter');
  await expect(tags.getByRole('checkbox', { name: title })).toBeChecked();
  await expect(tags.getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('');
  await expect(details.getByRole('textbox', { name: /^Nombre/ })).toBeVisible();
  await expectNoViolations(page, 'a contact’s form with a new tag');

  // renamed by keyboard: another tag's name is refused, what was typed kept
  const other = await tagTitle(tags.getByRole('checkbox').nth(1));
  await tags.getByRole('button', { name: `Renombrar la etiqueta «${title}»` }).click();
  const field = tags.getByRole('textbox', { name: `Nuevo nombre de la etiqueta «${title}»` });
  await expect(field).toBeFocused();
  await field.fill(other.toUpperCase());
  await field.press('Enter');
  await expect(tags.getByRole('alert')).toHaveText(`Ya hay una etiqueta «${other}». Elige otro nombre.`);
  await expect(field).toHaveValue(other.toUpperCase());
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'a tag’s new name refused');
  await field.fill(renamed);
  await field.press('Enter');
  await expect(tags.getByRole('checkbox', { name: renamed })).toBeChecked();
  await expect(tags.getByRole('button', { name: `Renombrar la etiqueta «${renamed}»` })).toBeFocused();

  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByRole('list', { name: 'Etiquetas' })).toContainText(renamed);

  // deleted: gone from the contact and from every contact's form
  await details.getByRole('button', { name: 'Editar' }).click();
  await tags.getByRole('button', { name: `Eliminar la etiqueta «${renamed}» de todos los contactos` }).click();
  await expect(tags.getByRole('checkbox', { name: renamed })).toHaveCount(0);
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(details.getByText(renamed)).toHaveCount(0);

  const second = list.getByRole('link').nth(1);
  const secondName = ((await second.locator('span').first().textContent()) ?? '').trim();
  await second.click();
  const secondDetails = page.getByRole('article', { name: secondName });
  await secondDetails.getByRole('button', { name: 'Editar' }).click();
  await expect(secondDetails.getByRole('group', { name: 'Etiquetas' }).getByRole('checkbox').first()).toBeVisible();
  await expect(secondDetails.getByRole('checkbox', { name: renamed })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a task is assigned to a contact and given a renamed tag, both named in its row', async ({ page, pageErrors }) => {
  const renamed = `Interfaz ${Date.now().toString(36)}`;
  await openDemo(page, DEMO_APPS.tasks.path);
  await expect(h1(page, 'Tareas')).toBeVisible();
  const list = page.getByRole('list', { name: 'Secciones y tareas' });
  const box = list.getByRole('checkbox').first();
  await expect(box).toBeVisible();
  const title = ((await box.getAttribute('aria-label')) ?? '').replace(/^Completada: /, '');
  const row = list.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Completada: ${title}` }) });

  await list.getByRole('link', { name: title, exact: true }).click();
  await expect(h1(page, title)).toBeVisible();
  const form = page.getByRole('form', { name: 'Detalles de la tarea' });

  // a tag renamed at once, then given to the task
  const tags = form.getByRole('group', { name: 'Etiquetas' });
  const tag = await tagTitle(tags.getByRole('checkbox').first());
  await tags.getByRole('button', { name: `Renombrar la etiqueta «${tag}»` }).click();
  const field = tags.getByRole('textbox', { name: `Nuevo nombre de la etiqueta «${tag}»` });
  await expect(field).toBeFocused();
  await expectNoViolations(page, 'a task’s tag being renamed');
  await field.fill(renamed);
  await field.press('Enter');
  await expect(tags.getByRole('checkbox', { name: renamed })).toBeVisible();
  await expect(tags.getByRole('checkbox', { name: tag, exact: true })).toHaveCount(0);
  await tags.getByRole('checkbox', { name: renamed }).check();

  // assigned to another of the contacts (the first choice is nobody)
  const assignee = form.getByRole('combobox', { name: 'Asignada a' });
  await expect(assignee.locator('option').nth(1)).toBeAttached();
  const options = await assignee.locator('option').allTextContents();
  expect(options[0]).toBe('Sin asignar');
  const current = await assignee.locator('option:checked').textContent();
  const chosen = options.slice(1).find((option) => option !== current)!;
  await assignee.selectOption({ label: chosen });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Cambios guardados.')).toBeVisible();
  await expectNoViolations(page, 'a task’s details with its assignee');

  await page.getByRole('link', { name: 'Volver a las tareas' }).click();
  await expect(row).toContainText(`Asignada a ${chosen}`);
  await expect(row).toContainText(renamed);
  await expectNoViolations(page, 'the tasks list naming assignees');

  // opened again, the details show the same person
  await list.getByRole('link', { name: title, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Asignada a' }).locator('option:checked')).toHaveText(chosen);
  expect(pageErrors).toEqual([]);
});
