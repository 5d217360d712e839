import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests", the scrumboard: a card moved to another list by keyboard (dnd-kit: space to lift,
// arrows, space to drop) keeps its place when the board is loaded again from the mock API; axe on the
// boards, a board and a card's details. The mock API lives in the page, so "again" is leaving the board
// and opening it anew (a full reload would start from the seed).

const SCRUMBOARD = '/demo/apps/scrumboard';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const list = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A list's card titles in the order shown: each card's open button starts with its title. */
const cardTitles = (column: Locator) =>
  column
    .getByRole('listitem')
    .locator('button[aria-pressed]:not([aria-roledescription]) > span:first-child')
    .allTextContents();

async function openBoard(page: Page, title: string) {
  await page
    .getByRole('list', { name: 'Tableros' })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await expect(h1(page, title)).toBeVisible();
}

test('a card moved to another list by keyboard keeps its place when the board loads again', async ({
  page,
  pageErrors,
}) => {
  await openDemo(page, SCRUMBOARD);
  await openBoard(page, 'Weekly Planning');
  const todo = list(page, 'To do');
  const inProgress = list(page, 'In progress');
  await expect(inProgress.getByRole('listitem').first()).toBeVisible();
  const [moved] = await cardTitles(todo);
  const before = await cardTitles(inProgress);

  const handle = page.getByRole('button', { name: `Mover la tarjeta ${moved}` });
  await handle.focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toHaveText(new RegExp(`^Has levantado la tarjeta ${moved}\\.`));
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(new RegExp(`^La tarjeta ${moved} está sobre la lista In progress`));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^Has soltado la tarjeta ${moved} en la lista In progress`));

  await expect.poll(() => cardTitles(inProgress)).toContain(moved);
  expect(await cardTitles(todo)).not.toContain(moved);
  const after = await cardTitles(inProgress);
  expect(after.filter((title) => title !== moved)).toEqual(before);
  // the handle keeps the focus, in its new list
  await expect(inProgress.getByRole('button', { name: `Mover la tarjeta ${moved}` })).toBeFocused();

  // the board again, as the mock API now holds it
  await page.getByRole('link', { name: 'Volver a los tableros' }).click();
  await expect(h1(page, 'Tableros')).toBeVisible();
  await openBoard(page, 'Weekly Planning');
  await expect(list(page, 'In progress').getByRole('listitem')).toHaveCount(after.length);
  expect(await cardTitles(list(page, 'In progress'))).toEqual(after);
  expect(await cardTitles(list(page, 'To do'))).not.toContain(moved);
  expect(pageErrors).toEqual([]);
});

test('axe finds no violations on the boards, a board and a card’s details', async ({ page, pageErrors }) => {
  await openDemo(page, SCRUMBOARD);
  await expect(page.getByRole('list', { name: 'Tableros' }).getByRole('link')).toHaveCount(3);
  await expectNoViolations(page, 'the boards');

  await openBoard(page, 'Admin Dashboard');
  await expect(list(page, 'Completed').getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page, 'a board');

  const [title] = await cardTitles(list(page, 'To do'));
  await list(page, 'To do')
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  const details = page.getByRole('region', { name: `Detalles de la tarjeta ${title}` });
  await expect(details.getByRole('heading', { level: 2, name: title })).toBeFocused();
  await expectNoViolations(page, 'a card’s details');

  // Escape closes the details; the focus goes back to the card
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(list(page, 'To do').getByRole('button', { name: new RegExp(`^${title}`) })).toBeFocused();

  // an unknown board is said inside the demo
  await openDemo(page, `${SCRUMBOARD}/boards/no-existe`);
  await expect(h1(page, 'No encontrado')).toBeVisible();
  await expectNoViolations(page, 'an unknown board');
  expect(pageErrors).toEqual([]);
});
