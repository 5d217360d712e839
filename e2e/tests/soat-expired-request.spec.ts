import { CAR, longDate, newHolder, newPlate, todayInColombia } from '../fixtures/soat';
import { RESULT_PAGE } from '../fixtures/soat-journey';
import { expectNoViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

// A purchase request has a lifetime (ADR 010, issue 41): once it ends unpaid, the request is closed as
// «vencida», its payment page sends the customer to its result page, which says so and offers a new quote.
// The development route /desarrollo/solicitudes/{id}/vencer ends the lifetime now, instead of waiting days.

test('a request whose time to pay ended says so on its pages and offers a new quote, never the payment', async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const { idSolicitudSoat } = await soat.createRequest({ placa: plate, vehiculo: CAR, tomador: newHolder() });
  await soat.expireRequest(idSolicitudSoat);

  // the payment page of a closed request is its result
  await page.goto(`/cotizar-soat/pagos/realizar-pago-soat/${idSolicitudSoat}`);
  await expect(page).toHaveURL(RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Esta solicitud venció' })).toBeVisible();
  await expect(
    page.getByText(
      `El plazo para pagarla terminó el ${longDate(todayInColombia())} sin que se pagara, así que ya no se puede pagar. No te cobramos nada.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
  await expectNoViolations(page, 'the result page of an expired request');

  // the API says the same, in Spanish
  const purchaseRequest = await soat.getRequest(idSolicitudSoat);
  expect(purchaseRequest.estado).toBe('vencida');
  expect(purchaseRequest.cotizarDeNuevo?.motivo).toBe('vencida');

  await page.getByRole('link', { name: 'Cotizar de nuevo' }).click();
  await expect(page).toHaveURL(/\/cotizar-soat\/comprar-soat\?paso=vehiculo$/);
});
