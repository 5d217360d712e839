import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { OPERATORS_PATH } from '../../lib/queue-paths';
import { signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import type { OperatorAccount } from './operators-api';
import { OperatorsPage } from './operators-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const LIST = '/operador/api/v1/operadores';
const ONE = '/operador/api/v1/operadores/{id}';

const LUIS: OperatorAccount = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  nombre: 'Luis Pardo',
  correoElectronico: 'luis@operacion.co',
  rol: 'agente',
  activo: true,
  segundoFactor: true,
  creadoEn: '2026-11-01T14:00:00.000Z',
};

describe('the operators’ page (/operador/operadores)', () => {
  it('lists the operators with their role and state, and disables and enables one', async () => {
    signInOperator();
    const sent = recordRequests();
    testApi.use(
      api.get(LIST, ({ response }) => response(200).json({ operadores: [LUIS] })),
      api.patch(ONE, async ({ request, response }) => {
        const { activo } = (await request.json()) as { activo: boolean };
        return response(200).json({ operador: { ...LUIS, activo } });
      }),
    );
    renderPage(<OperatorsPage />, { at: OPERATORS_PATH });
    const card = await screen.findByRole('article', { name: 'Luis Pardo' });
    expect(within(card).getByText('Activo · segundo factor configurado')).toBeVisible();
    expect(within(card).getByText('· Agente')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Desactivamos a Luis Pardo.')).toBeVisible();
    expect(within(card).getByText('Desactivado · segundo factor configurado')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Activamos a Luis Pardo.')).toBeVisible();
    expect(sent.filter(({ method }) => method === 'PATCH').map(({ path, body }) => [path, body])).toEqual([
      [`/operador/api/v1/operadores/${LUIS.id}`, { activo: false }],
      [`/operador/api/v1/operadores/${LUIS.id}`, { activo: true }],
    ]);
  });

  it('says why an operator cannot be disabled (the administrator’s own account)', async () => {
    signInOperator();
    testApi.use(
      api.get(LIST, ({ response }) => response(200).json({ operadores: [LUIS] })),
      api.patch(ONE, ({ response }) =>
        response(409).json({ message: 'No puedes desactivar tu propia cuenta: pídeselo a otro administrador.' }),
      ),
    );
    renderPage(<OperatorsPage />, { at: OPERATORS_PATH });
    const card = await screen.findByRole('article', { name: 'Luis Pardo' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Desactivar' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('No puedes desactivar tu propia cuenta');
    expect(within(card).getByText(/^Activo/)).toBeVisible();
  });

  it('creates an operator, who joins the list; a refusal keeps what was typed and says why on its field', async () => {
    signInOperator();
    const created: unknown[] = [];
    testApi.use(
      api.get(LIST, ({ response }) => response(200).json({ operadores: [LUIS] })),
      api.post(LIST, async ({ request, response }) => {
        const body = await request.json();
        created.push(body);
        return body.correoElectronico === 'luis@operacion.co'
          ? response(409).json({ message: 'Ya hay un operador con ese correo.' })
          : response(201).json({
              operador: {
                ...LUIS,
                id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
                nombre: body.nombre,
                correoElectronico: body.correoElectronico,
                rol: body.rol,
                segundoFactor: false,
              },
            });
      }),
    );
    renderPage(<OperatorsPage />, { at: OPERATORS_PATH });
    const form = await screen.findByRole('form', { name: 'Crear un operador' });
    const user = userEvent.setup();

    // checked before anything is sent
    await user.click(within(form).getByRole('button', { name: 'Crear operador' }));
    expect(within(form).getByText('La clave inicial debe tener al menos 12 caracteres.')).toBeVisible();
    expect(created).toEqual([]);

    await user.type(within(form).getByLabelText(/^Nombre/), 'Marta Ruiz');
    await user.type(within(form).getByLabelText(/^Correo electrónico/), 'luis@operacion.co');
    await user.selectOptions(within(form).getByLabelText(/^Rol/), 'Supervisor');
    await user.type(within(form).getByLabelText(/^Clave inicial/), 'una-clave-larga-1');
    await user.click(within(form).getByRole('button', { name: 'Crear operador' }));
    expect(await within(form).findAllByText('Ya hay un operador con ese correo.')).not.toHaveLength(0);
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Marta Ruiz');

    await user.clear(within(form).getByLabelText(/^Correo electrónico/));
    await user.type(within(form).getByLabelText(/^Correo electrónico/), 'marta@operacion.co');
    await user.click(within(form).getByRole('button', { name: 'Crear operador' }));
    expect(await screen.findByText('Creamos a Marta Ruiz. Ya puede entrar con su clave inicial.')).toBeVisible();
    const marta = screen.getByRole('article', { name: 'Marta Ruiz' });
    expect(within(marta).getByText('Activo · segundo factor pendiente')).toBeVisible();
    expect(within(marta).getByText('· Supervisor')).toBeVisible();
    expect(created[1]).toEqual({
      nombre: 'Marta Ruiz',
      correoElectronico: 'marta@operacion.co',
      rol: 'supervisor',
      clave: 'una-clave-larga-1',
    });
    await waitFor(() => expect(within(form).getByLabelText(/^Nombre/)).toHaveValue(''));
  });
});
