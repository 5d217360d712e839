import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

beforeAll(setUpPage);

describe('the forgot-password page', () => {
  it('asks for a valid email, keeping what was typed', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/seguridad/api/v1/usuarios/restablecer-clave', ({ response }) => response(200).json({ message: 'ok' })),
    );
    renderPage(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana.ejemplo.co');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText('Escribe un correo electrónico válido, por ejemplo nombre@correo.com.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleErrorMessage(
      'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
    );
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('ana.ejemplo.co');
    expect(sent).toEqual([]);
  });

  it('asks the service for a link and says where it went, without telling whether the account exists', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/seguridad/api/v1/usuarios/restablecer-clave', ({ response }) =>
        response(200).json({ message: 'Si el correo está registrado, te enviamos un enlace.' }),
      ),
    );
    renderPage(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'Ana@Ejemplo.co');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(/Si ana@ejemplo.co está registrado, te enviamos un enlace/)).toBeVisible();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/seguridad/api/v1/usuarios/restablecer-clave',
        body: { correoElectronico: 'ana@ejemplo.co', frontOffice: true },
      },
    ]);
  });
});
