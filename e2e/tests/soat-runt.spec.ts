import {
  CAR,
  fillVehicleStep,
  newHolder,
  newRuntCarPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  RUNT_OWNER,
  TEST_CARDS,
} from '../fixtures/soat';
import { measurePurchaseSteps } from '../bench/purchase-steps.ts';
import { expectNoViolations } from '../fixtures/axe';
import { expectIssued, pay, PAYMENT_PAGE, startFromHome, toPaymentPage } from '../fixtures/soat-journey';
import { expect, test } from '../fixtures/test';

// The vehicle read from the RUNT (issue 26, point 2; ADR 031): the plate and the owner's document bring the
// vehicle and the holder's name, and the purchase records where the vehicle's data came from; with the
// RUNT down the customer types the data and buys all the same.

const PURCHASE = '/cotizar-soat/comprar-soat';

test("the plate and the owner's document bring the vehicle from the RUNT, its price on the same screen and the holder's name; the card comes chosen and the gateway knows the holder; the policy is issued and the request says the data is the RUNT's", async ({
  page,
  soat,
}) => {
  const plate = newRuntCarPlate();
  const total = OFFICIAL_TOTALS['521'];
  // the plate and the owner's document in the home page's box; the document never in the address
  await startFromHome(page, plate, RUNT_OWNER.numeroDocumento);
  expect(page.url()).not.toContain(RUNT_OWNER.numeroDocumento);
  await expect(page.getByLabel('Número de documento del propietario')).toHaveValue(RUNT_OWNER.numeroDocumento);
  await expect(
    page.getByText('Traemos los datos del RUNT: RENAULT LOGAN 2019. Revisa que coincidan con la licencia de tránsito.'),
  ).toBeVisible();
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('automovil');
  await expect(page.getByLabel('Cilindraje (c.c.)')).toHaveValue('1598');
  // the price on the vehicle step: no "Cotizar", no price step
  await expect(page.getByRole('row', { name: 'Total a pagar' })).toContainText(total);
  await expect(page.getByText(/^Vigencia: del/)).toBeVisible();
  await expectNoViolations(page, "the vehicle step with the RUNT's price");
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  // the holder step starts with the owner: the customer adds how to reach them
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toHaveValue(RUNT_OWNER.numeroDocumento);
  await expect(page.getByLabel('Nombres')).toHaveValue(RUNT_OWNER.nombres);
  await expect(page.getByLabel('Apellidos')).toHaveValue(RUNT_OWNER.apellidos);
  const contact = newHolder();
  await page.getByLabel('Correo electrónico').fill(contact.correoElectronico);
  await page.getByLabel('Celular').fill(contact.celular);
  await page.getByLabel('Dirección').fill(contact.direccion);
  await page.getByLabel('Ciudad o municipio').fill(contact.ciudad);
  const terms = page.getByRole('checkbox', { name: /Acepto los/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  const id = PAYMENT_PAGE.exec(page.url())![1]!;

  await expect(page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar con tarjeta' })).toBeVisible();
  await expect(page.getByLabel('Nombre del titular')).toHaveValue(`${RUNT_OWNER.nombres} ${RUNT_OWNER.apellidos}`);
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expectIssued(page, plate, total);
  const request = await soat.getRequest(id);
  expect(request.origenDatosVehiculo).toBe('runt');
  expect(request.tomador.nombres).toBe(RUNT_OWNER.nombres);
});

test('with the RUNT down the customer is told so, types the vehicle and buys all the same; the request says the data was typed', async ({
  page,
  soat,
}) => {
  const holder = newHolder();
  const total = OFFICIAL_TOTALS['521'];
  await page.goto(PURCHASE);
  await page.getByRole('textbox', { name: 'Placa' }).fill('XDN503');
  await page.getByLabel('Número de documento del propietario').fill(RUNT_OWNER.numeroDocumento);
  await expect(
    page.getByText(
      'El RUNT no responde en este momento. Escribe los datos del vehículo como aparecen en la licencia de tránsito.',
    ),
  ).toBeVisible();
  // nothing typed is lost, and nothing is filled in
  await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue('XDN503');
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('');
  await fillVehicleStep(page, CAR);
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await expect(page.getByRole('row', { name: 'Total a pagar' })).toContainText(total);
  const id = await toPaymentPage(page, holder, total);
  await pay(page, { card: true }, total);
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expectIssued(page, 'XDN503', total);
  expect((await soat.getRequest(id)).origenDatosVehiculo).toBe('digitados');
});

test('a customer whose vehicle the RUNT describes wrongly is stopped with what to do, with no axe violations', async ({
  page,
}) => {
  await page.goto(PURCHASE);
  await page.getByRole('textbox', { name: 'Placa' }).fill(newRuntCarPlate());
  await page.getByLabel('Número de documento del propietario').fill(RUNT_OWNER.numeroDocumento);
  const mismatch = page.getByRole('button', { name: 'Los datos del RUNT no coinciden con mi vehículo' });
  await expect(mismatch).toBeVisible();
  await expectNoViolations(page, 'the vehicle step filled from the RUNT');
  await mismatch.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No podemos expedir el SOAT con datos que no coinciden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cotizar', exact: true })).toBeDisabled();
  await expectNoViolations(page, 'the vehicle step stopped by a mismatch');
});

test('a vehicle the RUNT knows goes from the home page to the paid policy in at most 6 screens and 10 fields, counted as the bench counts them', async ({
  baseURL,
}) => {
  // the bench's own walk (e2e/bench/purchase-steps.ts): the home page, the gateway's checkout and its card fields count
  const { screens, fields, list } = await measurePurchaseSteps(baseURL!, { runt: true });
  const walked = list.map((entry) => `${entry.screen}: ${entry.fields.join(', ') || '—'}`).join('\n');
  expect(screens, walked).toBeLessThanOrEqual(6);
  expect(fields, walked).toBeLessThanOrEqual(10);
});
