import { expectNoViolations } from '../fixtures/axe';
import {
  addDays,
  CAR,
  longDate,
  newHolder,
  newPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  TEST_CARDS,
  todayInColombia,
  validityEnd,
} from '../fixtures/soat';
import { expectIssued, pay, PAYMENT_PAGE, quoteFromHome, toPaymentPage } from '../fixtures/soat-journey';
import { expect, test } from '../fixtures/test';

// Issue 22, point 2: a request whose period the plate got a policy for meanwhile is refused before
// the card is charged, and its payment page says so instead of offering the payment.

test('a customer who bought a plate in one tab is told in the other, before paying, that the period is taken and from when a new one may start', async ({
  page,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const total = OFFICIAL_TOTALS['521'];
  await quoteFromHome(page, plate, CAR, total);
  await toPaymentPage(page, holder, total);

  const other = await page.context().newPage();
  await quoteFromHome(other, plate, CAR, total);
  await toPaymentPage(other, holder, total);

  // the first tab pays and gets the policy
  await pay(page, { card: true }, total);
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expectIssued(page, plate, total);

  // the second tab, still showing the payment choice, tries to pay: refused before the gateway
  const end = validityEnd(todayInColombia());
  const notice = `La placa ${plate} ya tiene un SOAT vigente hasta el ${longDate(end)}, que cubre parte del periodo de esta solicitud. No te cobramos nada. Puedes hacer una nueva solicitud con inicio de vigencia el ${longDate(addDays(end, 1))}.`;
  await other.bringToFront();
  await other.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
  await other.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(other.getByText('Esta solicitud ya no se puede pagar')).toBeVisible();
  await expect(other.getByText(notice)).toBeVisible();
  await expect(other).toHaveURL(PAYMENT_PAGE);
  await expect(other.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })).toHaveCount(0);
  await expectNoViolations(other, 'the payment page of a request whose period was taken');

  // opened again, the page says it at once
  await other.reload();
  await expect(other.getByText(notice)).toBeVisible();
  await expect(other.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
  await other.getByRole('link', { name: `Hacer una nueva solicitud desde el ${longDate(addDays(end, 1))}` }).click();
  await expect(other.getByText('Paso 1 de 5: Vehículo')).toBeVisible();
});
