// What the payment result page's tests share (payment-result-page.test.tsx and its -issued-policy and -refunds
// siblings; payment-waits.test.tsx takes the set-up, the route, the answers in turn and the money): the page
// opened as the gateway sends the customer back, the request the test API answers in turn, and a payment and an
// issued policy to answer with.
import { formatMoney } from '@soat/shared/format';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { renderPage, setUpPage } from '../../testing/render-page';
import { policyFixture, purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { PaymentResultPage } from './payment-result-page';

/** Registers the hooks of a test file of the page: set up once, real timers again after each test. */
export function setUpPaymentResultPage(): void {
  beforeAll(setUpPage);
  afterEach(() => jest.useRealTimers());
}

export const ROUTE = '/cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat';
const PAGE = `/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}?id=tx-123`;

export const payment = (status: NonNullable<PurchaseRequest['pago']>['estado'], message: string | null = null) => ({
  idPago: 'c0ffee00-0000-4000-8000-000000000001',
  estado: status,
  metodo: 'PSE' as const,
  mensaje: message,
  venceEn: null,
  celular: null,
  efectivo: null,
  motivoReembolso: null,
  actualizadoEn: '2026-03-10T15:00:00Z',
});
export const issued = purchaseRequestFixture({
  estado: 'emitida',
  pago: payment('APROBADO'),
  poliza: policyFixture(),
});

/** Answers each request to the API with the next of `answers` (the last one repeats). */
export function answerInTurn(...answers: PurchaseRequest[]) {
  let turn = 0;
  const sent = recordRequests();
  testApi.use(
    api.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
      response(200).json(answers[Math.min(turn++, answers.length - 1)]!),
    ),
  );
  return sent;
}

/** Money as the page shows it, spaces as the text matchers see them. */
export const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
export const openPage = () => renderPage(<PaymentResultPage />, { at: PAGE, path: ROUTE });
