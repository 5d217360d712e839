// What the payment page's tests share (payment-page.test.tsx, payment-page-paying.test.tsx,
// payment-page-unpayable.test.tsx): the page opened at a request, the test API's answers, its controls.
import { screen } from '@testing-library/react';
import { formatMoney } from '@soat/shared/format';
import type { ApiResponse } from '@soat/shared/http';
import { api as contractApi, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage, withoutHeaders } from '../../testing/render-page';
import { purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { PaymentPage } from './payment-page';

/** The page's test set-up: a browser-like page, and nothing kept from one test to the next. */
export function setUpPaymentPage(): void {
  beforeAll(setUpPage);
  afterEach(() => window.sessionStorage.clear());
}

export const ROUTE = '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat';
export const PAGE = `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`;
export const CHECKOUT = 'http://localhost:4000/sandbox-pasarela/checkout/tx-1';
const BANKS: ApiResponse<'/soat/api/v1/pagos/bancos-pse', 'get'> = {
  bancos: [
    { codigo: '1', nombre: 'Banco que aprueba' },
    { codigo: '2', nombre: 'Banco que rechaza' },
  ],
};

/** The PSE banks the test API answers. */
export const banks = () =>
  contractApi.get('/soat/api/v1/pagos/bancos-pse', ({ response }) => response(200).json(BANKS));

/**
 * The API of the payment page: the request, the PSE banks and new payments (201 with the checkout). Returns
 * what the page sent, and the idempotency keys of the payments these handlers answered (a later
 * `paymentApi` answers, and keeps, the next ones).
 */
export function paymentApi(request = purchaseRequestFixture()) {
  const keys: (string | null)[] = [];
  const sent = recordRequests();
  testApi.use(
    banks(),
    contractApi.post('/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos', ({ request: payment, response }) => {
      keys.push(payment.headers.get('Idempotency-Key'));
      return response(201).json({
        idPago: 'c0ffee00-0000-4000-8000-000000000001',
        estado: 'PENDIENTE',
        urlPasarela: CHECKOUT,
      });
    }),
    contractApi.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) => response(200).json(request)),
  );
  return { sent, keys, payments: () => withoutHeaders(sent.filter(({ method }) => method === 'POST')) };
}

export const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
export const openPage = async () => {
  renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
  await screen.findByRole('radiogroup', { name: /¿Cómo quieres pagar\?/ });
};
export const payButton = () => screen.getByRole('button', { name: `Pagar ${formatMoney(610700)}` });
