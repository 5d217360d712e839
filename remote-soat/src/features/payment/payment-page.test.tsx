import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate, formatMoney } from '@soat/shared/format';
import { MemoryRouter, Route, Routes } from '@soat/shared/router';
import type { ApiResponse } from '@soat/shared/http';
import { api as contractApi, recordRequests, testApi } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui';
import { renderPage, setUpPage, withoutHeaders } from '../../testing/render-page';
import { gateway } from './gateway';
import { pendingPaymentFixture, purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { PaymentPage } from './payment-page';

beforeAll(setUpPage);
afterEach(() => window.sessionStorage.clear());

const ROUTE = '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat';
const PAGE = `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`;
const CHECKOUT = 'http://localhost:4000/sandbox-pasarela/checkout/tx-1';
const BANKS: ApiResponse<'/soat/api/v1/pagos/bancos-pse', 'get'> = {
  bancos: [
    { codigo: '1', nombre: 'Banco que aprueba' },
    { codigo: '2', nombre: 'Banco que rechaza' },
  ],
};

/** The PSE banks the test API answers. */
const banks = () => contractApi.get('/soat/api/v1/pagos/bancos-pse', ({ response }) => response(200).json(BANKS));

/**
 * The API of the payment page: the request, the PSE banks and new payments (201 with the checkout). Returns
 * what the page sent, and the idempotency keys of the payments these handlers answered (a later
 * `paymentApi` answers, and keeps, the next ones).
 */
function paymentApi(request = purchaseRequestFixture()) {
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

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const openPage = async () => {
  renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
  await screen.findByRole('radiogroup', { name: /¿Cómo quieres pagar\?/ });
};
const payButton = () => screen.getByRole('button', { name: `Pagar ${formatMoney(610700)}` });

/** The summary's terms and values, as `term: value`. */
const facts = () =>
  [...screen.getByRole('region', { name: 'Revisa tu compra' }).querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

describe('the payment page', () => {
  it('shows everything to review before paying, and the amount, as the step after the holder', async () => {
    paymentApi();
    await openPage();
    expect(screen.getByText('Paso 4 de 5: Pago')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Revisa tu compra' })).toBeVisible();
    expect(facts()).toEqual([
      'Placa: ABC123',
      'Vehículo: Automóvil · Particular · 2020',
      'Cilindraje (c.c.): 1600',
      'Pasajeros: 5',
      'Código de tarifa: 521 · Autos familiares, De 1.500 a 2.500 c.c., 0 a 9 años',
      `Vigencia: Del ${formatLongDate('2026-03-10')} al ${formatLongDate('2027-03-09')}`,
      'Tomador: Ana María Pérez Gómez (CC 10******50)',
      'Correo: a***@ejemplo.co',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Valor del SOAT (tarifas 2026)' }))
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      `Prima${money(400000)}`,
      `Contribución ADRES${money(208000)}`,
      `Tasa RUNT${money(2700)}`,
      `Total a pagar${money(610700)}`,
    ]);
    expect(payButton()).toBeVisible();
  });

  it('shows the load capacity of a cargo vehicle and the differential discount it got', async () => {
    const vehicle = { clase: 'carga', servicio: 'particular', modelo: 2015, toneladas: 3.5 } as const;
    const request = purchaseRequestFixture({ vehiculo: vehicle });
    paymentApi({ ...request, cotizacion: { ...request.cotizacion, vehiculo: vehicle, rangoDiferencial: true } });
    await openPage();
    expect(facts()).toContain('Capacidad de carga (toneladas): 3,5');
    expect(facts().some((fact) => fact.startsWith('Cilindraje'))).toBe(false);
    expect(
      screen.getByText('Incluye el descuento del rango diferencial por riesgo (Decreto 2497 de 2022).'),
    ).toBeVisible();
  });

  it('links back to the holder step to change the purchase, unless a payment is under way', async () => {
    paymentApi();
    await openPage();
    expect(screen.getByRole('link', { name: 'Cambiar los datos de la compra' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?paso=tomador',
    );
    cleanup();
    paymentApi(purchaseRequestFixture({ pago: pendingPaymentFixture() }));
    await openPage();
    expect(screen.queryByRole('link', { name: 'Cambiar los datos de la compra' })).not.toBeInTheDocument();
  });

  it("moves the focus to the summary's heading when the customer comes from the purchase form, not when the page is opened", async () => {
    paymentApi();
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Revisa tu compra' })).not.toHaveFocus();
    cleanup();

    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/cotizar-soat/comprar-soat?paso=tomador', PAGE]} initialIndex={1}>
          <Routes>
            <Route path={ROUTE} element={<PaymentPage />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Revisa tu compra' })).toHaveFocus());
  });

  it('starts with the card chosen, and with PSE asks for a bank and a person type before sending anything', async () => {
    const api = paymentApi();
    await openPage();
    const user = userEvent.setup();
    expect(radio(/^Tarjeta de crédito o débito/)).toBeChecked();
    expect(radio(/^PSE/)).not.toBeChecked();

    await user.click(radio(/^PSE/));
    const bank = await screen.findByRole('combobox', { name: /^Banco/ });
    await waitFor(() => expect(bank).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(bank).toHaveAccessibleErrorMessage('Elige tu banco.'));
    expect(screen.getByRole('radiogroup', { name: /Tipo de persona/ })).toHaveAccessibleDescription(
      'Elige si pagas como persona natural o jurídica.',
    );
    expect(api.payments()).toEqual([]);
  });

  it('pays by PSE with the bank and person type, an idempotency key, and opens the gateway’s checkout', async () => {
    const open = jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const api = paymentApi();
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^PSE/));
    const bank = await screen.findByRole('combobox', { name: /^Banco/ });
    await waitFor(() => expect(bank).toBeEnabled());
    await user.selectOptions(bank, 'Banco que aprueba');
    await user.click(radio('Persona jurídica'));
    await user.click(payButton());

    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT));
    expect(api.payments()).toEqual([
      {
        method: 'POST',
        path: `/soat/api/v1/solicitudes/${REQUEST_ID}/pagos`,
        body: { metodo: 'PSE', pse: { codigoBanco: '1', tipoPersona: 'juridica' } },
      },
    ]);
    expect(api.keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByText('Te estamos llevando a la pasarela de pagos…')).toBeVisible();
  });

  it('sends the same idempotency key again after a reload, and a new one for another choice', async () => {
    jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const api = paymentApi();
    const user = userEvent.setup();
    const payByCard = async () => {
      await openPage();
      await user.click(radio(/^Tarjeta de crédito o débito/));
      await user.click(payButton());
      await waitFor(() => expect(gateway.open).toHaveBeenCalledTimes(api.payments().length));
    };
    await payByCard();
    cleanup();
    await payByCard();
    expect(api.payments()).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);

    cleanup();
    await openPage();
    await user.click(radio(/^PSE/));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Banco/ })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /^Banco/ }), '2');
    await user.click(radio('Persona natural'));
    await user.click(payButton());
    await waitFor(() => expect(api.keys).toHaveLength(3));
    expect(api.keys[2]).not.toBe(api.keys[0]);
  });

  it('sends one key however often the button is pressed', async () => {
    jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const api = paymentApi();
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Tarjeta de crédito o débito/));
    await user.dblClick(payButton());
    await waitFor(() => expect(gateway.open).toHaveBeenCalled());
    expect(api.keys.length).toBeGreaterThan(0);
    expect(new Set(api.keys).size).toBe(1);
  });

  it('makes a new attempt, with a new key, after the kept one was declined', async () => {
    jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const first = paymentApi();
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Tarjeta de crédito o débito/));
    await user.click(payButton());
    await waitFor(() => expect(first.keys).toHaveLength(1));
    cleanup();

    const declined = paymentApi(
      purchaseRequestFixture({
        pago: {
          idPago: 'c0ffee00-0000-4000-8000-000000000001',
          estado: 'RECHAZADO',
          metodo: 'TARJETA',
          mensaje: 'Fondos insuficientes',
          venceEn: null,
          celular: null,
          efectivo: null,
          motivoReembolso: null,
          actualizadoEn: '2026-03-10T15:00:00Z',
        },
      }),
    );
    await openPage();
    expect(screen.getByText(/Motivo: Fondos insuficientes/)).toBeVisible();
    await user.click(radio(/^Tarjeta de crédito o débito/));
    await user.click(payButton());
    await waitFor(() => expect(declined.keys).toHaveLength(1));
    expect(declined.keys[0]).not.toBe(first.keys[0]);
  });

  it('takes the customer back to the checkout of the attempt still pending at the gateway, with the same key', async () => {
    jest.spyOn(gateway, 'open').mockImplementation(() => {});
    const first = paymentApi();
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Tarjeta de crédito o débito/));
    await user.click(payButton());
    await waitFor(() => expect(gateway.open).toHaveBeenCalledTimes(1));
    cleanup();

    const pending = paymentApi(purchaseRequestFixture({ pago: pendingPaymentFixture() }));
    await openPage();
    expect(screen.getByText(/Ya hay un pago de esta solicitud en proceso/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar el pago en la pasarela' }));
    await waitFor(() => expect(gateway.open).toHaveBeenCalledTimes(2));
    expect(gateway.open).toHaveBeenLastCalledWith(CHECKOUT);
    expect(pending.payments().map(({ body }) => body)).toEqual([{ metodo: 'TARJETA' }]);
    expect(pending.keys).toEqual(first.keys);
  });

  it('offers no payment for a request whose period the plate got a policy for meanwhile, and says from when a new one may start', async () => {
    paymentApi(
      purchaseRequestFixture({
        periodoOcupado: { polizaVigenteHasta: '2027-03-09', nuevoInicioVigencia: '2027-03-10' },
      }),
    );
    renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
    expect(await screen.findByText('Esta solicitud ya no se puede pagar')).toBeVisible();
    expect(
      screen.getByText(
        `La placa ABC123 ya tiene un SOAT vigente hasta el ${formatLongDate('2027-03-09')}, que cubre parte del periodo de esta solicitud. No te cobramos nada. Puedes hacer una nueva solicitud con inicio de vigencia el ${formatLongDate('2027-03-10')}.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: `Hacer una nueva solicitud desde el ${formatLongDate('2027-03-10')}` }),
    ).toHaveAttribute('href', '/cotizar-soat/comprar-soat?paso=vehiculo');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
  });

  it("says no date when the policy that took the period is not this request's holder's (the API tells none)", async () => {
    paymentApi(purchaseRequestFixture({ periodoOcupado: { polizaVigenteHasta: null, nuevoInicioVigencia: null } }));
    renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
    expect(await screen.findByText('Esta solicitud ya no se puede pagar')).toBeVisible();
    expect(
      screen.getByText(
        'La placa ABC123 ya tiene un SOAT que cubre parte del periodo de esta solicitud, y un vehículo solo puede tener uno a la vez. No te cobramos nada.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hacer una nueva solicitud' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?paso=vehiculo',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows the same instead of the payment choice when the API refuses the payment because the period was taken meanwhile', async () => {
    let taken = false;
    const sent = recordRequests();
    testApi.use(
      banks(),
      contractApi.post('/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos', ({ response }) => {
        taken = true;
        return response(409).json({ message: 'La placa ABC123 ya tiene un SOAT vigente…' });
      }),
      contractApi.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
        response(200).json(
          purchaseRequestFixture(
            taken ? { periodoOcupado: { polizaVigenteHasta: '2027-03-09', nuevoInicioVigencia: '2027-03-10' } } : {},
          ),
        ),
      ),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(radio(/^Tarjeta de crédito o débito/));
    await user.click(payButton());
    expect(await screen.findByText('Esta solicitud ya no se puede pagar')).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'POST')).toHaveLength(1);
    // the page answers the 409 itself: no red error banner beside its notice
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers a new quote instead of the payment choice when the API refuses a request priced under last year's tariff", async () => {
    let refused = false;
    testApi.use(
      banks(),
      contractApi.post('/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos', ({ response }) => {
        refused = true;
        return response(409).json({ message: 'El valor del SOAT cambió…' });
      }),
      contractApi.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
        response(200).json(
          purchaseRequestFixture(
            refused ? { cotizarDeNuevo: { motivo: 'tarifa', mensaje: 'El valor del SOAT cambió…' } } : {},
          ),
        ),
      ),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(payButton());
    expect(await screen.findByText('Cotiza de nuevo para pagar')).toBeVisible();
    expect(
      screen.getByText(
        'El valor del SOAT cambió desde que hiciste esta solicitud (hay una nueva tarifa vigente), así que ya no se puede pagar con ese valor. No te cobramos nada.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cotizar de nuevo' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?paso=vehiculo',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the result page when the request is already paid', async () => {
    paymentApi(purchaseRequestFixture({ estado: 'emitida' }));
    renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}`),
    );
  });

  it('says clearly that a malformed id is no request, with a link to start a quote, and asks the API nothing', async () => {
    const api = paymentApi();
    renderPage(<PaymentPage />, { at: '/cotizar-soat/pagos/realizar-pago-soat/no-es-un-id', path: ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cotizar un SOAT' })).toHaveAttribute('href', '/cotizar-soat/comprar-soat');
    expect(api.sent).toEqual([]);
  });

  it('says the same of an id the API does not know, with no error banner beside it', async () => {
    testApi.use(
      contractApi.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
        response(404).json({ message: 'No encontramos la solicitud.' }),
      ),
    );
    renderPage(<PaymentPage />, { at: PAGE, path: ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No pudimos completar la solicitud')).toBeNull();
  });
});
