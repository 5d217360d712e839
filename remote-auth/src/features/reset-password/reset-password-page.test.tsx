import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@soat/shared/testing';
import { mockApi, renderPage, setUpPage } from '../../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

beforeAll(setUpPage);

async function typeNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nueva clave/), password);
  await user.type(screen.getByLabelText(/^Confirma la clave/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar clave' }));
}

describe('the reset-password page', () => {
  it('says the link is not valid when it has no token, with a way to ask for a new one', () => {
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave' });
    expect(screen.getByText('El enlace para restablecer la clave no es válido o ya venció.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute('href', '/recuperar-clave');
  });

  it('checks the new password and its confirmation before sending anything', async () => {
    const sent = mockApi(() => jsonResponse({ message: 'ok' }));
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=abc' });
    await typeNewPassword('corta', 'otra');
    expect(await screen.findByText('La clave debe tener al menos 8 caracteres.')).toBeVisible();
    expect(screen.getByText('Las claves no coinciden.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sets the new password with the token of the link', async () => {
    const sent = mockApi(() => jsonResponse({ message: 'Tu clave fue actualizada.' }));
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=abc' });
    await typeNewPassword('una frase larga y segura');
    expect(await screen.findByText('Tu clave fue actualizada. Ya puedes iniciar sesión con ella.')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave',
        body: { token: 'abc', claveNueva: 'una frase larga y segura' },
      },
    ]);
  });

  it('says the link is not valid when the service refuses its token', async () => {
    mockApi(() =>
      jsonResponse(
        { message: 'El enlace no es válido.', errores: [{ campo: 'token', mensaje: 'Pide un nuevo enlace.' }] },
        400,
      ),
    );
    renderPage(<ResetPasswordPage />, { at: '/restablecer-clave?token=usado' });
    await typeNewPassword('una frase larga y segura');
    expect(await screen.findByText('El enlace para restablecer la clave no es válido o ya venció.')).toBeVisible();
  });
});
