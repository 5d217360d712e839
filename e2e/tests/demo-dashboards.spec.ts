import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { openDemo } from '../fixtures/demo';
import { expect, test } from '../fixtures/test';

// Issue 12 "Tests": open each dashboard of the demo and see its charts (an SVG drawing in a titled
// figure), switch a period where the data has them, and axe finds no violations on each one.

const DASHBOARDS = {
  project: { path: '/demo/dashboards/project', name: 'Proyecto' },
  analytics: { path: '/demo/dashboards/analytics', name: 'Analítica' },
  finance: { path: '/demo/dashboards/finance', name: 'Finanzas' },
  crypto: { path: '/demo/dashboards/crypto', name: 'Criptomonedas' },
} as const;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const chart = (page: Page, title: string | RegExp) => page.getByRole('figure', { name: title });
/** The values of a chart's data table (hidden, for screen readers), its first data column by row. */
const firstColumn = (figure: Locator) => figure.locator('table tbody tr td:first-of-type').allTextContents();

const MARKS = { bars: 'svg [data-series] rect', lines: 'svg [data-series] path', ring: 'svg path[data-slice]' };

/** A figure's drawing is on screen with the marks it is made of. */
async function expectDrawn(figure: Locator, marks: keyof typeof MARKS) {
  await expect(figure.locator('svg[data-chart]')).toBeVisible();
  expect(await figure.locator(MARKS[marks]).count()).toBeGreaterThan(0);
}

test('the demo’s navigation opens each dashboard with its charts', async ({ page, pageErrors }) => {
  await openDemo(page, DASHBOARDS.project.path);
  const navigation = page.getByRole('navigation', { name: 'Navegación de la demo' });
  for (const dashboard of [DASHBOARDS.analytics, DASHBOARDS.finance, DASHBOARDS.crypto, DASHBOARDS.project]) {
    await navigation.getByRole('link', { name: dashboard.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboard.path}$`));
    await expect(h1(page, dashboard.name)).toBeVisible();
    await expect(page.getByRole('figure').first().locator('svg[data-chart]')).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test('the project dashboard draws its issues and tasks and switches them to last week', async ({ page }) => {
  await openDemo(page, DASHBOARDS.project.path);
  await expect(h1(page, 'Proyecto')).toBeVisible();
  const issues = chart(page, 'Incidencias por día');
  await expectDrawn(issues, 'bars');
  await expectDrawn(chart(page, 'Tareas por área'), 'ring');
  await expect(page.getByRole('table', { name: 'Detalle del presupuesto' }).getByRole('row')).toHaveCount(4);
  await expectNoViolations(page, 'the project dashboard');

  const thisWeek = await firstColumn(issues);
  expect(thisWeek).toHaveLength(7);
  await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'La semana pasada' });
  await expect.poll(() => firstColumn(issues)).not.toEqual(thisWeek);
  await expectDrawn(issues, 'bars');
});

test('the analytics dashboard draws its visitors and switches them to last year', async ({ page }) => {
  await openDemo(page, DASHBOARDS.analytics.path);
  await expect(h1(page, 'Analítica')).toBeVisible();
  await expectDrawn(chart(page, 'Visitantes por día (Este año)'), 'lines');
  await expectDrawn(chart(page, 'Conversiones'), 'bars');
  await expectDrawn(chart(page, 'Género'), 'ring');
  await expectNoViolations(page, 'the analytics dashboard');

  const thisYear = await firstColumn(chart(page, 'Visitantes por día (Este año)'));
  await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'El año pasado' });
  const lastYear = chart(page, 'Visitantes por día (El año pasado)');
  await expectDrawn(lastYear, 'lines');
  expect(await firstColumn(lastYear)).not.toEqual(thisYear);
});

test('the finance dashboard draws the balance and lists the recent transactions', async ({ page }) => {
  await openDemo(page, DASHBOARDS.finance.path);
  await expect(h1(page, 'Finanzas')).toBeVisible();
  await expectDrawn(chart(page, 'Saldo previsto y real por día'), 'lines');
  await expect(page.getByRole('table', { name: 'Transacciones recientes' }).getByRole('row')).toHaveCount(6);
  await expectNoViolations(page, 'the finance dashboard');
});

test('the crypto dashboard draws bitcoin’s price and the watchlist', async ({ page }) => {
  await openDemo(page, DASHBOARDS.crypto.path);
  await expect(h1(page, 'Criptomonedas')).toBeVisible();
  await expectDrawn(chart(page, /^Precio de BTC/), 'lines');
  const watchlist = page.getByRole('region', { name: 'Seguimiento' });
  await expect(watchlist.getByRole('figure')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Billeteras' }).getByRole('row')).toHaveCount(5);
  await expectNoViolations(page, 'the crypto dashboard');
});

test('an unknown dashboard says it is not found inside the demo', async ({ page }) => {
  await openDemo(page, '/demo/dashboards/no-existe');
  await expect(h1(page, 'No encontrado')).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Proyecto' })).toBeVisible();
});
