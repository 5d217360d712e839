import {
  CAR,
  longDate,
  newHolder,
  newPlate,
  OFFICIAL_TOTALS,
  payByCardInBrowser,
  TEST_CARDS,
  todayInColombia,
} from '../fixtures/soat';
import { expectIssued, pay, RESULT_PAGE } from '../fixtures/soat-journey';
import { expectNoViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

// A refund forced in the browser (ADR 010, "Refunds"): two tabs reach the gateway's checkout for one
// plate and period before either pays, so refusing the payment of a stale request (issue 22, item 2)
// cannot stop the second. The first pays and gets the policy; the second pays too, its request waits
// for its refund, and the refund job voids it at the gateway: the first try fails (the sandbox's test
// card 4000 0000 0000 0077), the next one, REFUND_JOBS_INTERVAL_SECONDS later (run-e2e.ts: 5 s), works.

/** Approves, and the gateway fails its first void. */
const REFUND_FAILS_ONCE = '4000 0000 0000 0077';

test('two tabs pay for one plate and period: the second is refunded by itself, says "reembolsada" and emails the amount', async ({
  page,
  context,
  soat,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const total = OFFICIAL_TOTALS['521'];
  // each tab's request, as the purchase form's last step makes it
  const first = await soat.createRequest({ placa: plate, vehiculo: CAR, tomador: holder });
  const second = await soat.createRequest({ placa: plate, vehiculo: CAR, tomador: holder });
  const otherTab = await context.newPage();
  await page.goto(`/cotizar-soat/pagos/realizar-pago-soat/${first.idSolicitudSoat}`);
  await pay(page, { card: true }, total);
  await otherTab.goto(`/cotizar-soat/pagos/realizar-pago-soat/${second.idSolicitudSoat}`);
  await pay(otherTab, { card: true }, total);

  // both at the checkout: the first pays and gets the policy
  await payByCardInBrowser(page, TEST_CARDS.approves);
  await expectIssued(page, plate, total);

  // the second pays too: its money must go back, and the page says so as it happens
  await payByCardInBrowser(otherTab, REFUND_FAILS_ONCE);
  await expect(otherTab).toHaveURL(RESULT_PAGE);
  await expect(
    otherTab.getByRole('heading', { level: 2, name: 'Tu pago fue aprobado, pero no podemos expedir la póliza' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(otherTab.getByRole('heading', { level: 2, name: 'Te devolvimos el dinero' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(otherTab.getByText(/^El vehículo de placa/)).toContainText(
    `Anulamos el cobro de ${total} en tu tarjeta: según tu banco, lo verás de nuevo entre 5 y 15 días hábiles.`,
  );
  await expectNoViolations(otherTab, 'the result page of a refunded payment');
  expect((await soat.getRequest(second.idSolicitudSoat)).estado).toBe('reembolsada');
  expect((await soat.getRequest(first.idSolicitudSoat)).estado).toBe('emitida');

  // the email in the development outbox (beside the policy's and its invoice's), with the amount and when it arrives
  const email = await soat.emailWithSubject(holder.correoElectronico, /^Te devolvimos /);
  expect(email.asunto).toBe(`Te devolvimos ${total} del SOAT de la placa ${plate}`);
  expect(email.texto).toContain('lo verás reflejado entre 5 y 15 días hábiles, según tu banco');

  // the consult of the plate shows it to the holder, beside the policy
  await otherTab.getByRole('link', { name: 'Consultar el SOAT del vehículo' }).click();
  await otherTab.getByLabel(/^Número de documento/).fill(holder.numeroDocumento);
  await otherTab.getByRole('button', { name: 'Consultar' }).click();
  const refunds = otherTab.getByRole('region', { name: 'Pagos devueltos' });
  await expect(refunds).toContainText(`Devuelto el ${longDate(todayInColombia())}.`);
  await expect(refunds).toContainText(total);
  await expect(
    otherTab.getByRole('table', { name: `SOAT de la placa ${plate}, del más reciente al más antiguo` }),
  ).toBeVisible();
  await expectNoViolations(otherTab, 'the consult with a refunded payment');
});
