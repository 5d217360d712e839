import type { Locator } from '@playwright/test';
import { DEMO_APPS, openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// The demo's shell (issue 11 point 4) in a real browser: its header's panels on a phone's screen,
// and the panels closing when the visitor moves on.

const PHONE = { width: 390, height: 800 };

/** Whether the element lies across the screen's width, none of it cut off on either side. */
async function withinTheWidth(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

test('on a phone, every button of the demo’s header is on the screen and each panel opens inside it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openDemo(page, DEMO_APPS.contacts.path);
  await expect(page.getByRole('button', { name: /^Menú de / })).toBeVisible();
  for (const name of ['Accesos directos', 'Mensajes', 'Notificaciones']) {
    const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
    expect(await withinTheWidth(button), `the ${name} button`).toBe(true);
    await button.click();
    const panel = page.getByRole('region', { name });
    await expect(panel).toBeVisible();
    expect(await withinTheWidth(panel), `the ${name} panel`).toBe(true);
    await button.click();
    await expect(panel).toBeHidden();
  }
  expect(await withinTheWidth(page.getByRole('button', { name: /^Menú de / })), 'the user menu').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a panel closes when its link is followed and on a click outside it', async ({ page }) => {
  await openDemo(page, DEMO_APPS.inventory.path);
  const shortcuts = page.getByRole('button', { name: 'Accesos directos' });
  await shortcuts.click();
  const panel = page.getByRole('region', { name: 'Accesos directos' });
  await panel.getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(shortcuts).toHaveAttribute('aria-expanded', 'false');

  const notifications = page.getByRole('button', { name: /^Notificaciones/ });
  await notifications.click();
  await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Contactos' }).click();
  await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeHidden();
  await expect(notifications).toHaveAttribute('aria-expanded', 'false');
});

test('a contact or a product opened takes the focus to its details, on the screen even when they are below the list', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openDemo(page, DEMO_APPS.contacts.path);
  const contact = page.getByRole('list', { name: 'Contactos' }).getByRole('link').nth(5);
  const name = ((await contact.locator('span').first().textContent()) ?? '').trim();
  await contact.click();
  const heading = page.getByRole('article', { name }).getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(heading).toBeFocused();

  await openDemo(page, DEMO_APPS.inventory.path);
  const product = page.getByRole('table', { name: 'Productos del inventario' }).getByRole('rowheader').nth(3);
  const productName = ((await product.textContent()) ?? '').trim();
  await product.getByRole('button').click();
  const productHeading = page.getByRole('region', { name: productName }).getByRole('heading', { level: 2 });
  await expect(productHeading).toBeFocused();
  await expect(productHeading).toBeInViewport();
});
