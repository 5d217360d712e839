import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingPaymentFixture, purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { gateway } from './gateway';
import { CHECKOUT, openPage, payButton, paymentApi, radio, setUpPaymentPage } from './payment-page-testing';

setUpPaymentPage();

describe('the payment page, choosing how to pay and paying with one idempotency key per attempt', () => {
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
});
