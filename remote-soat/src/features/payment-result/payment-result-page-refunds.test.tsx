import { act, screen } from '@testing-library/react';
import { purchaseRequestFixture } from '../../testing/purchase-request-fixture';
import { answerInTurn, money, openPage, payment, setUpPaymentResultPage } from './payment-result-page-testing';

setUpPaymentResultPage();

describe('the payment result page', () => {
  it('explains a refund when the vehicle already had a policy for that period', async () => {
    answerInTurn(
      purchaseRequestFixture({
        estado: 'reembolso-pendiente',
        pago: { ...payment('APROBADO'), motivoReembolso: 'periodo-ocupado' },
      }),
    );
    openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu pago fue aprobado, pero no podemos expedir la póliza' }),
    ).toBeVisible();
    expect(screen.getByText(/Te devolveremos el dinero/)).toHaveTextContent(
      `El vehículo de placa ABC123 ya tenía un SOAT para ese periodo, y un vehículo solo puede tener uno a la vez: no expedimos esta póliza. Te devolveremos el dinero (${money(610700)})`,
    );
    expect(screen.getByRole('link', { name: 'Consultar el SOAT del vehículo' })).toBeVisible();
  });

  it.each([
    [
      'solicitud-cerrada',
      'Tu pago se aprobó cuando esta solicitud ya había vencido sin pagarse: no expedimos la póliza.',
    ],
    [
      'precio-cambio',
      'Cuando se aprobó tu pago, el SOAT ya tenía otro valor (empezó a regir una nueva tarifa): no expedimos la póliza con el valor anterior.',
    ],
  ] as const)(
    'says why a refund is made when it is not a period taken (%s), and offers a new quote',
    async (reason, said) => {
      answerInTurn(
        purchaseRequestFixture({
          estado: 'reembolso-en-gestion',
          pago: { ...payment('APROBADO'), motivoReembolso: reason },
        }),
      );
      openPage();
      expect(await screen.findByRole('heading', { level: 2, name: 'Estamos devolviendo tu dinero' })).toBeVisible();
      const explained = screen.getByText(/no se puede devolver automáticamente/);
      expect(explained).toHaveTextContent(said);
      expect(explained).not.toHaveTextContent(/ya tenía un SOAT/);
      expect(screen.getByRole('link', { name: 'Cotizar de nuevo' })).toHaveAttribute(
        'href',
        '/cotizar-soat/comprar-soat?paso=vehiculo',
      );
      expect(screen.queryByRole('link', { name: 'Consultar el SOAT del vehículo' })).not.toBeInTheDocument();
    },
  );

  it('keeps asking while the refund is on its way, and says the money is back once it is, with when it arrives', async () => {
    jest.useFakeTimers();
    const card = { ...payment('APROBADO'), metodo: 'TARJETA' as const };
    const sent = answerInTurn(
      purchaseRequestFixture({ estado: 'reembolso-pendiente', pago: card }),
      purchaseRequestFixture({ estado: 'reembolsada', pago: card }),
    );
    openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu pago fue aprobado, pero no podemos expedir la póliza' }),
    ).toBeVisible();
    expect(screen.getByText('Consultando el estado de tu pago…')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(sent).toHaveLength(2);
    expect(await screen.findByRole('heading', { level: 2, name: 'Te devolvimos el dinero' })).toBeVisible();
    expect(screen.getByText(/Anulamos el cobro de/)).toHaveTextContent(
      `Anulamos el cobro de ${money(610700)} en tu tarjeta: según tu banco, lo verás de nuevo entre 5 y 15 días hábiles. Te enviamos los detalles a tu correo (a***@ejemplo.co).`,
    );
    expect(screen.queryByText('Consultando el estado de tu pago…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultar el SOAT del vehículo' })).toHaveAttribute(
      'href',
      '/soat/consulta?placa=ABC123',
    );
    // refunded: nothing more is asked
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(2);
  });

  it('says a PSE payment is being returned by a person, and what happens next', async () => {
    answerInTurn(purchaseRequestFixture({ estado: 'reembolso-en-gestion', pago: payment('APROBADO') }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Estamos devolviendo tu dinero' })).toBeVisible();
    expect(screen.getByText(/no se puede devolver automáticamente/)).toHaveTextContent(
      `Tu pago de ${money(610700)} no se puede devolver automáticamente y lo devolverá una persona de nuestro equipo: en los próximos 2 días hábiles te escribiremos a tu correo (a***@ejemplo.co) para confirmar la cuenta donde te lo consignaremos.`,
    );
  });

  it('says a PSE payment was transferred back once the team did it', async () => {
    answerInTurn(purchaseRequestFixture({ estado: 'reembolsada', pago: payment('APROBADO') }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Te devolvimos el dinero' })).toBeVisible();
    expect(screen.getByText(/Te consignamos/)).toHaveTextContent(
      `Te consignamos ${money(610700)} en tu cuenta: según tu banco, lo verás entre 1 y 3 días hábiles.`,
    );
  });
});
