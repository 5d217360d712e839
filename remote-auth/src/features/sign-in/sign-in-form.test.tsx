import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@soat/shared/session';
import { api, createToken, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import { SignInForm } from './sign-in-form';

beforeAll(setUpPage);
afterEach(() => sessionStore.getState().signOut());

const email = () => screen.getByLabelText(/^Correo electrónico/);
const password = () => screen.getByLabelText(/^Clave/);

describe('the sign-in form', () => {
  it('asks for a valid email and the password, each on its own field, before calling the service', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion', ({ response }) =>
        response(200).json({ accessToken: createToken(), user: 'ana@ejemplo.co', nombreCompleto: 'Ana María Pérez' }),
      ),
    );
    renderPage(<SignInForm initialEmail="" />);
    const user = userEvent.setup();
    await user.type(email(), 'ana@ejemplo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Escribe un correo electrónico válido, por ejemplo nombre@correo.com.'),
    ).toBeVisible();
    expect(email()).toHaveAccessibleErrorMessage(
      'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
    );
    expect(password()).toHaveAccessibleErrorMessage('Este campo es obligatorio.');
    expect(email()).toHaveValue('ana@ejemplo');
    expect(sent).toEqual([]);
  });

  it('keeps what the visitor typed when the service refuses the password, and shows its message', async () => {
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion', ({ response }) =>
        response(401).json({ message: 'Correo o clave incorrectos.' }),
      ),
    );
    renderPage(<SignInForm initialEmail="ana@ejemplo.co" />);
    const user = userEvent.setup();
    await user.type(password(), 'no es mi clave');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o clave incorrectos.');
    expect(email()).toHaveValue('ana@ejemplo.co');
    expect(password()).toHaveValue('no es mi clave');
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('signs the visitor in with the email as the rules store it', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion', ({ response }) =>
        response(200).json({ accessToken: createToken(), user: 'ana@ejemplo.co', nombreCompleto: 'Ana María Pérez' }),
      ),
    );
    renderPage(<SignInForm initialEmail="" />);
    const user = userEvent.setup();
    await user.type(email(), ' Ana@Ejemplo.co ');
    await user.type(password(), 'una frase larga y segura');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(sessionStore.getState().status).toBe('authenticated'));
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/seguridad/api/v1/auth/inicio-sesion',
        body: { usuario: 'ana@ejemplo.co', clave: 'una frase larga y segura' },
      },
    ]);
  });
});
