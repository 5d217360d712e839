import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": the demo's chat in a real browser, its mock API answering in the page: a chat opens
// from the list (read-only: the mock has no call that sends a message) and is marked read; axe finds no
// violations on the chats list, a conversation, the contacts and the profile.

const CHAT = '/demo/apps/chat';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a chat opens from the list, its messages shown and its unread count gone', async ({ page, pageErrors }) => {
  await openDemo(page, CHAT);
  await expect(h1(page, 'Chat')).toBeVisible();
  const list = page.getByRole('list', { name: 'Conversaciones' });
  const unread = list
    .getByRole('link')
    .filter({ hasText: /sin leer/ })
    .first();
  await expect(unread).toBeVisible();
  const name = (await unread.locator('span').first().textContent()) ?? '';
  await unread.click();

  await expect(page).toHaveURL(/\/demo\/apps\/chat\/[\w-]+$/);
  const conversation = page.getByRole('region', { name });
  await expect(conversation.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(conversation.getByRole('list', { name: 'Mensajes' }).getByRole('listitem').first()).toBeVisible();
  await expect(
    conversation.getByText('La demo no envía mensajes: esta conversación es de solo lectura.'),
  ).toBeVisible();
  const link = list.getByRole('link', { name: new RegExp(name) });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(link).not.toContainText('sin leer');
  expect(pageErrors).toEqual([]);
});

test('an unknown chat is not found inside the demo', async ({ page }) => {
  await openDemo(page, `${CHAT}/no-existe`);
  await expect(h1(page, 'No encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a las conversaciones' }).click();
  await expect(h1(page, 'Chat')).toBeVisible();
});

test('axe finds no violations on the chats list, a conversation, the contacts and the profile', async ({ page }) => {
  await openDemo(page, CHAT);
  const list = page.getByRole('list', { name: 'Conversaciones' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, 'the chats list');

  await list.getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Mensajes' })).toBeVisible();
  await expectNoViolations(page, 'a conversation');

  await page.getByRole('button', { name: 'Contactos' }).click();
  await page.getByRole('button', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('region', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contactos' })).toBeVisible();
  await expectNoViolations(page, 'the contacts and the profile');
});
