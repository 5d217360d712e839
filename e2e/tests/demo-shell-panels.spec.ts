import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { DEMO_APPS, openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 27 point 1: the demo shell's panels in a real browser, its mock API answering in the page (each
// page load starts from the seed again; following a panel's link does not reload it). A notification's or
// a message's link opens its page and closes the panel; each is marked read or unread and deleted on its
// own, the unread count following; shortcuts are added, edited and removed. axe on each panel with its new
// controls, and on the shortcut form (refusing, and editing).

/** How many items a panel's button says are unread (0 when it says none). */
async function unreadOf(button: Locator): Promise<number> {
  return Number((await button.textContent())?.match(/(\d+) sin leer/)?.[1] ?? 0);
}

/** A panel's button's name with its unread count (the count is a badge of its own beside the title). */
const withUnread = (title: string, count: number) => new RegExp(`^${title}\\s*${count} sin leer$`);

/** The element that has the focus. */
const focused = (page: Page) => page.locator('*:focus');

test('a visitor marks notifications read and unread, deletes one, and follows one’s link', async ({
  page,
  pageErrors,
}) => {
  await openDemo(page, DEMO_APPS.contacts.path);
  const button = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(button).toHaveAccessibleName(/^Notificaciones\s*\d+ sin leer$/);
  const unread = await unreadOf(button);
  await button.click();
  const panel = page.getByRole('region', { name: 'Notificaciones' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();

  const markRead = panel.getByRole('button', { name: 'Marcar como leída Documento aprobado', exact: true });
  await markRead.click();
  await expect(button).toHaveAccessibleName(withUnread('Notificaciones', unread - 1));
  const markUnread = panel.getByRole('button', { name: 'Marcar como no leída Documento aprobado', exact: true });
  await expect(markUnread).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAccessibleName(withUnread('Notificaciones', unread));
  await expect(markRead).toBeFocused();
  await expectNoViolations(page, 'the notifications panel with its buttons for each notification');

  const items = await panel.getByRole('listitem').count();
  await panel.getByRole('button', { name: 'Eliminar Documento aprobado', exact: true }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(items - 1);
  await expect(panel.getByText('Documento aprobado', { exact: true })).toHaveCount(0);
  await expect(button).toHaveAccessibleName(withUnread('Notificaciones', unread - 1));
  await expect(focused(page)).toHaveAccessibleName(/^Eliminar /);
  await expect(panel.getByRole('status')).toHaveText('Notificación eliminada.');

  const link = panel.getByRole('listitem').getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/demo\//);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // the deletion holds on the page the link opened
  await button.click();
  await expect(panel.getByRole('listitem')).toHaveCount(items - 1);
  expect(pageErrors).toEqual([]);
});

test('a visitor marks a message read, deletes one from the keyboard, and opens a message', async ({
  page,
  pageErrors,
}) => {
  await openDemo(page, DEMO_APPS.contacts.path);
  const button = page.getByRole('button', { name: /^Mensajes/ });
  await expect(button).toHaveAccessibleName(/^Mensajes\s*\d+ sin leer$/);
  const unread = await unreadOf(button);
  await button.click();
  const panel = page.getByRole('region', { name: 'Mensajes' });
  const markRead = panel.getByRole('button', { name: /^Marcar como leído / }).first();
  const sender = ((await markRead.textContent()) ?? '').replace('Marcar como leído', '').trim();
  await markRead.click();
  await expect(button).toHaveAccessibleName(withUnread('Mensajes', unread - 1));
  await expect(panel.getByRole('button', { name: `Marcar como no leído ${sender}`, exact: true })).toBeFocused();
  await expect(panel.getByRole('status')).toHaveText('Mensaje marcado como leído.');
  await expectNoViolations(page, 'the messages panel with its buttons for each message');

  const items = await panel.getByRole('listitem').count();
  await panel.getByRole('button', { name: `Eliminar ${sender}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('listitem')).toHaveCount(items - 1);
  await expect(panel.getByRole('link', { name: sender })).toHaveCount(0);
  // it was read: the count stays
  await expect(button).toHaveAccessibleName(withUnread('Mensajes', unread - 1));
  await expect(focused(page)).toHaveAccessibleName(/^Eliminar /);

  const link = panel.getByRole('listitem').getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/demo\/apps\/chat\//);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('a visitor adds a shortcut, is told why a link outside the demo is refused, edits it, follows it and removes it', async ({
  page,
  pageErrors,
}) => {
  await openDemo(page, DEMO_APPS.contacts.path);
  const button = page.getByRole('button', { name: 'Accesos directos' });
  await button.click();
  const panel = page.getByRole('region', { name: 'Accesos directos' });
  await expect(panel.getByRole('link', { name: 'Contacts', exact: true })).toBeVisible();
  await expectNoViolations(page, 'the shortcuts panel with its Add and Edit buttons');

  await panel.getByRole('button', { name: 'Añadir acceso directo' }).click();
  const form = panel.getByRole('form', { name: 'Nuevo acceso directo' });
  const name = form.getByRole('textbox', { name: 'Nombre' });
  const link = form.getByRole('textbox', { name: 'Enlace' });
  await expect(name).toBeFocused();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Escribe el nombre del acceso directo.')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Mis tareas');
  await link.fill('https://example.com/apps/tasks');
  await link.press('Enter');
  await expect(
    form.getByText('El enlace debe ser una página de la demo, como /apps/contacts: sin dirección de otro sitio.'),
  ).toBeVisible();
  await expect(link).toBeFocused();
  await expect(link).toHaveValue('https://example.com/apps/tasks');
  await expect(name).toHaveValue('Mis tareas');
  await expectNoViolations(page, 'the new shortcut form, refusing a link outside the demo');

  await link.fill('/apps/tasks');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(panel.getByRole('link', { name: 'Mis tareas', exact: true })).toHaveAttribute(
    'href',
    DEMO_APPS.tasks.path,
  );
  await expect(panel.getByRole('button', { name: 'Añadir acceso directo' })).toBeFocused();

  await panel.getByRole('button', { name: 'Editar Mis tareas', exact: true }).click();
  const editForm = panel.getByRole('form', { name: 'Editar Mis tareas' });
  await expect(editForm.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Mis tareas');
  await expectNoViolations(page, 'the shortcut edit form');
  await editForm.getByRole('textbox', { name: 'Nombre' }).fill('Tareas pendientes');
  await editForm.getByRole('textbox', { name: 'Descripción' }).fill('Lo que falta');
  await editForm.getByRole('textbox', { name: 'Nombre' }).press('Enter');
  await expect(panel.getByRole('button', { name: 'Editar Tareas pendientes', exact: true })).toBeFocused();
  await expect(panel.getByText('Lo que falta')).toBeVisible();

  await panel.getByRole('link', { name: 'Tareas pendientes', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO_APPS.tasks.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO_APPS.tasks.name })).toBeVisible();
  await expect(panel).toBeHidden();

  await button.click();
  await panel.getByRole('button', { name: 'Editar Tareas pendientes', exact: true }).click();
  await panel.getByRole('form', { name: 'Editar Tareas pendientes' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(panel.getByRole('link', { name: 'Tareas pendientes' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Añadir acceso directo' })).toBeFocused();
  await expect(panel.getByRole('status')).toHaveText('Acceso directo eliminado.');
  expect(pageErrors).toEqual([]);
});
