import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": the mailbox's journey in a real browser (star a mail and find it under the starred
// filter, then create a label and apply it), with axe on the list, an open mail and the label management.

const MAILBOX = '/demo/apps/mailbox';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const mailList = (page: Page) => page.getByRole('list', { name: 'Correos' });
const panel = (page: Page) => page.getByRole('navigation', { name: 'Buzón' });

/** The list's link to the mail with `subject`, paging on until a page shows it. */
async function findInList(page: Page, subject: string): Promise<Locator> {
  const link = mailList(page).getByRole('link').filter({ hasText: subject });
  const next = page.getByRole('navigation', { name: 'Páginas de correos' }).getByRole('button', { name: 'Siguiente' });
  await expect(mailList(page).getByRole('link').first()).toBeVisible();
  while ((await link.count()) === 0 && (await next.isEnabled())) {
    const range = await page.getByText(/^Correos \d+ a \d+ de \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Correos \d+ a \d+ de \d+$/)).not.toHaveText(range ?? '');
  }
  await expect(link).toBeVisible();
  return link;
}

test('a mail starred is found under the starred filter, and a label created and applied lists it', async ({
  page,
  pageErrors,
}) => {
  await openDemo(page, MAILBOX);
  await expect(h1(page, 'Bandeja de entrada')).toBeVisible();
  await expect(mailList(page).getByRole('link')).toHaveCount(10);
  await expectNoViolations(page, 'the inbox’s list');

  // a mail not starred yet, opened beside the list
  await mailList(page).getByRole('link').filter({ hasNotText: 'Destacado' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${MAILBOX}/folder/inbox/[\\w-]+$`));
  const mail = page.getByRole('article');
  const subject = ((await mail.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(subject).not.toBe('');
  await expect(mailList(page)).toBeVisible();
  await expectNoViolations(page, 'an open mail');

  const star = mail.getByRole('button', { name: /Destacar/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await panel(page).getByRole('link', { name: 'Destacados' }).click();
  await expect(h1(page, 'Destacados')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MAILBOX}/filter/starred$`));
  const starred = await findInList(page, subject);

  // a new label, applied to the mail, lists it
  const title = `Viaje ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Gestionar etiquetas' }).click();
  const manager = page.getByRole('region', { name: 'Gestionar etiquetas' });
  await manager.getByRole('textbox', { name: 'Nueva etiqueta' }).fill(title);
  await manager.getByRole('combobox', { name: 'Color' }).selectOption({ label: 'Verde' });
  await manager.getByRole('button', { name: 'Crear etiqueta' }).click();
  const labelLink = panel(page).getByRole('link', { name: title });
  await expect(labelLink).toBeVisible();
  await expect(manager.getByRole('textbox', { name: `Nombre de la etiqueta ${title}` })).toBeVisible();
  await expectNoViolations(page, 'the label management');

  await starred.click();
  await expect(mail.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  const labels = mail.getByRole('group', { name: 'Etiquetas del correo' });
  await labels.getByRole('checkbox', { name: title }).check();
  await expect(labels.getByRole('checkbox', { name: title })).toBeChecked();

  await labelLink.click();
  await expect(h1(page, title)).toBeVisible();
  await expect(mailList(page).getByRole('link')).toHaveCount(1);
  await expect(mailList(page).getByRole('link')).toContainText(subject);
  expect(pageErrors).toEqual([]);
});
