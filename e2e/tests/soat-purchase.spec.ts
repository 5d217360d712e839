import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  CAR,
  expectPdf,
  MOTORCYCLE,
  newHolder,
  newPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  SOAT_API,
  TEST_BANKS,
  TEST_CARDS,
} from '../fixtures/soat';
import {
  downloadInvoice,
  expectIssued,
  pay,
  PAYMENT_PAGE,
  quoteFromHome,
  RESULT_PAGE,
  toPaymentPage,
} from '../fixtures/soat-journey';
import { expect, holdTheApp, test } from '../fixtures/test';

// Buying a SOAT end to end in the browser: the home page's plate box, the purchase form, the
// payment page, the sandbox gateway's hosted checkout and the result page (issue 8, journeys a–c).

/** At the sandbox's test bank: authorizes the payment. */
async function authorizeAtBank(page: Page, bank: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: bank })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
}

for (const { kind, vehicle, code } of [
  { kind: 'motorcycle', vehicle: MOTORCYCLE, code: '120' },
  { kind: 'car', vehicle: CAR, code: '521' },
] as const) {
  test(`a visitor quotes a ${kind} from the home page, pays by card and gets the policy, its PDF, the email and the electronic invoice`, async ({
    page,
    soat,
  }) => {
    const plate = newPlate(kind);
    const holder = newHolder();
    const total = OFFICIAL_TOTALS[code];
    await quoteFromHome(page, plate, vehicle, total);
    await expect(page.getByText(new RegExp(`^Código de tarifa ${code}:`))).toBeVisible();
    const id = await toPaymentPage(page, holder, total);
    await pay(page, { card: true }, total);
    await payByCardInBrowser(page, TEST_CARDS.approves);

    const number = await expectIssued(page, plate, total);
    const issued = await soat.getRequest(id);
    expect(issued.poliza?.numeroPoliza).toBe(number);

    // the email, with the certificate attached
    const email = await soat.emailWithCertificate(holder.correoElectronico);
    expect(email.asunto).toContain(number);
    expect(email.asunto).toContain(plate);
    const [attached] = email.adjuntos;
    expect(attached?.tipo).toBe('application/pdf');
    const file = await soat.attachment(attached!.url);
    expect(file.type).toBe('application/pdf');
    expectPdf(file.body);

    // the download, as the customer keeps it
    const downloading = page.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
    await page.getByRole('link', { name: 'Descargar PDF' }).click();
    const download = await downloading;
    expect(download, `"Descargar PDF" downloaded nothing; the browser went to ${page.url()}`).not.toBeNull();
    expect(download!.suggestedFilename()).toMatch(/\.pdf$/);
    expectPdf(await readFile((await download!.path())!));

    // and the electronic invoice, once the DIAN validated it: the zip with its XML and PDF
    const invoiceNumber = await downloadInvoice(page);
    expect((await soat.getRequest(id)).poliza?.factura?.numero).toBe(invoiceNumber);
  });
}

test('a payment page opened from an address arrives finished with its request, and the app takes it over on use', async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const { idSolicitudSoat } = await soat.createRequest({ placa: plate, vehiculo: CAR });
  const release = await holdTheApp(page);
  await page.goto(`/cotizar-soat/pagos/realizar-pago-soat/${idSolicitudSoat}`, { waitUntil: 'domcontentloaded' });
  // before any script: rendered by the remote's server with the purchase request, and nothing starts until used
  await expect(page.getByRole('heading', { level: 1, name: 'Paga tu SOAT' })).toBeVisible();
  await expect(page.getByText(/^Revisa tu compra y elige cómo pagar/)).toBeVisible();
  await expect(page.getByText(plate)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-start', /./);
  // where the summary is in the page (not on screen: using the page may scroll it)
  const summary = page.getByRole('heading', { level: 2, name: 'Revisa tu compra' });
  const summaryTop = () => summary.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  const before = await summaryTop();
  // choosing PSE starts the app, which keeps the choice and shows what PSE asks for
  await page.getByRole('radio', { name: /^PSE/ }).check();
  release();
  await expect(page.getByRole('combobox', { name: 'Banco' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^PSE/ })).toBeChecked();
  await expect(page.getByText(plate)).toBeVisible();
  // the app's page is the server's: what was above the choice has not moved
  expect(await summaryTop()).toBe(before);
});

test('the result page of an issued policy arrives finished, with the links to its certificate and invoice, before any script', async ({
  page,
  soat,
}) => {
  const { idSolicitudSoat } = await soat.buyPolicy({ placa: newPlate('car'), vehiculo: CAR });
  await soat.waitForInvoice(idSolicitudSoat);
  // the tab that went to the gateway keeps its payment attempt (and the purchase form's draft)
  await page.addInitScript((id) => {
    window.sessionStorage.setItem(`soat:pago:${id}`, JSON.stringify({ key: 'k', choice: 'tarjeta', idPago: null }));
  }, idSolicitudSoat);
  const release = await holdTheApp(page);
  // as the gateway sends the customer back
  await page.goto(`/cotizar-soat/pagos/respuesta-pago-soat/${idSolicitudSoat}?id=sbx-1&env=test`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByRole('heading', { level: 2, name: '¡Listo! Tu SOAT está expedido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
    'href',
    `${SOAT_API}/solicitudes/${idSolicitudSoat}/certificado`,
  );
  await expect(page.getByRole('link', { name: 'Descargar factura electrónica (.zip)' })).toHaveAttribute(
    'href',
    `${SOAT_API}/solicitudes/${idSolicitudSoat}/factura`,
  );
  // final: nothing to follow, so the app waits for first use, and the page is not hidden behind the splash
  await expect(page.locator('html')).not.toHaveAttribute('data-start', /./);
  await expect(page.locator('html')).not.toHaveAttribute('data-boot', /./);
  release();
});

test('a declined card shows the reason and a new attempt, which PSE with the approving bank pays', async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const total = OFFICIAL_TOTALS['521'];
  // the purchase form is another journey's: the request is made as its last step makes it
  const { idSolicitudSoat } = await soat.createRequest({ placa: plate, vehiculo: CAR });
  await page.goto(`/cotizar-soat/pagos/realizar-pago-soat/${idSolicitudSoat}`);
  await expect(page.getByText('Paso 4 de 5: Pago')).toBeVisible();
  await pay(page, { card: true }, total);
  await payByCardInBrowser(page, TEST_CARDS.declines);

  await expect(page).toHaveURL(RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Tu pago no fue aprobado' })).toBeVisible();
  // the gateway's reason (the sandbox's declining card: "Fondos insuficientes."), not only that it was declined;
  // soft, so the new attempt is still walked when it is missing
  await expect.soft(page.getByText(/^Motivo: .*Fondos insuficientes\./)).toBeVisible({ timeout: 2_000 });
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();

  await expect(page).toHaveURL(PAYMENT_PAGE);
  await expect(page.getByText(/^Tu pago no fue aprobado\. Motivo: /)).toBeVisible();
  await pay(page, { bank: 'Banco que aprueba' }, total);
  await authorizeAtBank(page, 'Banco que aprueba');
  await expectIssued(page, plate, total);
  expect((await soat.getRequest(idSolicitudSoat)).pago).toMatchObject({ estado: 'APROBADO', metodo: 'PSE' });
});

test('a PSE payment left pending says so, refreshes by itself and shows the policy once reconciliation settles it', async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const total = OFFICIAL_TOTALS['521'];
  // nobody reads this one: only the reconciliation job can settle it (its email then arrives)
  const unread = newHolder();
  const other = await soat.createRequest({ placa: newPlate('car'), vehiculo: CAR, tomador: unread });
  const otherCheckout = await soat.startPayment(other.idSolicitudSoat, { bank: TEST_BANKS.pending });
  await soat.payAtCheckout(otherCheckout, { accion: 'pagar' });

  const { idSolicitudSoat } = await soat.createRequest({ placa: plate, vehiculo: CAR });
  await page.goto(`/cotizar-soat/pagos/realizar-pago-soat/${idSolicitudSoat}`);
  await pay(page, { bank: 'Banco que deja el pago pendiente' }, total);
  await authorizeAtBank(page, 'Banco que deja el pago pendiente');

  await expect(page).toHaveURL(RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Tu pago está en proceso' })).toBeVisible();
  await expect(page.getByText(/Esta página se actualiza sola: no pagues de nuevo/)).toBeVisible();
  // the server's page of a pending payment starts the app at once, to follow it
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
  // the same document from here on: no reload, no navigation
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await expectIssued(page, plate, total);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  expect(navigations).toEqual([]);

  const email = await soat.emailWithCertificate(unread.correoElectronico);
  expect(email.asunto).toMatch(/^Tu SOAT SOAT-\d{4}-\d{8} para la placa/);
});
