import { expect, storeToken, test } from '../fixtures/test';

function unsignedToken(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.firma`;
}

test('an expired token in storage leaves the visitor signed out', async ({ page, pageErrors }) => {
  await storeToken(page, unsignedToken({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 }));
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

for (const [kind, token] of [
  ['malformed', 'esto-no-es-un-jwt'],
  ['undecodable', 'a.b.c'],
  ['unsigned by the API', unsignedToken({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 600 })],
] as const) {
  test(`a ${kind} token in storage leaves the visitor signed out with no uncaught error`, async ({
    page,
    pageErrors,
  }) => {
    await storeToken(page, token);
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

test('a visitor whose stored session the API refuses is signed out quietly, with a gentle notice and no error', async ({
  page,
  pageErrors,
}) => {
  await storeToken(
    page,
    unsignedToken({ sub: 'x', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 }),
  );
  await page.goto('/home');
  await expect(page.getByRole('alert')).toContainText('Tu sesión terminó');
  await expect(page.getByText('No pudimos completar la solicitud')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a 401 on a request signs the visitor out and reloads the page', async ({ page, api, account }) => {
  const token = await api.signIn(account);
  await page.goto('/home');
  await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
  await page.goto('/recuperar-clave');
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();

  // the service rejects the session on the next request
  await page.route('**/seguridad/api/v1/usuarios/restablecer-clave', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Sesión no válida.' }),
    }),
  );
  await page.getByLabel('Correo electrónico').fill(account.email);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});

test('with the API stopped, pages still render and say the service is unavailable', async ({ page, account }) => {
  await page.route(`${process.env.API_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(/^Clave/).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El servicio no está disponible' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
});
