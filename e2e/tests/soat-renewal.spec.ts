import {
  addDays,
  CAR,
  type Holder,
  longDate,
  newHolder,
  newPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  TEST_CARDS,
} from '../fixtures/soat';
import { expectNoViolations } from '../fixtures/axe';
import { pay, PAYMENT_PAGE, RESULT_PAGE } from '../fixtures/soat-journey';
import { expect, test } from '../fixtures/test';

// (c) of issue 26: a renewal reminder's link opens the purchase filled for the policy it renews, starting
// the day after that policy ends, and paying issues the new one; its other link unsubscribes. Issue 41: the
// link shows the holder masked and says when the new policy starts; their whole data only once the
// visitor types the holder's document.

/** A holder whose mobile is no other number on the page (the WhatsApp link's is 573001234567). */
const renewingHolder = () => newHolder({ celular: '3209876543' });

/** The holder's data no page may carry before their document is typed: the link may reach other hands. */
const personalData = (holder: Holder) => [
  holder.numeroDocumento,
  holder.correoElectronico,
  holder.direccion,
  holder.celular,
];

/** The renewal's start day, said on the page before any touch. */
const startsOn = (end: string) =>
  `La nueva póliza empieza el ${longDate(addDays(end, 1))}, el día siguiente al fin de la que renuevas.`;

test("a renewal reminder's link opens the purchase filled for the policy, starting the day after it ends, and paying issues the new one", async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const holder = renewingHolder();
  const total = OFFICIAL_TOTALS['521'];
  // a policy in its last 20 days: a renewal is sold only in the last 30 (issue 41)
  const { poliza } = await soat.buyPolicyEndingIn(20, { placa: plate, vehiculo: CAR, tomador: holder });
  const end = poliza.finVigencia;
  // the pass as it runs 20 days before the end: one reminder, and none on a second pass
  expect(await soat.reminderPass(plate, addDays(end, -20))).toBe(1);
  expect(await soat.reminderPass(plate, addDays(end, -20))).toBe(0);
  const email = await soat.emailWithSubject(holder.correoElectronico, new RegExp(`placa ${plate} vence en 20 días`));
  const renew = /^Renovar: (\S+)$/m.exec(email.texto)![1]!;

  const sent = await page.goto(renew);
  const html = await sent!.text();
  for (const value of personalData(holder)) expect(html).not.toContain(value);
  await expect(page.getByText(/Llenamos el vehículo con el de la póliza que renuevas/)).toBeVisible();
  await expect(page.getByText(startsOn(end))).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue(plate);
  await expect(page.getByLabel('Clase de vehículo')).toHaveValue('automovil');
  // the holder's document, their type chosen: a wrong one is said on the field and stays typed
  await expect(page.getByLabel('Tipo de documento del tomador')).toHaveValue('CC');
  const documentNumber = page.getByLabel(/^Número de documento del tomador/);
  const wrong = String(Number(holder.numeroDocumento) + 1);
  await documentNumber.fill(wrong);
  await page.getByRole('button', { name: 'Confirmar documento' }).click();
  await expect(documentNumber).toHaveAccessibleErrorMessage(/^Ese no es el documento del tomador/);
  await expect(documentNumber).toHaveValue(wrong);
  await documentNumber.fill(holder.numeroDocumento);
  await page.getByRole('button', { name: 'Confirmar documento' }).click();
  await expect(
    page.getByText('Listo: llenamos los datos del tomador con los de la póliza que renuevas.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
  // the token leaves the address once the app runs
  await expect(page).not.toHaveURL(/renovar=/);
  await expect(
    page.getByText(`la nueva póliza empieza el día siguiente, el ${longDate(addDays(end, 1))}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // the holder as the renewed policy had them: only the terms are left
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(holder.correoElectronico);
  await expect(page.getByLabel('Nombres')).toHaveValue(holder.nombres);
  const terms = page.getByRole('checkbox', { name: /Acepto los/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  const id = PAYMENT_PAGE.exec(page.url())![1]!;
  await pay(page, { card: true }, total);
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expect(page).toHaveURL(RESULT_PAGE);
  const renewed = await soat.waitForRequest(id, (purchaseRequest) => purchaseRequest.poliza !== null);
  expect(renewed.poliza?.inicioVigencia).toBe(addDays(end, 1));
  // renewed: no more reminders for the old policy
  expect(await soat.reminderPass(plate, addDays(end, -1))).toBe(0);
});

test("a reminder's other link unsubscribes the address without signing in, asking first", async ({ page, soat }) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const { poliza } = await soat.buyPolicy({ placa: plate, vehiculo: CAR, tomador: holder });
  expect(await soat.reminderPass(plate, addDays(poliza.finVigencia, -30))).toBe(1);
  const email = await soat.emailWithSubject(holder.correoElectronico, /vence en 30 días/);
  const unsubscribe = /(https?:\/\/\S+\/soat\/recordatorios\?baja=\S+)/.exec(email.texto)![1]!;

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Recordatorios de renovación' })).toBeVisible();
  await expectNoViolations(page, 'the unsubscribe page');
  await page.getByRole('button', { name: 'Dejar de recibirlos' }).click();
  await expect(page.getByText(/^Listo: no enviaremos más recordatorios de renovación a /)).toBeVisible();
  // the 7-day reminder is not written for that address
  expect(await soat.reminderPass(plate, addDays(poliza.finVigencia, -7))).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("a renewal reminder's link says when the new policy starts with no touch, and fills the holder once their document is typed", async ({
    page,
    soat,
  }) => {
    const plate = newPlate('car');
    const holder = renewingHolder();
    const { poliza } = await soat.buyPolicyEndingIn(7, { placa: plate, vehiculo: CAR, tomador: holder });
    expect(await soat.reminderPass(plate, addDays(poliza.finVigencia, -7))).toBe(1);
    const email = await soat.emailWithSubject(holder.correoElectronico, /vence en 7 días/);
    const renew = /^Renovar: (\S+)$/m.exec(email.texto)![1]!;

    const sent = await page.goto(renew);
    // rendered by the remote's server with the policy it renews, the holder masked: the app has not started
    const html = await sent!.text();
    for (const value of personalData(holder)) expect(html).not.toContain(value);
    await expect(page.getByText(startsOn(poliza.finVigencia))).toBeVisible();
    await expect(page.getByText(/Llenamos el vehículo con el de la póliza que renuevas/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue(plate);
    await expect(page.getByLabel('Clase de vehículo')).toHaveValue('automovil');
    await expect(
      page.getByText(/^Tomador: Laura Marcela Gómez Pardo, documento \d{2}\*+\d{2}, correo l\*\*\*@ejemplo\.co/),
    ).toBeVisible();
    await expect(page.getByLabel('Tipo de documento del tomador')).toHaveValue('CC');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
    await expectNoViolations(page, "the purchase opened from a renewal's link, before the app runs");

    // the holder's document, typed on the phone: the whole holder then fills the purchase
    await page.getByLabel(/^Número de documento del tomador/).fill(holder.numeroDocumento);
    await page.getByRole('button', { name: 'Confirmar documento' }).click();
    await expect(
      page.getByText('Listo: llenamos los datos del tomador con los de la póliza que renuevas.'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/renovar=/);
    await expectNoViolations(page, "the renewal's holder confirmed");
    await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(holder.correoElectronico);
    await expect(page.getByLabel('Dirección')).toHaveValue(holder.direccion);
    await expect(page.getByLabel(/^Número de documento/)).toHaveValue(holder.numeroDocumento);
  });
});
