import {
  addDays,
  approvedCardForm,
  CAR,
  fillHolderStep,
  fillVehicleStep,
  longDate,
  MOTORCYCLE,
  newHolder,
  newPlate,
  todayInColombia,
  validityEnd,
} from '../fixtures/soat';
import { expectNoViolations } from '../fixtures/axe';
import { expect, startApp, test } from '../fixtures/test';

// The purchase form (comprar-soat) between its steps: what a reload, the back button and a
// policy in force do to it. Paying is the subject of soat-purchase.spec.ts.

const PURCHASE = '/cotizar-soat/comprar-soat';

test('a reload in the middle of the purchase keeps what was typed, and Back goes to the previous step', async ({
  page,
}) => {
  const plate = newPlate('motorcycle');
  const holder = newHolder();
  await page.goto(PURCHASE);
  await startApp(page);
  await fillVehicleStep(page, MOTORCYCLE, plate);

  // the vehicle step, reloaded before quoting: the page arrives as prerendered, the app brings the data back
  await page.reload();
  await startApp(page);
  await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue(plate);
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('motocicleta');
  await expect(page.getByLabel('Servicio')).toHaveValue('particular');
  await expect(page.getByLabel('Modelo (año)')).toHaveValue(String(MOTORCYCLE.modelo));
  await expect(page.getByLabel('Cilindraje (c.c.)')).toHaveValue(String(MOTORCYCLE.cilindraje));
  await page.getByRole('button', { name: 'Cotizar' }).click();

  // the price step, reloaded: the same quote
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  await expect(page.getByText('Paso 2 de 5: Precio y vigencia')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  await expect(page.getByText(`${plate} · Motocicleta · Particular`)).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total a pagar' })).toContainText('$ 343.300');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // the holder step, half typed, reloaded: every field and the terms as they were
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeVisible();
  await page.getByLabel('Número de documento').fill(holder.numeroDocumento);
  await page.getByLabel('Nombres').fill(holder.nombres);
  await page.getByLabel('Correo electrónico').fill(holder.correoElectronico);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toHaveValue(holder.numeroDocumento);
  await expect(page.getByLabel('Nombres')).toHaveValue(holder.nombres);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(holder.correoElectronico);
  await expect(page.getByLabel('Apellidos')).toHaveValue('');

  // the browser's Back walks the steps, each with its data
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total a pagar' })).toContainText('$ 343.300');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del vehículo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue(plate);
  await expect(page.getByLabel('Modelo (año)')).toHaveValue(String(MOTORCYCLE.modelo));

  // and forward again to the holder, whose data is still there; the form's own "Volver" too
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeVisible();
  await expect(page.getByLabel('Nombres')).toHaveValue(holder.nombres);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
});

test('a second purchase for a plate whose policy is in force starts the day after it ends', async ({ page, soat }) => {
  const plate = newPlate('car');
  const holder = newHolder();
  // a renewal is sold in the last 30 days of the policy in force (issue 41): one that ends in 20 days
  const first = await soat.buyPolicyEndingIn(20, { placa: plate, vehiculo: CAR, tomador: holder });
  const end = first.poliza.finVigencia;
  expect(end).toBe(addDays(todayInColombia(), 20));
  const nextStart = addDays(end, 1);

  // the renewal's way in: the plate in the address, as "Renovar" and the home page's box send it
  await page.goto(`${PURCHASE}?placa=${plate}`);
  await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue(plate);
  // the plate alone tells nothing without a session (ADR 010): the owner's document asks the RUNT, which
  // does not know this made-up plate, and then the portal, which knows it from the first purchase
  const lookup = page.waitForResponse(
    (response) => response.url().endsWith('/vehiculos/consultas') && response.request().method() === 'POST',
  );
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('');
  await page.getByLabel('Tipo de documento del propietario').selectOption(holder.tipoDocumento);
  await page.getByLabel('Número de documento del propietario').fill(holder.numeroDocumento);
  // asked once the document is valid, and never in the address
  const asked = await lookup;
  expect(asked.status()).toBe(200);
  expect(asked.url()).not.toContain(holder.numeroDocumento);
  // the portal knows the vehicle from the first purchase, and says it is insured
  await expect(page.getByText('Llenamos los datos de este vehículo con los de una compra anterior')).toBeVisible();
  await expect(
    page.getByText(
      `El vehículo tiene un SOAT vigente hasta el ${longDate(end)}: la nueva póliza empezará el día siguiente.`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('automovil');
  await expect(page.getByLabel('Cilindraje (c.c.)')).toHaveValue(String(CAR.cilindraje));
  await page.getByRole('button', { name: 'Cotizar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  await expect(
    page.getByText(
      `El vehículo tiene un SOAT vigente hasta el ${longDate(end)}. Como un vehículo solo puede tener un SOAT a la vez, la nueva póliza empieza el día siguiente, el ${longDate(nextStart)}.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`Vigencia: del ${longDate(nextStart)} al ${longDate(validityEnd(nextStart))}.`),
  ).toBeVisible();
  // no other start to choose
  await expect(page.getByLabel('Inicio de la vigencia')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // the same holder renews: their document is already there
  await expect(page.getByLabel('Número de documento')).toHaveValue(holder.numeroDocumento);
  await fillHolderStep(page, holder);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/cotizar-soat\/pagos\/realizar-pago-soat\/[0-9a-f-]{36}$/);
  // the payment page's summary: the validity the request was made for
  await expect(page.getByText(`Del ${longDate(nextStart)} al ${longDate(validityEnd(nextStart))}`)).toBeVisible();

  // the request made is for that period, and it can be paid: the plate then holds both policies
  const id = page.url().split('/').pop()!;
  const checkout = await soat.startPayment(id, { card: true });
  await soat.payAtCheckout(checkout, approvedCardForm());
  const second = await soat.waitForRequest(id, (purchaseRequest) => purchaseRequest.poliza !== null);
  expect(second.poliza).toMatchObject({
    inicioVigencia: nextStart,
    finVigencia: validityEnd(nextStart),
    estado: 'futura',
  });
});

test('a holder who renews without saying so first is offered the day after their policy ends once the holder step names them; a stranger learns no date', async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  // within the renewal window (issue 41): a policy that ends in 20 days
  const first = await soat.buyPolicyEndingIn(20, { placa: plate, vehiculo: CAR, tomador: holder });
  const end = first.poliza.finVigencia;
  const nextStart = addDays(end, 1);

  // the plate alone is quoted as a plate never insured (ADR 010): any start in the next 30 days
  await page.goto(`${PURCHASE}?placa=${plate}`);
  await fillVehicleStep(page, CAR);
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  await expect(page.getByLabel('Inicio de la vigencia')).toBeVisible();
  await expect(page.getByText(/SOAT vigente hasta/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // somebody else as the holder: refused, with no date
  await fillHolderStep(page, newHolder());
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText(/^Este vehículo ya tiene un SOAT vigente en esas fechas/)).toBeVisible();
  await expect(page.getByText(/SOAT vigente hasta/)).toHaveCount(0);
  await expectNoViolations(page, 'the holder step with a start refused for a plate insured by somebody else');

  // the holder of that policy: told until when, and the price step offers the day after
  await page.getByLabel('Número de documento').fill(holder.numeroDocumento);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText(/^El vehículo tiene un SOAT vigente hasta el /)).toBeVisible();
  await page.getByRole('button', { name: 'Corregir la vigencia' }).click();
  await expect(
    page.getByText(
      `El vehículo tiene un SOAT vigente hasta el ${longDate(end)}. Como un vehículo solo puede tener un SOAT a la vez, la nueva póliza empieza el día siguiente, el ${longDate(nextStart)}.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Número de documento')).toHaveValue(holder.numeroDocumento);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/cotizar-soat\/pagos\/realizar-pago-soat\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Del ${longDate(nextStart)} al ${longDate(validityEnd(nextStart))}`)).toBeVisible();
});
