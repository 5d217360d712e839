import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@soat/shared/format';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { DRAFT_STORAGE_KEY } from '../../lib/purchase-draft-key';
import { renderPage, setUpPage, withoutHeaders } from '../../testing/render-page';
import { pendingPaymentFixture, purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { gateway } from './gateway';
import { PaymentPage } from './payment-page';

// Each method's fields are their own module, loaded when the method is chosen: the factory of a mocked
// module runs when it is first imported, so it tells when that happened (a function declaration: hoisted
// above the mocks, it is there even if the page imported a method's module at once).
function mockLoaded(): string[] {
  const scope = globalThis as { loadedPaymentMethods?: string[] };
  return (scope.loadedPaymentMethods ??= []);
}
jest.mock('./methods/nequi-fields', () => {
  mockLoaded().push('nequi');
  return jest.requireActual('./methods/nequi-fields');
});
jest.mock('./methods/daviplata-fields', () => {
  mockLoaded().push('daviplata');
  return jest.requireActual('./methods/daviplata-fields');
});

beforeAll(setUpPage);
afterEach(() => window.sessionStorage.clear());

const ROUTE = '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat';
const PAGE = `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`;
const PAYMENTS = `/soat/api/v1/solicitudes/${REQUEST_ID}/pagos`;
const GATEWAY_PAGE = 'http://localhost:4000/sandbox-pasarela/checkout/tx-1';

interface Answers {
  urlPasarela?: string | null;
  refusal?: { campo: string; mensaje: string }[];
  request?: PurchaseRequest;
}

/** The request and new payments: 201 with `urlPasarela`, or the `refusal` (400 with field messages). */
function paymentApi(options: Answers = {}) {
  const sent = recordRequests();
  testApi.use(
    api.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
      response(200).json(options.request ?? purchaseRequestFixture()),
    ),
    api.post('/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos', ({ response }) =>
      options.refusal
        ? response(400).json({ message: 'Revisa los datos del pago.', errores: options.refusal })
        : response(201).json({
            idPago: 'c0ffee00-0000-4000-8000-000000000001',
            estado: 'PENDIENTE',
            urlPasarela: options.urlPasarela ?? null,
          }),
    ),
  );
  return { payments: () => withoutHeaders(sent.filter(({ method }) => method === 'POST')) };
}

/** This tab's purchase draft as the purchase page keeps it, with the holder it typed for `requestId`. */
function keepDraft(requestId: string) {
  const holder = {
    tipoDocumento: 'CE',
    numeroDocumento: '987654',
    nombres: 'Ana María',
    apellidos: 'Pérez Gómez',
    correoElectronico: 'ana@ejemplo.co',
    celular: '3001234567',
    direccion: 'Calle 1 # 2-3',
    ciudad: 'Bogotá',
  };
  const draft = { vehicle: { placa: 'ABC123' }, holder: { tomador: holder, aceptaTerminos: true }, requestId };
  window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ state: { draft }, version: 0 }));
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const payButton = () => screen.getByRole('button', { name: `Pagar ${formatMoney(610700)}` });
const location = () => screen.getByTestId('location').textContent;
const openPage = async () => {
  renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
  await screen.findByRole('radiogroup', { name: /¿Cómo quieres pagar\?/ });
};

describe('the payment methods', () => {
  it('offers the card (chosen), PSE, Nequi, Botón Bancolombia, DaviPlata and cash, each with a line on how it goes', async () => {
    paymentApi();
    await openPage();
    const names = screen.getAllByRole('radio').map((option) => option.closest('label')?.textContent);
    expect(names).toEqual([
      'Tarjeta de crédito o débitoEscribirás los datos de la tarjeta en la página segura de la pasarela de pagos, nunca en este portal.',
      'PSE: débito desde tu cuenta bancariaTe llevaremos a la pasarela y desde allí a la página de tu banco.',
      'NequiTe llega una notificación a la app Nequi de tu celular y allí apruebas el pago.',
      'Botón BancolombiaPagas desde tu cuenta Bancolombia, en la página del banco.',
      'DaviPlataApruebas el pago con un código de un solo uso que llega al celular de tu DaviPlata.',
      'Efectivo en un corresponsal bancarioTe damos una referencia para pagar en efectivo antes de su plazo; la póliza se expide cuando pagues.',
    ]);
    expect(radio(/^Tarjeta de crédito o débito/)).toBeChecked();
  });

  it("loads a method's fields only when it is chosen", async () => {
    paymentApi();
    await openPage();
    expect(mockLoaded()).toEqual([]);
    const user = userEvent.setup();
    await user.click(radio(/^Nequi/));
    expect(await screen.findByRole('textbox', { name: /Celular de tu cuenta Nequi/ })).toBeVisible();
    expect(mockLoaded()).toEqual(['nequi']);
    await user.click(radio(/^DaviPlata/));
    expect(await screen.findByRole('group', { name: 'Documento de tu cuenta DaviPlata' })).toBeVisible();
    expect(mockLoaded()).toEqual(['nequi', 'daviplata']);
  });

  it("fills Nequi's mobile with the holder's this tab typed for the request, sends it, and waits on the result page", async () => {
    keepDraft(REQUEST_ID);
    const open = jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const sent = paymentApi({ urlPasarela: null });
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Nequi/));
    expect(await screen.findByRole('textbox', { name: /Celular de tu cuenta Nequi/ })).toHaveValue('3001234567');
    await user.click(payButton());
    await waitFor(() => expect(location()).toBe(`/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}`));
    expect(sent.payments()).toEqual([
      { method: 'POST', path: PAYMENTS, body: { metodo: 'NEQUI', nequi: { celular: '3001234567' } } },
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it("fills nothing from a draft of another request, and refuses a mobile that is not Colombian's, sending nothing", async () => {
    keepDraft('11111111-2222-4333-8444-555555555555');
    const sent = paymentApi();
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Nequi/));
    const mobile = await screen.findByRole('textbox', { name: /Celular de tu cuenta Nequi/ });
    expect(mobile).toHaveValue('');
    await user.click(payButton());
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Escribe tu número de celular.'));
    await user.type(mobile, '2001234567');
    await user.click(payButton());
    await waitFor(() =>
      expect(mobile).toHaveAccessibleErrorMessage('Escribe un celular colombiano de 10 dígitos que empiece por 3.'),
    );
    expect(mobile).toHaveValue('2001234567');
    expect(sent.payments()).toEqual([]);
  });

  it("fills DaviPlata's document with the holder's, checks it by its type, and goes to the gateway's page", async () => {
    keepDraft(REQUEST_ID);
    const open = jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const sent = paymentApi({ urlPasarela: GATEWAY_PAGE });
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^DaviPlata/));
    const type = await screen.findByRole('combobox', { name: /Tipo de documento/ });
    const number = screen.getByRole('textbox', { name: /Número de documento/ });
    expect(type).toHaveValue('CE');
    expect(number).toHaveValue('987654');

    await user.selectOptions(type, 'TI');
    await user.click(payButton());
    await waitFor(() =>
      expect(number).toHaveAccessibleErrorMessage('La tarjeta de identidad debe tener 10 u 11 dígitos.'),
    );
    expect(sent.payments()).toEqual([]);

    await user.selectOptions(type, 'CC');
    await user.click(payButton());
    await waitFor(() => expect(open).toHaveBeenCalledWith(GATEWAY_PAGE));
    expect(sent.payments()).toEqual([
      {
        method: 'POST',
        path: PAYMENTS,
        body: { metodo: 'DAVIPLATA', daviplata: { tipoDocumento: 'CC', numeroDocumento: '987654' } },
      },
    ]);
  });

  it("puts the API's messages on Nequi's and DaviPlata's fields and keeps what was typed", async () => {
    paymentApi({
      refusal: [{ campo: 'nequi.celular', mensaje: 'Este celular no tiene una cuenta Nequi.' }],
    });
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Nequi/));
    const mobile = await screen.findByRole('textbox', { name: /Celular de tu cuenta Nequi/ });
    await user.type(mobile, '300 765 4321');
    await user.click(payButton());
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Este celular no tiene una cuenta Nequi.'));
    expect(mobile).toHaveValue('300 765 4321');
    expect(mobile).toHaveFocus();

    paymentApi({
      refusal: [{ campo: 'daviplata.numeroDocumento', mensaje: 'Este documento no tiene una cuenta DaviPlata.' }],
    });
    await user.click(radio(/^DaviPlata/));
    const number = await screen.findByRole('textbox', { name: /Número de documento/ });
    await user.type(number, '10203040');
    await user.click(payButton());
    await waitFor(() => expect(number).toHaveAccessibleErrorMessage('Este documento no tiene una cuenta DaviPlata.'));
    expect(number).toHaveValue('10203040');
    // back to Nequi: its mobile is as typed
    await user.click(radio(/^Nequi/));
    expect(await screen.findByRole('textbox', { name: /Celular de tu cuenta Nequi/ })).toHaveValue('300 765 4321');
  });

  it.each([
    ['Botón Bancolombia', 'BANCOLOMBIA', GATEWAY_PAGE],
    ['Efectivo en un corresponsal bancario', 'EFECTIVO', null],
  ] as const)('asks nothing more for %s and sends the method alone', async (label, metodo, urlPasarela) => {
    const open = jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const sent = paymentApi({ urlPasarela });
    await openPage();
    const user = userEvent.setup();
    const fieldsBefore = screen.queryAllByRole('textbox').length + screen.queryAllByRole('combobox').length;
    await user.click(radio(new RegExp(`^${label}`)));
    expect(screen.queryAllByRole('textbox').length + screen.queryAllByRole('combobox').length).toBe(fieldsBefore);
    await user.click(payButton());
    await waitFor(() => expect(sent.payments()).toEqual([{ method: 'POST', path: PAYMENTS, body: { metodo } }]));
    if (urlPasarela) await waitFor(() => expect(open).toHaveBeenCalledWith(urlPasarela));
    else await waitFor(() => expect(location()).toBe(`/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}`));
  });

  it.each([
    ['NEQUI', 'Ya hay un pago de esta solicitud esperando tu aprobación en la app Nequi.'],
    ['EFECTIVO', 'Ya hay una referencia de pago en efectivo para esta solicitud.'],
  ] as const)(
    'with a %s payment pending, offers its status on the result page, no gateway to go back to',
    async (metodo, said) => {
      const pending = { ...pendingPaymentFixture(), metodo };
      const sent = paymentApi({ request: purchaseRequestFixture({ pago: pending }) });
      await openPage();
      expect(screen.getByText(new RegExp(`^${said}`))).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Continuar el pago en la pasarela' })).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('link', { name: 'Ver el estado del pago' }));
      expect(location()).toBe(`/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}`);
      expect(sent.payments()).toEqual([]);
    },
  );
});
