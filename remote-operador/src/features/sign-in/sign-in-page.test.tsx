import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@soat/shared/router';
import { api, createToken, recordRequests, testApi } from '@soat/shared/testing';
import { OPERATOR_TOKEN_KEY, SESSION_ENDED } from '../../lib/operator-session';
import { ANA, SECOND_FACTOR, SESSION } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { SignInPage } from './sign-in-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="7" height="7"/></svg>';
const RECOVERY = Array.from({ length: 10 }, (_, index) => `AB${index}D-12${index}4`);

const email = () => screen.getByLabelText(/^Correo electrónico/);
const password = () => screen.getByLabelText(/^Clave/);
const code = () => screen.getByLabelText(/^Código de verificación/);
const location = () => screen.getByTestId('location');

async function typeCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'ana@operacion.co');
  await user.type(password(), 'clave del turno');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('the operators’ sign-in', () => {
  it('checks both fields before calling the API, in Spanish, and keeps what was typed', async () => {
    const sent = recordRequests();
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await user.type(email(), 'ana@operacion');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(email()).toHaveAccessibleErrorMessage(
      'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
    );
    expect(password()).toHaveAccessibleErrorMessage('Este campo es obligatorio.');
    expect(email()).toHaveValue('ana@operacion');
    expect(sent).toEqual([]);
  });

  it('shows the API’s message for a wrong password and keeps the email and the password', async () => {
    testApi.use(api.post(SESSION, ({ response }) => response(401).json({ message: 'Correo o clave incorrectos.' })));
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await typeCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o clave incorrectos.');
    expect(email()).toHaveValue('ana@operacion.co');
    expect(password()).toHaveValue('clave del turno');
  });

  it('says in Spanish how long to wait when the API locks the operator out', async () => {
    testApi.use(
      api.post(SESSION, ({ response }) =>
        response(429).json({ message: 'Too many requests' }, { headers: { 'Retry-After': '600' } }),
      ),
    );
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    await typeCredentials(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Espera 10 minutos e inténtalo de nuevo.',
    );
  });

  it('asks for the TOTP code after the password, then keeps the token in sessionStorage only and opens /operador', async () => {
    const sent = recordRequests();
    const token = createToken();
    testApi.use(
      api.post(SESSION, ({ response }) => response(200).json({ desafio: 'desafio-1', etapa: 'codigo' })),
      api.post(SECOND_FACTOR, ({ response }) =>
        response(200).json({ accessToken: token, expiraEn: 900, operador: ANA }),
      ),
    );
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await typeCredentials(user);
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    expect(code()).toHaveFocus();
    await user.type(code(), '123 456');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/operador$/));
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/operador/api/v1/sesion', body: { correoElectronico: 'ana@operacion.co', clave: 'clave del turno' } },
      { path: '/operador/api/v1/sesion/segundo-factor', body: { desafio: 'desafio-1', codigo: '123456' } },
    ]);
  });

  it('shows the API’s Spanish message for a wrong code and keeps the code typed, without signing in', async () => {
    testApi.use(
      api.post(SESSION, ({ response }) => response(200).json({ desafio: 'desafio-1', etapa: 'codigo' })),
      api.post(SECOND_FACTOR, ({ response }) => response(401).json({ message: 'El código no es válido o ya venció.' })),
    );
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Código de verificación/), '654321');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es válido o ya venció.');
    expect(code()).toHaveValue('654321');
    expect(location()).toHaveTextContent(PATHS.operadorIngresar);
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });

  it('refuses a code that is neither 6 digits nor a recovery code before calling the API', async () => {
    const sent = recordRequests();
    testApi.use(api.post(SESSION, ({ response }) => response(200).json({ desafio: 'desafio-1', etapa: 'codigo' })));
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Código de verificación/), '12345');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(code()).toHaveAccessibleErrorMessage(
      'Escribe los 6 dígitos de tu aplicación o un código de recuperación como ABCD-1234.',
    );
    expect(sent.map(({ path }) => path)).toEqual(['/operador/api/v1/sesion']);
  });

  it('takes a recovery code typed instead of the TOTP code', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post(SESSION, ({ response }) => response(200).json({ desafio: 'desafio-2', etapa: 'codigo' })),
      api.post(SECOND_FACTOR, async ({ request, response }) => {
        const { codigo } = await request.json();
        return codigo === 'K7QX-M2PA'
          ? response(200).json({ accessToken: createToken(), expiraEn: 900, operador: ANA })
          : response(401).json({ message: 'El código no es válido o ya venció.' });
      }),
    );
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Código de verificación/), ' k7qx-m2pa ');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/operador$/));
    expect(sent.at(-1)?.body).toEqual({ desafio: 'desafio-2', codigo: 'K7QX-M2PA' });
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).not.toBeNull();
  });

  it('enrols an operator without a second factor: QR as an image, the secret, then the recovery codes once', async () => {
    testApi.use(
      api.post(SESSION, ({ response }) =>
        response(200).json({
          desafio: 'desafio-3',
          etapa: 'enrolar',
          enrolamiento: {
            otpauthUri: 'otpauth://totp/SOAT:ana@operacion.co?secret=JBSWY3DPEHPK3PXP&issuer=SOAT',
            qrSvg: QR_SVG,
            secreto: 'JBSWY3DPEHPK3PXP',
          },
        }),
      ),
      api.post(SECOND_FACTOR, ({ response }) =>
        response(200).json({ accessToken: createToken(), expiraEn: 900, operador: ANA, codigosRecuperacion: RECOVERY }),
      ),
    );
    const { container } = renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    const user = userEvent.setup();
    await typeCredentials(user);
    expect(await screen.findByRole('heading', { name: 'Configura tu segundo factor' })).toBeVisible();
    const qr = screen.getByRole('img', { name: /Código QR/ });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // the SVG markup is never put into the page itself
    expect(container.querySelector('svg rect[width="7"]')).toBeNull();
    expect(screen.getByTestId('secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(code(), '000111');
    await user.click(screen.getByRole('button', { name: 'Confirmar y entrar' }));
    const codes = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(location()).toHaveTextContent(PATHS.operadorIngresar);
    await user.click(screen.getByRole('button', { name: 'Ya los guardé, continuar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/operador$/));
  });

  it('says the session ended when the API ended it, and not on an ordinary visit', () => {
    const { unmount } = renderPage(<SignInPage />, { at: PATHS.operadorIngresar, state: SESSION_ENDED });
    expect(screen.getByText('Tu sesión terminó. Ingresa de nuevo.').closest('[role="status"]')).toBeVisible();
    unmount();
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    expect(screen.queryByText('Tu sesión terminó. Ingresa de nuevo.')).toBeNull();
  });

  it('sends an operator already signed in in this tab to the first page', () => {
    sessionStorage.setItem(OPERATOR_TOKEN_KEY, createToken());
    renderPage(<SignInPage />, { at: PATHS.operadorIngresar });
    expect(location()).toHaveTextContent(/^\/operador$/);
  });
});
