import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, expectNoViolations } from '../fixtures/axe';
import { expect, storeToken, test } from '../fixtures/test';

// The back office (remote-operador, docs/decisions/045-remote-operador.md) as a browser meets it through the
// host: its sign-in under /operador, not indexed, accessible and usable by keyboard; its pages behind an
// operator session; and a customer's page that loads none of its files. The journey signs in the administrator
// run-e2e.ts created with api/scripts/create-operator.ts (OPERATOR_EMAIL, OPERATOR_NAME, OPERATOR_PASSWORD),
// enrolling its second factor on the way, against the real API.

const API_URL = process.env.API_URL ?? 'http://localhost:4000';
const OPERATOR = {
  email: process.env.OPERATOR_EMAIL ?? '',
  name: process.env.OPERATOR_NAME ?? '',
  password: process.env.OPERATOR_PASSWORD ?? '',
};
const QUEUES = {
  reembolsosPorMarcar: 'Reembolsos por marcar',
  reportesRuntFallidos: 'Reportes al RUNT fallidos',
  correosFallidos: 'Correos fallidos',
  pagosPendientesMasDeUnaHora: 'Pagos pendientes hace más de una hora',
  facturasRechazadas: 'Facturas rechazadas',
} as const;

/** The authenticator's code for a secret at a moment, as an authenticator app computes it. */
const totpAt = (secret: string, timestamp: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** Whose session a token is (its `sub`), or null without one. */
const subjectOf = (token: string | null) =>
  token === null
    ? null
    : (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** The operator's token as the page keeps it (sessionStorage, never the customer's localStorage). */
const operatorTokenIn = (page: Page) => page.evaluate(() => sessionStorage.getItem('operatorAccessToken'));

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
  const violations = await axeViolations(page, 'main');
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

test('a signed-in customer does not open /operador: the sign-in shows, and the API refuses the customer’s token there', async ({
  page,
  api,
  account,
}) => {
  const customerToken = await api.signIn(account);
  await storeToken(page, customerToken);
  await page.goto('/operador', { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/\/operador\/ingresar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de operadores' })).toBeVisible();
  // the customer's session is left as it was (the host may have renewed its token): the back office neither
  // took nor ended it
  expect(subjectOf(await page.evaluate(() => localStorage.getItem('accessToken')))).toBe(subjectOf(customerToken));
  expect(await operatorTokenIn(page)).toBeNull();

  // even under the operator's key, a customer's token opens nothing: the API refuses it (401) and the page
  // goes back to the sign-in, saying the session ended
  await page.evaluate((token) => sessionStorage.setItem('operatorAccessToken', token), customerToken);
  const refused = page.waitForResponse(
    (answer) => answer.url().endsWith('/operador/api/v1/resumen') && answer.request().method() === 'GET',
  );
  await page.goto('/operador', { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/operador\/ingresar$/);
  await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo.')).toBeVisible();
  expect(await operatorTokenIn(page)).toBeNull();
});

test('an operator signs in for the first time: password, the second factor enrolled from the QR’s secret, a wrong code refused, the recovery codes, the queues, and out', async ({
  page,
  request,
  pageErrors,
}) => {
  expect(OPERATOR.email, 'run-e2e.ts creates the operator').not.toBe('');
  await page.goto('/operador/ingresar', { waitUntil: 'networkidle' });
  // the back office's page rendered, not the frame still waiting for its remote
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de operadores' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expectNoViolations(page, 'the sign-in');
  await page.getByLabel(/^Correo electrónico/).fill(OPERATOR.email);
  await page.getByLabel(/^Clave/).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // no second factor yet: the QR code as an image that the browser drew, and the secret to type by hand
  await expect(page.getByRole('heading', { name: 'Configura tu segundo factor' })).toBeVisible();
  const qr = page.getByRole('img', { name: /^Código QR/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const secret = (await page.getByTestId('secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoViolations(page, 'the enrolment step');

  // a wrong code: the API's Spanish message, the code kept, still on the sign-in
  const now = Date.now();
  const current = [-30_000, 0, 30_000].map((offset) => totpAt(secret, now + offset));
  const wrong = ['000000', '111111', '222222', '333333'].find((candidate) => !current.includes(candidate)) ?? '';
  const code = page.getByLabel(/^Código de verificación/);
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Confirmar y entrar' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'El código no es válido o ya se usó, o el desafío venció: vuelve a iniciar sesión si pasaron más de 5 minutos.',
  );
  await expect(code).toHaveValue(wrong);
  await expect(page).toHaveURL(/\/operador\/ingresar$/);
  expect(await operatorTokenIn(page)).toBeNull();
  await expectNoViolations(page, 'a wrong code refused');

  // the code the authenticator shows now: enrolled, and the ten recovery codes shown this once
  await code.fill(totpAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirmar y entrar' }).click();
  const recovery = page.getByRole('list', { name: 'Códigos de recuperación' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  for (const item of await recovery.getByRole('listitem').allTextContents()) {
    expect(item).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  }
  await expect(page).toHaveURL(/\/operador\/ingresar$/);
  await expectNoViolations(page, 'the recovery codes');
  await page.getByRole('button', { name: 'Ya los guardé, continuar' }).click();

  // the first page: who is signed in, with which role, and the queues the API counts
  await expect(page).toHaveURL(/\/operador$/);
  await expect(page.getByText(`Sesión de ${OPERATOR.name} · Administrador`)).toBeVisible();
  const token = await operatorTokenIn(page);
  expect(token).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  const answer = await request.get(`${API_URL}/operador/api/v1/resumen`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const counts = (await answer.json()) as Record<keyof typeof QUEUES, number>;
  for (const [queue, label] of Object.entries(QUEUES) as [keyof typeof QUEUES, string][]) {
    await expect(page.getByRole('article', { name: label })).toContainText(String(counts[queue]));
  }
  await expectNoViolations(page, 'the queues');

  // signing out forgets the token and shows the sign-in
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/operador\/ingresar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de operadores' })).toBeVisible();
  expect(await operatorTokenIn(page)).toBeNull();
  expect(pageErrors).toEqual([]);
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
