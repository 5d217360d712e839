import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// The back office (remote-operador, docs/decisions/045-remote-operador.md) as a browser meets it through the
// host: its sign-in under /operador, not indexed, accessible and usable by keyboard; its pages behind an
// operator session; and a customer's page that loads none of its files.

/** The back office's origin, from the runtime configuration the host serves. */
async function operatorOrigin(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { remotes: { operador: string } };
  return new URL(config.remotes.operador).origin;
}

test('the operators’ sign-in is the back office’s, not indexed, and passes axe', async ({ page }) => {
  const answer = await page.goto('/operador/ingresar', { waitUntil: 'networkidle' });
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de operadores' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('the sign-in works by keyboard: its fields in order, a visible focus, and Spanish messages that keep the input', async ({
  page,
}) => {
  await page.goto('/operador/ingresar', { waitUntil: 'networkidle' });
  const email = page.getByLabel(/^Correo electrónico/);
  await email.focus();
  await page.keyboard.type('ana@operacion');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Clave/)).toBeFocused();
  await page.keyboard.press('Tab');
  const submit = page.getByRole('button', { name: 'Continuar' });
  await expect(submit).toBeFocused();
  // the focus is drawn: an outline the browser paints
  expect(await submit.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Escribe un correo electrónico válido, por ejemplo nombre@correo.com.')).toBeVisible();
  await expect(email).toHaveValue('ana@operacion');
});

test('a back-office page without an operator session goes to the sign-in, whatever the customer’s session', async ({
  page,
}) => {
  await page.goto('/operador', { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab'); // starts the app on a page the server wrote
  await expect(page).toHaveURL(/\/operador\/ingresar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de operadores' })).toBeVisible();
});

test('a customer’s pages load none of the back office’s files, before or after the app starts', async ({
  page,
  request,
}) => {
  const origin = await operatorOrigin(request);
  const loaded: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(origin)) loaded.push(sent.url());
  });
  for (const path of ['/home', '/quienes-somos']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.waitForLoadState('networkidle');
  }
  expect(loaded).toEqual([]);
  // and the back office's own page does load them: the check above watches the right origin
  await page.goto('/operador/ingresar', { waitUntil: 'networkidle' });
  expect(loaded.length).toBeGreaterThan(0);
});
