import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { formatLongDate, formatMoney } from '@soat/shared/format';
import { MemoryRouter, Route, Routes } from '@soat/shared/router';
import { api as contractApi, testApi } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui';
import { renderPage } from '../../testing/render-page';
import { pendingPaymentFixture, purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { PaymentPage } from './payment-page';
import { openPage, PAGE, payButton, paymentApi, ROUTE, setUpPaymentPage } from './payment-page-testing';

setUpPaymentPage();

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
