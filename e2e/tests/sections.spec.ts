import { expect, holdTheApp, startApp, test } from '../fixtures/test';

// A remote's pages arrive finished: the host's server puts the remote's prerendered
// page in the host's frame of the section; the app starts on first use and takes
// the page over, keeping what the visitor did meanwhile (docs/decisions/009).

const SECTIONS = [
  { path: '/iniciar-sesion', heading: 'Iniciar sesión', field: 'Correo electrónico' },
  { path: '/crear-cuenta', heading: 'Crear cuenta', field: 'Nombre completo' },
  { path: '/recuperar-clave', heading: 'Recuperar clave', field: 'Correo electrónico' },
  { path: '/restablecer-clave?token=cualquier-enlace', heading: 'Restablecer clave', field: 'Nueva clave' },
];

for (const { path, heading, field } of SECTIONS) {
  test(`${path} arrives as a finished, styled page with its own title, and loads no script until used`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${field}`)).first()).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Portal SOAT`);
    // the remote's styles came with it: a card, not the browser's unstyled form
    expect(await page.locator('.chakra-card__root').evaluate((card) => getComputedStyle(card).borderRadius)).not.toBe(
      '0px',
    );
    expect(scripts).toEqual([]);
  });
}

test('a visitor who types before the app has started keeps what they typed, and where they were typing', async ({
  page,
}) => {
  await page.goto('/iniciar-sesion', { waitUntil: 'networkidle' });
  const release = await holdTheApp(page);
  const email = page.getByLabel('Correo electrónico');
  const original = await email.elementHandle();
  await email.focus(); // asks for the app
  await page.keyboard.type('ana@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('clave');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  // the page was replaced by the app's own render…
  expect(await original?.evaluate((element) => element.isConnected)).toBe(false);
  // …with the visitor's input, and the caret where it was
  await page.keyboard.type('-larga');
  await expect(email).toHaveValue('ana@example.com');
  await expect(page.getByLabel(/^Clave/)).toHaveValue('clave-larga');
  await expect(page.getByLabel(/^Clave/)).toBeFocused();
});

test('a visitor who sends the form before the app runs is signed in once, and the password never reaches the address', async ({
  page,
  account,
}) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/inicio-sesion')) signIns.push(request.method());
  });
  await page.goto('/iniciar-sesion', { waitUntil: 'networkidle' });
  const release = await holdTheApp(page);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(/^Clave/).fill(account.password);
  await page.getByLabel(/^Clave/).press('Enter');
  expect(page.url()).toMatch(/\/iniciar-sesion$/); // the browser did not send the form itself
  release();
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();
  expect(signIns).toEqual(['POST']);
  expect(page.url()).not.toContain('clave');
});

test('a visitor with a session stored gets the app at once, never the signed-out page', async ({
  page,
  api,
  account,
}) => {
  const token = await api.signIn(account);
  await page.addInitScript((value) => window.localStorage.setItem('accessToken', value), token);
  const release = await holdTheApp(page);
  await page.goto('/crear-cuenta', { waitUntil: 'domcontentloaded' }); // the load waits for the app held back
  // while the app loads, the splash covers the page written for signed-out visitors
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'app');
  await expect(page.locator('#splash')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toHaveCount(0);
});

test('a link with a query the page was not written for gets the layout, then the page the app renders for it', async ({
  page,
}) => {
  await page.goto('/iniciar-sesion?correo=ana%40example.com');
  await expect(page.locator('html')).toHaveAttribute('data-start', 'now');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('ana@example.com');
});

test('after the app has started, moving between sections needs no new page from the server', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await startApp(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Crea una cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  expect(documents).toEqual([]);
});
