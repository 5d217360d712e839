import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import { SignUpForm } from './sign-up-form';

beforeAll(setUpPage);

/** A control by the start of its label (labels of required fields end with a hidden "*"). */
const field = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label);

/** Fills the form as a visitor would, with valid data unless told otherwise. */
async function fillForm(
  overrides: Partial<Record<'name' | 'type' | 'number' | 'email' | 'mobile' | 'password', string>> = {},
) {
  const user = userEvent.setup();
  const values = {
    name: 'Ana María Pérez',
    type: 'CC',
    number: '1.020.304.050',
    email: 'Ana@Ejemplo.co',
    mobile: '300 123 4567',
    password: 'una frase larga y segura',
    ...overrides,
  };
  await user.type(field('Nombre completo'), values.name);
  await user.selectOptions(field('Tipo de documento'), values.type);
  await user.type(field('Número de documento'), values.number);
  await user.type(field('Correo electrónico'), values.email);
  await user.type(field('Celular'), values.mobile);
  await user.type(field(/^Nueva clave/), values.password);
  await user.type(field('Confirma la clave'), values.password);
  return user;
}

describe('the sign-up form', () => {
  it('explains each invalid field in Spanish, keeps what was typed and sends nothing', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/seguridad/api/v1/usuarios', ({ response }) =>
        response(201).json({
          message: 'Cuenta creada.',
          usuario: { correoElectronico: 'a@ejemplo.co', nombreCompleto: 'A' },
        }),
      ),
    );
    renderPage(<SignUpForm redirectTo={null} />);
    const user = await fillForm({
      name: 'A',
      type: 'NIT',
      number: '900123456-7',
      mobile: '6011234567',
      password: 'corta',
    });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres.')).toBeVisible();
    expect(field('Nombre completo')).toHaveAccessibleErrorMessage('El nombre debe tener al menos 2 caracteres.');
    expect(field('Número de documento')).toHaveAccessibleErrorMessage(
      'El dígito de verificación del NIT no es correcto.',
    );
    expect(field('Celular')).toHaveAccessibleErrorMessage(
      'Escribe un celular colombiano de 10 dígitos que empiece por 3.',
    );
    expect(field(/^Nueva clave/)).toHaveAccessibleErrorMessage('La clave debe tener al menos 8 caracteres.');
    expect(screen.getByText(/Debes aceptar los términos/)).toBeVisible();
    // the valid fields carry no message
    expect(field('Correo electrónico')).not.toHaveAccessibleErrorMessage();
    expect(field('Nombre completo')).toHaveValue('A');
    expect(field('Número de documento')).toHaveValue('900123456-7');
    expect(field('Celular')).toHaveValue('6011234567');
    expect(field(/^Nueva clave/)).toHaveValue('corta');
    expect(sent).toEqual([]);
  });

  it('says when the confirmation does not match the new password', async () => {
    renderPage(<SignUpForm redirectTo={null} />);
    const user = await fillForm();
    await user.type(field('Confirma la clave'), ' y algo más');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Las claves no coinciden.')).toBeVisible();
  });

  it("puts the API's field messages on their fields and keeps the input", async () => {
    testApi.use(
      api.post('/seguridad/api/v1/usuarios', ({ response }) =>
        response(409).json({
          message: 'Ya existe una cuenta con ese correo electrónico.',
          errores: [
            {
              campo: 'correoElectronico',
              mensaje: 'Este correo ya está registrado. Inicia sesión o recupera tu clave.',
            },
          ],
        }),
      ),
    );
    renderPage(<SignUpForm redirectTo={null} />);
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Este correo ya está registrado. Inicia sesión o recupera tu clave.')).toBeVisible();
    expect(field('Correo electrónico')).toHaveAccessibleErrorMessage(
      'Este correo ya está registrado. Inicia sesión o recupera tu clave.',
    );
    expect(field('Correo electrónico')).toHaveFocus();
    expect(field('Correo electrónico')).toHaveValue('Ana@Ejemplo.co');
    expect(field('Nombre completo')).toHaveValue('Ana María Pérez');
    expect(screen.getByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese correo electrónico.');
  });

  it('sends the account as the shared rules store it, then asks the visitor to sign in with the email filled in', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/seguridad/api/v1/usuarios', ({ response }) =>
        response(201).json({
          message: 'Cuenta creada.',
          usuario: { correoElectronico: 'ana@ejemplo.co', nombreCompleto: 'Ana María Pérez' },
        }),
      ),
    );
    renderPage(<SignUpForm redirectTo="/soat/mis-polizas" />, { at: '/crear-cuenta' });
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/iniciar-sesion\?/));
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/seguridad/api/v1/usuarios',
        body: {
          nombreCompleto: 'Ana María Pérez',
          tipoDocumento: 'CC',
          numeroDocumento: '1020304050',
          correoElectronico: 'ana@ejemplo.co',
          celular: '3001234567',
          clave: 'una frase larga y segura',
          aceptaTerminos: true,
        },
      },
    ]);
    const query = new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]);
    expect(query.get('correo')).toBe('ana@ejemplo.co');
    expect(query.get('redirectTo')).toBe('/soat/mis-polizas');
    expect(screen.getByRole('alert')).toHaveTextContent('Cuenta creada');
  });

  it('rates the new password as the visitor types it', async () => {
    renderPage(<SignUpForm redirectTo={null} />);
    const user = userEvent.setup();
    await user.type(field(/^Nueva clave/), 'abc');
    expect(await screen.findByText(/Seguridad de la clave: muy débil/)).toBeVisible();
    await user.type(field(/^Nueva clave/), ' caballo batería grapa correcta 1987');
    expect(await screen.findByText(/Seguridad de la clave: muy fuerte/)).toBeVisible();
  });
});
