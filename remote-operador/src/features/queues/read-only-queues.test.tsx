import { screen, within } from '@testing-library/react';
import { testApi } from '@soat/shared/testing';
import { QUEUE_PATHS } from '../../lib/queue-paths';
import { json, operatorApi, signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { FailedEmailsPage } from './failed-emails-page';
import { StalePaymentsPage } from './stale-payments-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('Correos fallidos', () => {
  it('shows the queue’s total (not only the listed ones), the oldest’s age and each email, without actions', async () => {
    signInOperator();
    testApi.use(
      operatorApi.failedEmails(() =>
        json({
          total: 250,
          correos: [
            {
              idCorreo: 'c1',
              tipo: 'poliza',
              destinatario: 'a***@example.com',
              intentos: 8,
              ultimoError: 'SMTP 550: buzón inexistente',
              creadoEn: hoursAgo(5),
              abandonadoEn: hoursAgo(1),
            },
          ],
        }),
      ),
    );
    renderPage(<FailedEmailsPage />, { at: QUEUE_PATHS.correosFallidos });
    expect(await screen.findByText('250 en la cola')).toBeVisible();
    expect(screen.getByText('El más antiguo espera hace 5 horas.')).toBeVisible();
    const [item] = within(screen.getByRole('list', { name: 'Correos fallidos' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Correo «poliza»');
    expect(item).toHaveTextContent('a***@example.com');
    expect(item).toHaveTextContent('SMTP 550: buzón inexistente');
    expect(within(item!).queryByRole('button')).toBeNull();
  });

  it('shows a refusal in Spanish, never a crash', async () => {
    signInOperator();
    testApi.use(operatorApi.failedEmails(() => json({ message: 'Tu rol de operador no permite esta acción.' }, 403)));
    renderPage(<FailedEmailsPage />, { at: QUEUE_PATHS.correosFallidos });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu rol de operador no permite esta acción.');
  });
});

describe('Pagos pendientes hace más de una hora', () => {
  it('lists each stale payment with its amount, plate, method and age', async () => {
    signInOperator();
    testApi.use(
      operatorApi.stalePayments(() =>
        json({
          total: 1,
          pagos: [
            {
              idPago: 'p1',
              referenciaPago: 'SOAT-REF-1',
              metodo: 'TARJETA',
              valor: 447_300,
              estadoPasarela: null,
              idSolicitudSoat: 's1',
              placa: 'DEF456',
              creadoEn: hoursAgo(2),
              consultadoEn: null,
            },
          ],
        }),
      ),
    );
    renderPage(<StalePaymentsPage />, { at: QUEUE_PATHS.pagosPendientesMasDeUnaHora });
    expect(await screen.findByText('1 en la cola')).toBeVisible();
    const [item] = within(screen.getByRole('list', { name: 'Pagos pendientes hace más de una hora' })).getAllByRole(
      'listitem',
    );
    expect(item).toHaveTextContent(/447\.300 · placa DEF456/);
    expect(item).toHaveTextContent('Tarjeta · SOAT-REF-1');
    expect(item).toHaveTextContent('2 horas');
  });

  it('says so when none waits', async () => {
    signInOperator();
    testApi.use(operatorApi.stalePayments(() => json({ total: 0, pagos: [] })));
    renderPage(<StalePaymentsPage />, { at: QUEUE_PATHS.pagosPendientesMasDeUnaHora });
    expect(await screen.findByText('No hay pagos pendientes hace más de una hora.')).toBeVisible();
  });
});
