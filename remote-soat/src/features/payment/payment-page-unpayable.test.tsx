import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '@soat/shared/format';
import { api as contractApi, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage } from '../../testing/render-page';
import { purchaseRequestFixture } from '../../testing/purchase-request-fixture';
import { PaymentPage } from './payment-page';
import { banks, openPage, PAGE, payButton, paymentApi, radio, ROUTE, setUpPaymentPage } from './payment-page-testing';

setUpPaymentPage();

describe('the payment page, with a request that can no longer be paid (its period taken, or priced under an old tariff)', () => {
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
});
