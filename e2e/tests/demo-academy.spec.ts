import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": the demo's academy in a real browser: a course opened from the list and walked to its
// second step; axe finds no violations on the course list and on a course's step.

const ACADEMY = '/demo/apps/academy';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a course is opened from the list and walked to its second step', async ({ page, pageErrors }) => {
  await openDemo(page, ACADEMY);
  await expect(h1(page, 'Academia')).toBeVisible();
  const courses = page.getByRole('list', { name: 'Cursos' });
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Web' });
  const first = courses.getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();

  await expect(h1(page, title)).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Pasos del curso' });
  const progress = steps.getByRole('progressbar', { name: 'Progreso del curso' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^Paso 1 de \d+$/);
  const second = (await steps.getByRole('button').nth(1).textContent())?.replace(/^2\. /, '') ?? '';

  await page.getByRole('button', { name: 'Paso siguiente' }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/academy\/[\w-]+\?step=2$/);
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeFocused();
  await expect(progress).toHaveAttribute('aria-valuetext', /^Paso 2 de \d+$/);
  await expect(steps.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'step');

  // the step is in the address: a reload stays there
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('axe finds no violations on the course list and a course step', async ({ page }) => {
  await openDemo(page, ACADEMY);
  await expect(page.getByRole('list', { name: 'Cursos' }).getByRole('article').first()).toBeVisible();
  await expectNoViolations(page, 'the course list');

  await page.getByRole('list', { name: 'Cursos' }).getByRole('link').first().click();
  await expect(page.getByRole('navigation', { name: 'Pasos del curso' })).toBeVisible();
  await page.getByRole('button', { name: 'Paso siguiente' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso del curso' })).toHaveAttribute(
    'aria-valuetext',
    /^Paso 2 de/,
  );
  await expectNoViolations(page, 'a course step');
});
