import { expect, startApp, test } from '../fixtures/test';

test('the root path lands on /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu SOAT en minutos, con las tarifas oficiales');
});

test('an unknown path lands on /home', async ({ page }) => {
  await page.goto('/una/ruta/que-no-existe');
  await expect(page).toHaveURL(/\/home$/);
});

test('the header reaches every product area and the about page', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const name of ['Inicio', 'Cotizar SOAT', 'Consultar SOAT', 'Tarifas', 'Califícanos', 'Quiénes somos']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Quiénes somos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
});

test('a section whose remote cannot be loaded shows the "section not available" fallback inside the layout', async ({
  page,
}) => {
  // Whatever is deployed, the remote that owns /tarifas answers nothing usable here: its
  // manifest is refused. The test counts the refusals, so it cannot pass only because
  // remote-soat happens not to be running.
  const config = await (await page.request.get('/config.json')).json();
  let refusals = 0;
  await page.route(config.remotes.soat, (route) => {
    refusals += 1;
    return route.fulfill({ status: 503, body: 'fuera de servicio' });
  });
  await page.goto('/tarifas');
  // the rates arrive prerendered (the host's server fetched them); the app, started on first use, cannot load the remote
  await startApp(page);
  await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
  expect(refusals).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chatear por WhatsApp' })).toBeVisible();
});

test('the WhatsApp chat button opens a WhatsApp conversation', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Chatear por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/web\.whatsapp\.com\/send\?phone=\d+&text=/,
  );
});

test('the chosen theme is applied and remembered', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Idioma y tema' }).click();
  await page.getByLabel('Tema', { exact: true }).selectOption('teal');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'teal');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'teal');
});

test('the language and theme panel opens from its button and closes with Escape or a click outside', async ({
  page,
}) => {
  await page.goto('/home');
  const button = page.getByRole('button', { name: 'Idioma y tema' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Idioma', { exact: true })).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // the lists arrive with their code, asked for as the button took the focus
  await expect(page.getByLabel('Idioma', { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Idioma', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Idioma', { exact: true })).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(page.getByLabel('Tema', { exact: true })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByLabel('Tema', { exact: true })).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('an invalid runtime configuration shows its error page, not the splash screen forever', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl: 'no es una URL' } }));
  await page.goto('/iniciar-sesion');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'El portal no está disponible' })).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
});
