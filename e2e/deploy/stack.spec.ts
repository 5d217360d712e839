import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoViolations } from '../fixtures/axe';
import {
  CAR,
  fillHolderStep,
  fillVehicleStep,
  newHolder,
  newPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  TEST_CARDS,
} from '../fixtures/soat';
import { submitSignUp } from '../fixtures/sign-up';
import { expect, newAccountDetails, startApp, test } from '../fixtures/test';

// The portal as docker-compose.yml runs it (scripts/deploy-test/run.ts): each app in its own
// container, the API as two instances behind the proxy and its jobs in a worker apart, on PostgreSQL;
// the demo enabled.

/** Creates an account on the sign-up page and signs in with it: a write and a read of the database. */
async function signUpAndSignIn(page: Page) {
  const account = newAccountDetails();
  await page.goto('/crear-cuenta');
  await startApp(page);
  await submitSignUp(page, account);
  await expect(page).toHaveURL(/\/iniciar-sesion/);
  await expect(page.getByText('Cuenta creada')).toBeVisible();
  await page.getByLabel(/^Clave/).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();
}

test('a visitor opens the home page and creates an account', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('form', { name: 'Placa de tu vehículo' })).toBeVisible();
  await signUpAndSignIn(page);
});

test('with the demo enabled, the host opens the demo’s contacts app from remote-demo’s container', async ({ page }) => {
  await page.goto('/demo/apps/contacts');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  const contacts = page.getByRole('list', { name: 'Contactos' }).getByRole('listitem');
  await expect(contacts.first()).toBeVisible();
  const count = await contacts.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByRole('status').filter({ hasText: /contactos$/ })).toHaveText(`${count} contactos`);
});

test('after PostgreSQL restarted, a visitor creates an account and signs in', async ({ page }) => {
  await signUpAndSignIn(page);
});

test('a visitor quotes a car from the home page and pays it by card: the policy is issued and emailed', async ({
  page,
  request,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const total = OFFICIAL_TOTALS['521'];
  await page.goto('/home');
  const box = page.getByRole('form', { name: 'Placa de tu vehículo' });
  await box.getByRole('textbox', { name: 'Placa de tu vehículo' }).fill(plate);
  await box.getByRole('button', { name: 'Cotizar SOAT' }).click();
  await fillVehicleStep(page, CAR);
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await expect(page.getByRole('row', { name: 'Total a pagar' })).toContainText(total);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillHolderStep(page, holder);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paga tu SOAT' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })
    .getByRole('radio', { name: /^Tarjeta de crédito o débito/ })
    .check();
  await page.getByRole('button', { name: `Pagar ${total}` }).click();
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expect(page.getByRole('heading', { level: 2, name: '¡Listo! Tu SOAT está expedido' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('dt').filter({ hasText: 'Placa' }).locator('+ dd')).toHaveText(plate);
  // the API instances run no jobs (API_JOBS=false): the worker's pass sent the policy's email (its
  // interval of 2 s; run.ts then reads the worker's invoice and RUNT report runs). Its invoice's email,
  // sent by the same worker, may come before or after it: the policy's is looked for among them
  await expect
    .poll(
      async () => {
        const response = await request.get(`${process.env.API_URL}/desarrollo/correos`, {
          params: { para: holder.correoElectronico },
        });
        const { correos } = (await response.json()) as { correos: { asunto: string }[] };
        return correos.map((email) => email.asunto);
      },
      { timeout: 10_000 },
    )
    .toContainEqual(expect.stringContaining(`para la placa ${plate}`));
});

/** A row's figures in a panel's table (its text alternative): the latest value and the highest of the period. */
async function panelFigures(page: Page, panel: string, series: string) {
  const region = page.getByRole('region', { name: panel });
  // the answer for the period chosen is in (the page shows its loading state while it comes)
  await region.waitFor();
  const data = region.locator('details');
  // "Sin datos en este periodo", as in Prometheus's first minutes: no table to read, and no wait for one
  // (the caller's expectation fails and its next try loads the page again)
  if ((await data.count()) === 0) return [];
  if (!(await data.getAttribute('open'))) await region.getByText('Ver los datos').click();
  const cells = await region
    .getByRole('row', { name: new RegExp(`^${series}`) })
    .getByRole('cell')
    .allTextContents();
  return cells.map((text) => Number(text.replace(/\./g, '').replace(',', '.')));
}

test('an operator sees the paid sale on the operations page, read from Prometheus through the API', async ({
  page,
  request,
}) => {
  // the API's range ends at the last whole minute: the sale may take up to two minutes to show (below)
  test.setTimeout(210_000);
  const email = process.env.OPERATOR_EMAIL;
  const password = process.env.OPERATOR_PASSWORD;
  expect(email && password, 'run.ts creates the operator').toBeTruthy();
  // signed in through the API as the sign-in page does: the password, then the second factor enrolled
  const first = await request.post(`${process.env.API_URL}/operador/api/v1/sesion`, {
    data: { correoElectronico: email, clave: password },
  });
  expect(first.status()).toBe(200);
  const { desafio, enrolamiento } = (await first.json()) as { desafio: string; enrolamiento: { secreto: string } };
  const second = await request.post(`${process.env.API_URL}/operador/api/v1/sesion/segundo-factor`, {
    data: { desafio, codigo: new TOTP({ secret: Secret.fromBase32(enrolamiento.secreto) }).generate() },
  });
  expect(second.status()).toBe(200);
  const { accessToken } = (await second.json()) as { accessToken: string };
  await page.addInitScript((token) => sessionStorage.setItem('operatorAccessToken', token), accessToken);

  // Prometheus scrapes every 5 s and the panels' steps are whole minutes: the sale shows within a couple
  await expect(async () => {
    await page.goto('/operador/operaciones', { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Última hora' });
    const [, issued] = await panelFigures(page, 'Ventas por hora', 'Pólizas expedidas');
    const [, byCard] = await panelFigures(page, 'Ventas por medio de pago (por hora)', 'TARJETA');
    expect(issued).toBeGreaterThanOrEqual(1);
    expect(byCard).toBeGreaterThanOrEqual(1);
  }).toPass({ intervals: [10_000], timeout: 150_000 });
  // drawn: each panel with data has its chart (uPlot's canvas)
  await expect(page.getByRole('region', { name: 'Ventas por hora' }).locator('canvas').first()).toBeVisible();
  await expectNoViolations(page, 'the operations page with the journeys’ data');
});

test('the host shows the version of remote-soat deployed now, on the next page load', async ({ page }) => {
  const title = process.env.EXPECTED_SOAT_TITLE;
  expect(title, 'run.ts names the title remote-soat was built with').toBeTruthy();
  await page.goto('/soat');
  // the app takes the page over with the code and texts the remote serves now
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
});

test('with remote-soat’s container stopped, its section shows the fallback and the rest of the portal works', async ({
  page,
}) => {
  await page.goto('/soat');
  await startApp(page);
  await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu SOAT en minutos, con las tarifas oficiales' }),
  ).toBeVisible();
});

test('with both API containers stopped, signing in says the service is unavailable and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/iniciar-sesion');
  await startApp(page);
  await page.getByLabel('Correo electrónico').fill('ana@ejemplo.co');
  await page.getByLabel(/^Clave/).fill('una clave cualquiera');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'El servicio no está disponible en este momento.' }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('ana@ejemplo.co');
});
