import { act, screen } from '@testing-library/react';
import { api, testApi } from '@soat/shared/testing';
import { renderPage } from '../../testing/render-page';
import { purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { PaymentResultPage } from './payment-result-page';
import { answerInTurn, issued, openPage, payment, ROUTE, setUpPaymentResultPage } from './payment-result-page-testing';

setUpPaymentResultPage();

// A payment waited on or declined, a request expired or not paid yet, an unknown one. The issued policy and its
// invoice are tested in payment-result-page-issued-policy.test.tsx, the refunds in
// payment-result-page-refunds.test.tsx, the Nequi and cash waits in payment-waits.test.tsx.
describe('the payment result page', () => {
  it('waits on a pending payment with visible progress, asking again with back-off until it is final', async () => {
    jest.useFakeTimers();
    const sent = answerInTurn(
      purchaseRequestFixture({ pago: payment('PENDIENTE') }),
      purchaseRequestFixture({ pago: payment('PENDIENTE') }),
      issued,
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pago está en proceso' })).toBeVisible();
    expect(screen.getByText(/Esta página se actualiza sola/).closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(sent).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(2_900));
    expect(sent).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(sent).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(sent).toHaveLength(3);
    expect(await screen.findByText('SOAT-2026-00000042')).toBeVisible();

    // final: nothing more is asked
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(3);
  });

  it('stops asking when the visitor leaves the page', async () => {
    jest.useFakeTimers();
    const sent = answerInTurn(purchaseRequestFixture({ pago: payment('PENDIENTE') }));
    const { unmount } = openPage();
    await screen.findByRole('heading', { level: 2, name: 'Tu pago está en proceso' });
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(1);
  });

  it('gives the reason of a declined payment and a new attempt on the payment page', async () => {
    answerInTurn(purchaseRequestFixture({ pago: payment('RECHAZADO', 'Fondos insuficientes') }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pago no fue aprobado' })).toBeVisible();
    expect(screen.getByText('Motivo: Fondos insuficientes')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute(
      'href',
      `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`,
    );
  });

  it('says a request closed at the end of its lifetime expired, with the way to quote again, and asks no more', async () => {
    const sent = answerInTurn(
      purchaseRequestFixture({
        estado: 'vencida',
        venceEn: '2026-03-18T05:00:00.000Z',
        cotizarDeNuevo: { motivo: 'vencida', mensaje: 'Esta solicitud venció…' },
      }),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Esta solicitud venció' })).toBeVisible();
    expect(
      screen.getByText(
        'El plazo para pagarla terminó el 17 de marzo de 2026 sin que se pagara, así que ya no se puede pagar. No te cobramos nada. Cotiza de nuevo para comprar tu SOAT con el valor y las fechas de hoy.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cotizar de nuevo' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?paso=vehiculo',
    );
    expect(screen.queryByRole('link', { name: 'Ir al pago' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says a request with no payment yet has none, with the way to pay it', async () => {
    answerInTurn(purchaseRequestFixture());
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Esta solicitud aún no tiene un pago' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al pago' })).toBeVisible();
  });

  it('shows a clear page for an unknown or malformed id', async () => {
    testApi.use(
      api.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
        response(404).json({ message: 'No encontramos la solicitud.' }),
      ),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toBeVisible();

    renderPage(<PaymentResultPage />, { at: '/cotizar-soat/pagos/respuesta-pago-soat/%3Cscript%3E', path: ROUTE });
    expect(screen.getAllByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toHaveLength(2);
  });
});
