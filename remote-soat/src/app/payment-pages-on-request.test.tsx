import { cleanup, screen } from '@testing-library/react';
import type { PageLoaderContext } from '@soat/shared/federation';
import { PAGE_DATA_ELEMENT_ID } from '@soat/shared/federation';
import { pageLoaders } from './page-loaders';
import { PaymentPage } from '../features/payment/payment-page';
import { resetPageData } from '@soat/shared/page-data';
// `api` here is the loaders' fake below; the test API's typed handlers are `contractApi`
import { api as contractApi, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../testing/render-page';
import {
  invoiceInProcessFixture,
  pendingPaymentFixture,
  policyFixture,
  purchaseRequestFixture,
  REQUEST_ID,
  validatedInvoiceFixture,
} from '../testing/purchase-request-fixture';

beforeAll(setUpPage);

const PAY = '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat';
const RESULT = '/cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat';

/** The API as the remote's server reaches it: each GET answered from `answers` by path. */
function api(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const get: PageLoaderContext['get'] = async (path) => {
    asked.push(path);
    return answers[path] ?? { status: 404, body: { message: 'No existe.' } };
  };
  const post: PageLoaderContext['post'] = async () => {
    throw new Error('the payment pages read with GET');
  };
  return {
    asked,
    context: (id: string): PageLoaderContext => ({ params: { idSolicitudSoat: id }, query: {}, get, post }),
  };
}

const requestPath = `/soat/api/v1/solicitudes/${REQUEST_ID}`;

describe('the payment pages rendered on request (their loaders)', () => {
  it('render the payment page with the request, for the browser to show before the app starts', async () => {
    const request = purchaseRequestFixture();
    const { context } = api({ [requestPath]: { status: 200, body: request } });
    await expect(pageLoaders![PAY]!(context(REQUEST_ID))).resolves.toEqual({
      data: { idSolicitudSoat: REQUEST_ID, solicitud: request },
      startNow: false,
    });
  });

  it('leave a request the API does not have to the app, and ask nothing for an id that is no request', async () => {
    const { asked, context } = api({});
    // a made-up address costs one API request, never a render
    await expect(pageLoaders![PAY]!(context(REQUEST_ID))).resolves.toBeNull();
    await expect(pageLoaders![PAY]!(context('no-es-una-solicitud'))).resolves.toBeNull();
    expect(asked).toEqual([requestPath]);
  });

  it('leave a request paid already to the app, which sends the visitor on to its result', async () => {
    const { context } = api({ [requestPath]: { status: 200, body: purchaseRequestFixture({ estado: 'emitida' }) } });
    await expect(pageLoaders![PAY]!(context(REQUEST_ID))).resolves.toBeNull();
  });

  it('start the app at once on a result that can still change, and only then', async () => {
    const pending = purchaseRequestFixture({ pago: pendingPaymentFixture() });
    const { context } = api({ [requestPath]: { status: 200, body: pending } });
    expect(await pageLoaders![RESULT]!(context(REQUEST_ID))).toMatchObject({ startNow: true });
    const notPaid = api({ [requestPath]: { status: 200, body: purchaseRequestFixture() } });
    expect(await pageLoaders![RESULT]!(notPaid.context(REQUEST_ID))).toMatchObject({ startNow: false });
  });

  it('start the app at once on an issued policy whose invoice is still with the DIAN, to show it once validated', async () => {
    const issued = (invoice: ReturnType<typeof policyFixture>['factura']) =>
      api({
        [requestPath]: {
          status: 200,
          body: purchaseRequestFixture({ estado: 'emitida', poliza: policyFixture({ factura: invoice }) }),
        },
      });
    expect(await pageLoaders![RESULT]!(issued(invoiceInProcessFixture).context(REQUEST_ID))).toMatchObject({
      startNow: true,
    });
    expect(await pageLoaders![RESULT]!(issued(validatedInvoiceFixture).context(REQUEST_ID))).toMatchObject({
      startNow: false,
    });
    expect(await pageLoaders![RESULT]!(issued(null).context(REQUEST_ID))).toMatchObject({ startNow: false });
  });

  it('fail on any other answer of the API, so the host sends the page in its loading state', async () => {
    const { context } = api({ [requestPath]: { status: 503, body: null } });
    await expect(pageLoaders![RESULT]!(context(REQUEST_ID))).rejects.toThrow(/503/);
  });
});

/** The test API never answers the request (it stays loading). */
const answerNever = () =>
  testApi.use(contractApi.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', () => new Promise<never>(() => {})));

describe('a payment page the server rendered, in the browser', () => {
  afterEach(() => {
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    resetPageData();
  });

  it('shows the request it came with at once, then once only', async () => {
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ELEMENT_ID,
      textContent: JSON.stringify({ idSolicitudSoat: REQUEST_ID, solicitud: purchaseRequestFixture() }),
    });
    document.body.append(element);
    // the API is slow to answer: what shows at first is what the page came with
    answerNever();
    renderPage(<PaymentPage />, { at: `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`, path: PAY });
    expect(screen.getByRole('heading', { level: 2, name: 'Revisa tu compra' })).toBeVisible();
    expect(screen.getByText('ABC123')).toBeVisible();
    cleanup();
    // a later visit to the page in the app loads the request afresh
    renderPage(<PaymentPage />, { at: `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`, path: PAY });
    expect(screen.getByText('Cargando tu solicitud…')).toBeVisible();
  });

  it('ignores data written for another request', () => {
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ELEMENT_ID,
      textContent: JSON.stringify({ idSolicitudSoat: 'otra', solicitud: purchaseRequestFixture() }),
    });
    document.body.append(element);
    answerNever();
    renderPage(<PaymentPage />, { at: `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`, path: PAY });
    expect(screen.getByText('Cargando tu solicitud…')).toBeVisible();
  });
});
