import { expect as baseExpect, type Page } from '@playwright/test';
import {
  expectPdf,
  MOTORCYCLE,
  newHolder,
  newPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  TEST_CARDS,
} from '../fixtures/soat';
import { expectIssued, pay, quoteFromHome, RESULT_PAGE, toPaymentPage } from '../fixtures/soat-journey';
import { expectNoViolations } from '../fixtures/axe';
import { test } from '../fixtures/test';

// Paying as Colombia pays (issue 45): Nequi approved in its app, a Nequi payment left to expire and then
// paid by card, and cash at a correspondent paid before and after its deadline. The sandbox gateway plays
// the customer's Nequi app and the correspondent's cashier (api/src/sandbox-gateway/README.md).

const expect = baseExpect.configure({ timeout: 20_000 });
// whole purchases with a second tab (the app, the till) and the result page's own back-off in between: a loaded
// machine took just over a minute for one of them
test.describe.configure({ timeout: 120_000 });
const API_URL = process.env.API_URL ?? 'http://localhost:4000';
const NEQUI_APP = `${API_URL}/sandbox-pasarela/nequi`;
const CASHIER = `${API_URL}/sandbox-pasarela/corresponsal`;
const total = OFFICIAL_TOTALS['120'];

/** From the home page to the payment page of a new motorcycle's request; answers the holder. */
async function toPayment(page: Page) {
  // a phone of its own: the sandbox's Nequi app lists every push to a phone, and journeys run side by side
  const holder = newHolder({ celular: `30${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
  const plate = newPlate('motorcycle');
  await quoteFromHome(page, plate, MOTORCYCLE, total);
  const id = await toPaymentPage(page, holder, total);
  return { holder, plate, id };
}

/** Chooses Nequi (its phone prefilled with the holder's) and sends the push. */
async function payWithNequi(page: Page, mobile: string) {
  await page
    .getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })
    .getByRole('radio', { name: /^Nequi/ })
    .check();
  await expect(page.getByRole('textbox', { name: 'Celular de tu cuenta Nequi' })).toHaveValue(mobile);
  await page.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(page).toHaveURL(RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Aprueba el pago en tu app Nequi' })).toBeVisible();
}

/** In the sandbox's Nequi app: the push to this phone, answered with a button. */
/** What the sandbox's Nequi app says once it has taken each answer. */
const NEQUI_ANSWERED = {
  Aprobar: 'Aprobaste el pago.',
  Rechazar: 'Rechazaste el pago.',
  'Dejar vencer ahora': 'La notificación venció: no se cobró nada.',
} as const;

async function answerNequiPush(page: Page, mobile: string, button: keyof typeof NEQUI_ANSWERED) {
  const app = await page.context().newPage();
  await app.goto(NEQUI_APP);
  await app.getByLabel('Celular de la cuenta Nequi').fill(mobile);
  await app.getByRole('button', { name: 'Ver pagos pendientes' }).click();
  await expectNoViolations(app, "the sandbox's Nequi app with a push");
  await app.getByRole('button', { name: button, exact: true }).click();
  // the app's answer loaded before its tab closes: a tab closed while its form's answer loads kept Chromium's
  // close waiting for two minutes on a loaded machine
  await expect(app.getByRole('status')).toHaveText(NEQUI_ANSWERED[button]);
  await app.close();
}

/** Chooses cash at a correspondent: the voucher with its agreement code and reference. */
async function payInCash(page: Page) {
  await page
    .getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })
    .getByRole('radio', { name: /^Efectivo/ })
    .check();
  await page.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(page).toHaveURL(RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: /^Paga en efectivo/ })).toBeVisible();
  const fact = (term: string) => page.locator('dt').filter({ hasText: term }).locator('+ dd');
  const agreement = ((await fact('Código de convenio').textContent()) ?? '').trim();
  const reference = ((await fact('Referencia de pago').textContent()) ?? '').trim();
  expect(agreement).toMatch(/^\d+$/);
  expect(reference).toMatch(/^\d+$/);
  return { agreement, reference };
}

/** At the sandbox's correspondent: the reference looked up and a button pressed. */
async function atCashier(page: Page, voucher: { agreement: string; reference: string }, button: string) {
  const cashier = await page.context().newPage();
  await cashier.goto(CASHIER);
  await cashier.getByLabel('Código de convenio').fill(voucher.agreement);
  await cashier.getByLabel('Referencia de pago').fill(voucher.reference);
  await cashier.getByRole('button', { name: 'Consultar' }).click();
  await expectNoViolations(cashier, "the sandbox's cashier with a reference");
  await cashier.getByRole('button', { name: button, exact: true }).click();
  const said = (await cashier.locator('main').textContent()) ?? '';
  await cashier.close();
  return said;
}

test('Nequi: the push approved in the app issues the policy, the page learning it without a reload', async ({
  page,
}) => {
  const { holder, plate } = await toPayment(page);
  await payWithNequi(page, holder.celular);
  await expect(page.getByText('Tiempo para aprobarlo')).toBeVisible();
  await expectNoViolations(page, 'the result page waiting for Nequi');
  await answerNequiPush(page, holder.celular, 'Aprobar');
  await expectIssued(page, plate, total);
});

test('Nequi left to expire: nothing charged, and the same request is paid by card at once', async ({ page, soat }) => {
  const { holder, plate, id } = await toPayment(page);
  await payWithNequi(page, holder.celular);
  await answerNequiPush(page, holder.celular, 'Dejar vencer ahora');
  // the page learns it by itself: not approved, the gateway's reason, and another try
  await expect(page.getByRole('heading', { level: 2, name: 'Tu pago no fue aprobado' })).toBeVisible();
  await expect(page.getByText(/^Motivo: /)).toContainText('venció');
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
  await pay(page, { card: true }, total);
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expectIssued(page, plate, total);
  const request = await soat.getRequest(id);
  expect(request.estado).toBe('emitida');
  expect(request.pago?.metodo).toBe('TARJETA');
});

test('cash paid at a correspondent before its deadline: the voucher, its PDF and email, then the policy', async ({
  page,
  soat,
}) => {
  const { holder, plate } = await toPayment(page);
  const voucher = await payInCash(page);
  await expectNoViolations(page, 'the cash voucher');
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Descargar comprobante (PDF)' }).getAttribute('href'))!,
  );
  expect(pdf.status()).toBe(200);
  expectPdf(await pdf.body());
  const email = await soat.emailWithSubject(holder.correoElectronico, /en efectivo: referencia /);
  expect(email.texto).toContain(voucher.reference);
  await atCashier(page, voucher, 'Recibir pago');
  await expectIssued(page, plate, total);
});

test('cash paid after its deadline buys nothing and is given back by a person, who asks for the bank account', async ({
  page,
  soat,
}) => {
  const { holder, id } = await toPayment(page);
  const voucher = await payInCash(page);
  await atCashier(page, voucher, 'Dejar vencer ahora');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu pago no fue aprobado' })).toBeVisible();
  await atCashier(page, voucher, 'Recibir de todas formas (prueba: dinero que llega tarde)');
  // the late money bought nothing: coming back to the page, it says the money is given back, and the
  // request can still be paid
  await expect
    .poll(async () => (await soat.getRequest(id)).pago?.motivoReembolso, { timeout: 30_000 })
    .toBe('pago-vencido');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tu pago llegó tarde: te devolvemos el dinero' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectNoViolations(page, 'the result page of cash paid late');
  const request = await soat.getRequest(id);
  expect(request.estado).toBe('pendiente-pago');
  expect(request.pago?.motivoReembolso).toBe('pago-vencido');
  expect(request.poliza).toBeNull();
  // a person gives it back: the email asks for an account in the holder's name
  const email = await soat.emailWithSubject(holder.correoElectronico, /^Estamos devolviendo tus /);
  expect(email.texto).toContain('Responde a este correo con una cuenta bancaria a nombre del tomador');
  await page.getByRole('link', { name: 'Pagar de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paga tu SOAT' })).toBeVisible();
});
