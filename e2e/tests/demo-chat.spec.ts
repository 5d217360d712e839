import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": the demo's chat in a real browser, its mock API answering in the page: a chat opens
// from the list and is marked read; axe finds no violations on the chats list, a conversation, the
// contacts and the profile. Issue 27 (beyond the seed): a message is written with Enter and Shift+Enter,
// the contact answers after a short delay, and the list's order and unread counts follow.

const CHAT = '/demo/apps/chat';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const chatList = (page: Page) => page.getByRole('list', { name: 'Conversaciones' });
const messages = (conversation: Locator) => conversation.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');

/** Opens the chat at the bottom of the list (the oldest: writing in it moves it first) and its message box. */
async function openOldestChat(page: Page) {
  await openDemo(page, CHAT);
  const oldest = chatList(page).getByRole('link').last();
  await expect(oldest).toBeVisible();
  const name = (await oldest.locator('span').first().textContent()) ?? '';
  await oldest.click();
  const conversation = page.getByRole('region', { name });
  const box = conversation.getByRole('textbox', { name: `Mensaje para ${name}` });
  await expect(box).toBeVisible();
  return { name, conversation, box };
}

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
  await expect(conversation.getByRole('textbox', { name: `Mensaje para ${name}` })).toBeVisible();
  await expect(conversation.getByText(/^Más allá de la plantilla: la demo guarda tus mensajes/)).toBeVisible();
  const link = list.getByRole('link', { name: new RegExp(name) });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(link).not.toContainText('sin leer');
  expect(pageErrors).toEqual([]);
});

test('a visitor writes to a contact with Enter and Shift+Enter, and the contact answers', async ({
  page,
  pageErrors,
}) => {
  const { name, conversation, box } = await openOldestChat(page);
  await box.click();
  await page.keyboard.type('Hola');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('¿Qué tal?');
  await expect(box).toHaveValue('Hola\n¿Qué tal?');
  const count = await messages(conversation).count();

  await page.keyboard.press('Enter');
  await expect(messages(conversation)).toHaveCount(count + 1);
  await expect(messages(conversation).last()).toContainText('Tú: Hola');
  await expect(messages(conversation).last()).toContainText('¿Qué tal?');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  // its chat is the latest now
  await expect(chatList(page).getByRole('link').first()).toContainText(name);

  // the contact answers after a short delay, said politely to a screen reader
  await expect(conversation.getByText(`${name} está escribiendo…`)).toBeVisible();
  await expect(messages(conversation)).toHaveCount(count + 2);
  await expect(messages(conversation).last()).toContainText(`${name}: `);
  await expect(page.getByRole('status').filter({ hasText: `Nuevo mensaje de ${name}: ` })).toHaveCount(1);
  await expect(conversation.getByText(`${name} está escribiendo…`)).toHaveCount(0);
  await expect(box).toBeFocused();
  await expectNoViolations(page, 'a conversation with its message box and an answer');
  expect(pageErrors).toEqual([]);
});

test('an answer that comes once another chat is open counts unread, its chat first', async ({ page, pageErrors }) => {
  const { name, conversation, box } = await openOldestChat(page);
  const written = chatList(page).getByRole('link', { name: new RegExp(name) });
  await box.fill('¿Quedamos mañana?');
  await conversation.getByRole('button', { name: 'Enviar' }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  // another chat at once, before the answer comes (it is counted unread when it is written)
  await chatList(page).getByRole('link').nth(1).click();
  await expect(written).not.toHaveAttribute('aria-current', 'page');
  await expect(written).toContainText('1 mensaje sin leer');
  await expect(chatList(page).getByRole('link').first()).toContainText(name);

  await written.click();
  await expect(messages(page.getByRole('region', { name })).last()).toContainText(`${name}: `);
  await expect(written).not.toContainText('sin leer');
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
