import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

beforeAll(setUpPage);

const newPassword = () => screen.getByLabelText(/^Nueva clave/);
const confirmation = () => screen.getByLabelText(/^Confirma la clave/);

async function typeNewPassword(password: string, confirmationText = password) {
  const user = userEvent.setup();
  await user.type(newPassword(), password);
  await user.type(confirmation(), confirmationText);
  await user.click(screen.getByRole('button', { name: 'Guardar clave' }));
}

describe('the reset-password page', () => {
  it('says the link is not valid when it has no token, with a way to ask for a new one', () => {
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave' });
    expect(screen.getByText('El enlace para restablecer la clave no es válido o ya venció.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute('href', '/recuperar-clave');
  });

  it('checks the new password and its confirmation, each on its own field, before sending anything', async () => {
    const sent = recordRequests();
    testApi.use(
      api.put('/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave', ({ response }) =>
        response(200).json({ message: 'ok' }),
      ),
    );
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=abc' });
    await typeNewPassword('corta', 'otra');
    expect(await screen.findByText('La clave debe tener al menos 8 caracteres.')).toBeVisible();
    expect(newPassword()).toHaveAccessibleErrorMessage('La clave debe tener al menos 8 caracteres.');
    expect(confirmation()).toHaveAccessibleErrorMessage('Las claves no coinciden.');
    expect(newPassword()).toHaveValue('corta');
    expect(confirmation()).toHaveValue('otra');
    expect(sent).toEqual([]);
  });

  it("puts the service's objection on the new password and keeps what was typed", async () => {
    testApi.use(
      api.put('/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave', ({ response }) =>
        response(400).json({
          message: 'La solicitud tiene datos no válidos.',
          errores: [{ campo: 'claveNueva', mensaje: 'Esta clave es muy común. Elige una más difícil de adivinar.' }],
        }),
      ),
    );
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=abc' });
    await typeNewPassword('contraseña1234');
    await waitFor(() =>
      expect(newPassword()).toHaveAccessibleErrorMessage('Esta clave es muy común. Elige una más difícil de adivinar.'),
    );
    expect(newPassword()).toHaveFocus();
    expect(newPassword()).toHaveValue('contraseña1234');
    expect(confirmation()).toHaveValue('contraseña1234');
    expect(screen.getByRole('button', { name: 'Guardar clave' })).toBeVisible();
  });

  it('rates the new password as the visitor types it', async () => {
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=abc' });
    expect(screen.queryByText(/Seguridad de la clave/)).toBeNull();
    const user = userEvent.setup();
    await user.type(newPassword(), '12345678');
    expect(await screen.findByText('Seguridad de la clave: muy débil')).toBeVisible();
    await user.clear(newPassword());
    await user.type(newPassword(), 'caballo batería grapa correcta 1987');
    expect(await screen.findByText('Seguridad de la clave: muy fuerte')).toBeVisible();
    expect(screen.queryByText('Seguridad de la clave: muy débil')).toBeNull();
  });

  it('sets the new password with the token of the link', async () => {
    const sent = recordRequests();
    testApi.use(
      api.put('/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave', ({ response }) =>
        response(200).json({ message: 'Tu clave fue actualizada.' }),
      ),
    );
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=abc' });
    await typeNewPassword('una frase larga y segura');
    expect(await screen.findByText('Tu clave fue actualizada. Ya puedes iniciar sesión con ella.')).toBeVisible();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave',
        body: { token: 'abc', claveNueva: 'una frase larga y segura' },
      },
    ]);
  });

  it('says the link is not valid when the service refuses its token', async () => {
    testApi.use(
      api.put('/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave', ({ response }) =>
        response(400).json({
          message: 'El enlace no es válido.',
          errores: [{ campo: 'token', mensaje: 'Pide un nuevo enlace.' }],
        }),
      ),
    );
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=usado' });
    await typeNewPassword('una frase larga y segura');
    expect(await screen.findByText('El enlace para restablecer la clave no es válido o ya venció.')).toBeVisible();
  });
});
