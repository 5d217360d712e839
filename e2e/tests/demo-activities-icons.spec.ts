import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 27, point 4: the template's activities and icons, which had endpoints only, as pages of the demo.

test('the activities page shows the feed as a timeline whose links open their page, with no axe violations', async ({
  page,
  pageErrors,
}) => {
  await openDemo(page, '/demo/pages/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Actividades, de la más reciente a la más antigua' });
  await expect(timeline.getByRole('listitem')).toHaveCount(15);
  await expectNoViolations(page, 'the activities timeline');

  const link = timeline.getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/demo\/dashboards\/project$/);
  expect(pageErrors).toEqual([]);
});

test('the icons page finds an icon by name, copies its full name, and moves between sets, with no axe violations', async ({
  page,
  context,
  pageErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDemo(page, '/demo/ui/icons/heroicons-outline');
  await expect(page.getByRole('heading', { level: 1, name: 'Iconos' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Heroicons Outline' });
  await expect(grid.getByRole('button').first()).toBeVisible();
  await expectNoViolations(page, 'an icon set');

  await page.getByRole('searchbox', { name: 'Buscar un icono por su nombre' }).fill('envelope');
  await expect(grid.getByRole('button')).toHaveCount(1);
  const envelope = grid.getByRole('button', { name: 'Copiar el nombre heroicons_outline:envelope' });
  await envelope.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copiado: heroicons_outline:envelope')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('heroicons_outline:envelope');
  await expectNoViolations(page, 'an icon set searched, an icon copied');

  await page.getByRole('navigation', { name: 'Conjuntos de iconos' }).getByRole('link', { name: 'Feather' }).click();
  await expect(page).toHaveURL(/\/demo\/ui\/icons\/feather$/);
  await expect(page.getByRole('list', { name: 'Feather' }).getByRole('button').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
