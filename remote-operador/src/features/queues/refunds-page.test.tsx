import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@soat/shared/router';
import { recordRequests, testApi } from '@soat/shared/testing';
import { QUEUE_PATHS } from '../../lib/queue-paths';
import { OPERATOR_TOKEN_KEY } from '../../lib/operator-session';
import { json, operatorApi, signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { RefundsPage } from './refunds-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const task = (id: string, createdHoursAgo: number, amount = 447_300) => ({
  idTarea: id,
  motivo: 'Pago por PSE: la pasarela no puede devolverlo.',
  creadaEn: hoursAgo(createdHoursAgo),
  resueltaEn: null,
  resolucion: null,
  reembolso: {
    idReembolso: `r-${id}`,
    estado: 'en-gestion',
    valor: amount,
    metodo: 'PSE',
    codigoBancoPse: '1',
    referenciaPago: `REF-${id}`,
    idTransaccion: 'tx-1',
  },
  solicitud: { idSolicitudSoat: `s-${id}`, estado: 'reembolso-en-gestion', placa: 'ABC123' },
  tomador: {
    tipoDocumento: 'CC',
    numeroDocumento: '1020304050',
    nombres: 'Ana María',
    apellidos: 'Gómez Restrepo',
    correoElectronico: 'ana.gomez@example.com',
    celular: '3001234567',
  },
});

const render = () => renderPage(<RefundsPage />, { at: QUEUE_PATHS.reembolsosPorMarcar });
const items = async () =>
  within(await screen.findByRole('list', { name: 'Reembolsos por hacer' })).getAllByRole('listitem');

describe('Reembolsos por hacer', () => {
  it('shows the count, the oldest’s age and each refund’s amount, payment, masked holder and age', async () => {
    signInOperator();
    testApi.use(operatorApi.tasks(() => json({ tareas: [task('t1', 50), task('t2', 3, 120_000)] })));
    render();
    expect(await screen.findByText('2 en la cola')).toBeVisible();
    expect(screen.getByText('El más antiguo espera hace 2 días.')).toBeVisible();
    const [first, second] = await items();
    expect(first).toHaveTextContent(/447\.300 · placa ABC123/);
    expect(first).toHaveTextContent('PSE · REF-t1');
    expect(first).toHaveTextContent('Ana María Gómez Restrepo · a***@example.com · 300****567');
    expect(first).not.toHaveTextContent('ana.gomez@example.com');
    expect(second).toHaveTextContent(/120\.000/);
    expect(second).toHaveTextContent('3 horas');
    expect(screen.getByRole('link', { name: '← Volver al resumen' })).toHaveAttribute('href', PATHS.operador);
  });

  it('says so when there is nothing to do', async () => {
    signInOperator();
    testApi.use(operatorApi.tasks(() => json({ tareas: [] })));
    render();
    expect(await screen.findByText('No hay reembolsos por hacer.')).toBeVisible();
    expect(screen.getByText('0 en la cola')).toBeVisible();
  });

  it('shows a failed load in Spanish with a retry, never a crash, and goes back to the sign-in on a 401', async () => {
    signInOperator();
    let calls = 0;
    testApi.use(operatorApi.tasks(() => (++calls === 1 ? json({}, 500) : json({ tareas: [task('t1', 1)] }))));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. Inténtalo de nuevo.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1 en la cola')).toBeVisible();

    testApi.use(operatorApi.tasks(() => json({ message: 'Sesión vencida.' }, 401)));
    render();
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent(PATHS.operadorIngresar));
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });
});

describe('Marcar reembolsado', () => {
  const openForm = async () => {
    const user = userEvent.setup();
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: 'Marcar reembolsado' }));
    return { user, form: within(first!).getByRole('form', { name: 'Marcar reembolsado' }) };
  };

  it('requires the bank’s reference: a Spanish field error, no request, and the note kept', async () => {
    signInOperator();
    testApi.use(operatorApi.tasks(() => json({ tareas: [task('t1', 5)] })));
    const sent = recordRequests();
    render();
    const { user, form } = await openForm();
    expect(within(form).getByRole('textbox', { name: /Referencia del banco/ })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: 'Nota (opcional)' }), 'Cuenta de ahorros');
    await user.type(within(form).getByRole('textbox', { name: /Referencia del banco/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Registrar reembolso' }));
    expect(await within(form).findByText('Escribe la referencia que dio el banco.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Nota (opcional)' })).toHaveValue('Cuenta de ahorros');
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('sends one request however often it is submitted, with the reference and the note, and the refund leaves the list', async () => {
    signInOperator();
    testApi.use(
      operatorApi.tasks(() => json({ tareas: [task('t1', 5), task('t2', 1)] })),
      operatorApi.resolveTask(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json({ ...task('t1', 5), resueltaEn: new Date().toISOString() });
      }),
    );
    const sent = recordRequests();
    render();
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: /Referencia del banco/ }), '  4471  ');
    await user.type(within(form).getByRole('textbox', { name: 'Nota (opcional)' }), 'Cuenta de ahorros');
    // two submits in a row (before the page re-renders), then a double click on the busy button
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(within(form).getByRole('button', { name: /Registr/ }));
    await waitFor(async () => expect(await items()).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByText('1 en la cola').parentElement).toHaveFocus();
    const posts = sent.filter(({ method }) => method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/operador/api/v1/tareas/t1/resolver');
    expect(posts[0]!.body).toEqual({ resolucion: 'Referencia bancaria 4471 · Nota: Cuenta de ahorros' });
    expect(screen.getByText('1 en la cola')).toBeVisible();
  });

  it('keeps what was typed and shows the API’s Spanish message when it refuses (marked by someone else)', async () => {
    signInOperator();
    testApi.use(
      operatorApi.tasks(() => json({ tareas: [task('t1', 5)] })),
      operatorApi.resolveTask(() => json({ message: 'Esa tarea ya estaba resuelta.' }, 409)),
    );
    render();
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: /Referencia del banco/ }), '4471');
    await user.click(within(form).getByRole('button', { name: 'Registrar reembolso' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Esa tarea ya estaba resuelta.');
    expect(within(form).getByRole('textbox', { name: /Referencia del banco/ })).toHaveValue('4471');
    expect(await items()).toHaveLength(1);
  });

  it('shows an unreachable API in Spanish and lets the operator send again', async () => {
    signInOperator();
    let calls = 0;
    testApi.use(
      operatorApi.tasks(() => json({ tareas: [task('t1', 5)] })),
      operatorApi.resolveTask(() =>
        ++calls === 1 ? Response.error() : json({ ...task('t1', 5), resueltaEn: new Date().toISOString() }),
      ),
    );
    render();
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: /Referencia del banco/ }), '4471');
    await user.click(within(form).getByRole('button', { name: 'Registrar reembolso' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('El servicio no responde');
    await user.click(within(form).getByRole('button', { name: 'Registrar reembolso' }));
    expect(await screen.findByText('No hay reembolsos por hacer.')).toBeVisible();
    expect(calls).toBe(2);
  });
});
