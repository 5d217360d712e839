import type { Locator, Page } from '@playwright/test';
import {
  approvedCardForm,
  CAR,
  cardExpiry,
  fillHolderStep,
  fillVehicleStep,
  MOTORCYCLE,
  newHolder,
  newPlate,
  TEST_BANKS,
  TEST_CARDS,
  type SoatApi,
} from '../fixtures/soat';
import { expectNoViolations } from '../fixtures/axe';
import { expect, startApp, storeToken, test } from '../fixtures/test';

// (h) Every SOAT page in every state passes axe, and the purchase works with the keyboard alone.
// The static pages as they arrive (tarifas, soat, consulta, mis pólizas signed out) are in
// accessibility.spec.ts; here, the states that take data.

const PURCHASE = '/cotizar-soat/comprar-soat';

test('axe finds no violations on tarifas running, with another year and one vehicle type', async ({ page }) => {
  await page.goto('/tarifas');
  await startApp(page);
  await page.getByLabel('Año de la tabla').selectOption('2025');
  await page.getByLabel('Tipo de vehículo').selectOption({ label: 'Motos' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas SOAT 2025' })).toBeVisible();
  await expect(page.getByText(/códigos? de tarifa de 2025 en «Motos»/)).toBeVisible();
  await expectNoViolations(page, 'tarifas of 2025, motorcycles');
});

test('axe finds no violations on the consult with its results and with nothing found', async ({ page, soat }) => {
  const plate = newPlate('car');
  const holder = newHolder();
  await soat.buyPolicy({ placa: plate, vehiculo: CAR, tomador: holder });
  await page.goto(`/soat/consulta?placa=${plate}`);
  await page.getByLabel('Número de documento').fill(holder.numeroDocumento);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('table', { name: new RegExp(`SOAT de la placa ${plate}`) })).toBeVisible();
  await expectNoViolations(page, 'the consult with a policy');

  await page.getByLabel('Número de documento').fill(newHolder().numeroDocumento);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText(`No encontramos pólizas de la placa ${plate} con ese documento.`)).toBeVisible();
  await expectNoViolations(page, 'the consult with nothing found');
});

test('axe finds no violations on mis pólizas with a policy, its invoice and a purchase in progress', async ({
  page,
  api,
  account,
  soat,
}) => {
  const token = await api.signIn(account);
  const { idSolicitudSoat } = await soat.buyPolicy({ placa: newPlate('car'), vehiculo: CAR, token });
  await soat.waitForInvoice(idSolicitudSoat);
  await soat.createRequest({ placa: newPlate('motorcycle'), vehiculo: MOTORCYCLE, token });
  await storeToken(page, token);
  await page.goto('/soat/mis-polizas');
  await expect(page.getByRole('heading', { level: 2, name: 'Compras en curso' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Descargar certificado \(PDF\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Descargar factura electrónica \(\.zip\)/ })).toBeVisible();
  await expectNoViolations(page, 'mis pólizas');
});

test('axe finds no violations at each step of the purchase and on the payment page', async ({ page }) => {
  await page.goto(PURCHASE);
  await startApp(page);
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await expect(page.getByText('Escribe la placa del vehículo.')).toBeVisible();
  await expectNoViolations(page, 'the vehicle step with its errors');
  await fillVehicleStep(page, CAR, newPlate('car'));
  await expectNoViolations(page, 'the vehicle step filled in');
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  await expectNoViolations(page, 'the price step');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText('Debes aceptar los términos y condiciones para comprar el SOAT.')).toBeVisible();
  await expectNoViolations(page, 'the holder step with its errors');
  await fillHolderStep(page, newHolder());
  await page.getByRole('button', { name: 'Continuar al pago' }).click();

  // the payment page: the purchase's summary, then the payment choice
  await expect(page.getByRole('heading', { level: 1, name: 'Paga tu SOAT' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Revisa tu compra' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })).toBeVisible();
  await expectNoViolations(page, 'the payment page with the summary');
  await page.getByRole('radio', { name: /^PSE/ }).check();
  await expect(page.getByRole('option', { name: 'Banco que aprueba' })).toBeAttached();
  await expectNoViolations(page, 'the payment page with PSE chosen');
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
  await expect(page.getByText('Elige tu banco.')).toBeVisible();
  await expectNoViolations(page, 'the payment page with its errors');
});

const RESULT_STATES: {
  state: string;
  heading: string;
  /** What else the state shows, awaited before axe runs. */
  shows?: RegExp;
  setUp: (soat: SoatApi) => Promise<string>;
}[] = [
  {
    state: 'an issued policy and its validated invoice',
    heading: '¡Listo! Tu SOAT está expedido',
    shows: /^Descargar factura electrónica/,
    setUp: async (soat) => {
      const { idSolicitudSoat } = await soat.buyPolicy({ placa: newPlate('car'), vehiculo: CAR });
      await soat.waitForInvoice(idSolicitudSoat);
      return idSolicitudSoat;
    },
  },
  {
    state: 'an issued policy whose invoice the DIAN has not validated yet',
    heading: '¡Listo! Tu SOAT está expedido',
    shows: /^Tu factura electrónica está en validación con la DIAN/,
    // the sandbox DIAN is down for this buyer's invoices (api/src/sandbox-dian/README.md)
    setUp: async (soat) =>
      (
        await soat.buyPolicy({
          placa: newPlate('car'),
          vehiculo: CAR,
          tomador: newHolder({ numeroDocumento: '1000000503' }),
        })
      ).idSolicitudSoat,
  },
  {
    state: 'a declined payment',
    heading: 'Tu pago no fue aprobado',
    setUp: async (soat) => {
      const { idSolicitudSoat } = await soat.createRequest({ placa: newPlate('car'), vehiculo: CAR });
      await soat.payAtCheckout(
        await soat.startPayment(idSolicitudSoat, { card: true }),
        approvedCardForm(TEST_CARDS.declines),
      );
      await soat.waitForRequest(idSolicitudSoat, (purchaseRequest) => purchaseRequest.pago?.estado === 'RECHAZADO');
      return idSolicitudSoat;
    },
  },
  {
    state: 'a pending payment',
    heading: 'Tu pago está en proceso',
    // started at the bank that leaves it pending and never authorized there: it stays pending
    setUp: async (soat) => {
      const { idSolicitudSoat } = await soat.createRequest({ placa: newPlate('car'), vehiculo: CAR });
      await soat.startPayment(idSolicitudSoat, { bank: TEST_BANKS.pending });
      return idSolicitudSoat;
    },
  },
  {
    state: 'no payment yet',
    heading: 'Esta solicitud aún no tiene un pago',
    setUp: async (soat) => (await soat.createRequest({ placa: newPlate('car'), vehiculo: CAR })).idSolicitudSoat,
  },
];

for (const { state, heading, shows, setUp } of RESULT_STATES) {
  test(`axe finds no violations on the payment result page with ${state}`, async ({ page, soat }) => {
    const id = await setUp(soat);
    await page.goto(`/cotizar-soat/pagos/respuesta-pago-soat/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    if (shows) await expect(page.getByText(shows)).toBeVisible();
    await expectNoViolations(page, `the result page with ${state}`);
  });
}

test('axe finds no violations on the payment pages of an unknown request', async ({ page }) => {
  for (const path of ['realizar-pago-soat', 'respuesta-pago-soat']) {
    await page.goto(`/cotizar-soat/pagos/${path}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toBeVisible();
    await expectNoViolations(page, `${path} of an unknown request`);
  }
});

/** Presses Tab until `target` has the focus (the keyboard's way there); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element (or, for a visually hidden input, the control drawn for it) shows a focus indicator. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const drawn = element.closest('label')?.querySelector<HTMLElement>('[data-part="control"]');
    if (element.getBoundingClientRect().width <= 1 && drawn) element = drawn;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'visible' : `none on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(indicator).toBe('visible');
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await expectVisibleFocus(page);
  await page.keyboard.type(text);
}

test('the purchase works with the keyboard alone, with a visible focus, up to the paid policy', async ({ page }) => {
  const holder = newHolder();
  await page.goto(PURCHASE);
  await expect(page.getByRole('heading', { level: 1, name: 'Compra tu SOAT' })).toBeVisible();

  // vehicle: a native select takes the first letters of its option
  await typeInto(page, page.getByRole('textbox', { name: 'Placa' }), newPlate('motorcycle'));
  await typeInto(page, page.getByLabel('Clase de vehículo'), 'Motoci');
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('motocicleta');
  await typeInto(page, page.getByLabel('Servicio'), 'Part');
  await expect(page.getByLabel('Servicio')).toHaveValue('particular');
  await typeInto(page, page.getByLabel('Modelo (año)'), String(MOTORCYCLE.modelo));
  await typeInto(page, page.getByLabel('Cilindraje (c.c.)'), String(MOTORCYCLE.cilindraje));
  await page.keyboard.press('Enter');

  // price: the step's heading takes the focus; on to "Continuar"
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // holder: every field typed, the terms ticked with Space
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeFocused();
  await typeInto(page, page.getByLabel('Número de documento'), holder.numeroDocumento);
  await typeInto(page, page.getByLabel('Nombres'), holder.nombres);
  await typeInto(page, page.getByLabel('Apellidos'), holder.apellidos);
  await typeInto(page, page.getByLabel('Correo electrónico'), holder.correoElectronico);
  await typeInto(page, page.getByLabel('Celular'), holder.celular);
  await typeInto(page, page.getByLabel('Dirección'), holder.direccion);
  await typeInto(page, page.getByLabel('Ciudad o municipio'), holder.ciudad);
  const terms = page.getByRole('checkbox', { name: /Acepto los/ });
  await tabTo(page, terms);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuar al pago' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // the payment page: its summary's heading takes the focus; the card chosen with Space
  await expect(page.getByRole('heading', { level: 1, name: 'Paga tu SOAT' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Revisa tu compra' })).toBeFocused();
  const card = page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ });
  await tabTo(page, card);
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pagar \$/ }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // the gateway's checkout, then the result
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar con tarjeta' })).toBeVisible();
  await typeInto(page, page.getByLabel('Número de la tarjeta'), TEST_CARDS.approves);
  await typeInto(page, page.getByLabel('Nombre del titular'), 'Laura Gomez');
  await typeInto(page, page.getByLabel('Vencimiento (MM/AA)'), cardExpiry());
  await typeInto(page, page.getByLabel('Código de seguridad (CVC)'), '123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '¡Listo! Tu SOAT está expedido' })).toBeVisible({
    timeout: 20_000,
  });
  // and its documents: the certificate, then the electronic invoice once the DIAN validated it
  await tabTo(page, page.getByRole('link', { name: 'Descargar PDF' }));
  await expectVisibleFocus(page);
  await expect(page.getByRole('link', { name: 'Descargar factura electrónica (.zip)' })).toBeVisible({
    timeout: 35_000,
  });
  await tabTo(page, page.getByRole('link', { name: 'Descargar factura electrónica (.zip)' }));
  await expectVisibleFocus(page);
});
