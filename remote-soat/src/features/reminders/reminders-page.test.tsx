import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage, withoutHeaders } from '../../testing/render-page';
import { RemindersPage } from './reminders-page';

beforeAll(setUpPage);

const UNSUBSCRIBE = '/soat/api/v1/recordatorios/bajas';
const confirm = () => screen.getByRole('button', { name: 'Dejar de recibirlos' });

describe('the renewal reminders page (the unsubscribe link)', () => {
  it('asks before it acts, then unsubscribes the address of the link and says so', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post(UNSUBSCRIBE, ({ response }) =>
        response(200).json({
          message: 'Listo: no enviaremos más recordatorios de renovación a a***@ejemplo.co.',
          correoElectronico: 'a***@ejemplo.co',
        }),
      ),
    );
    renderPage(<RemindersPage />, { at: '/soat/recordatorios?baja=token-del-correo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recordatorios de renovación' })).toBeVisible();
    // opening the link sends nothing: a mail scanner that follows it unsubscribes nobody
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    await userEvent.setup().click(confirm());
    const done = await screen.findByText('Listo: no enviaremos más recordatorios de renovación a a***@ejemplo.co.');
    expect(done).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Dejar de recibirlos' })).toBeNull();
    expect(withoutHeaders(sent)).toEqual([{ method: 'POST', path: UNSUBSCRIBE, body: { token: 'token-del-correo' } }]);
  });

  it('says so in Spanish when the link is no longer good, and keeps the button to try again', async () => {
    testApi.use(
      api.post(UNSUBSCRIBE, ({ response }) =>
        response(400).json({
          message: 'Este enlace para dejar de recibir recordatorios no es válido o ya venció.',
          errores: [],
        }),
      ),
    );
    renderPage(<RemindersPage />, { at: '/soat/recordatorios?baja=vencido' });
    await userEvent.setup().click(confirm());
    expect(
      await screen.findByText('Este enlace para dejar de recibir recordatorios no es válido o ya venció.'),
    ).toBeVisible();
    expect(confirm()).toBeEnabled();
  });

  it('without a link, says where to open it from and offers nothing to press', () => {
    renderPage(<RemindersPage />, { at: '/soat/recordatorios' });
    expect(screen.getByText('Abre esta página con el enlace del correo de recordatorio.')).toBeVisible();
    expect(confirm()).toBeDisabled();
  });
});
