import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@soat/shared/router';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { OPERATOR_TOKEN_KEY } from '../../lib/operator-session';
import { FIND_PATH } from '../../lib/purchase-paths';
import { QUEUE_PATHS } from '../../lib/queue-paths';
import { ANA, json, operatorApi, QUEUE_SUMMARY, SESSION, signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { SummaryPage } from './summary-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const SUMMARY = {
  reembolsosPorMarcar: 3,
  reportesRuntFallidos: 1,
  correosFallidos: 7,
  pagosPendientesMasDeUnaHora: 2,
  facturasRechazadas: 0,
};
const location = () => screen.getByTestId('location');

describe('the back office’s first page', () => {
  it.each([
    ['agente', ['Buscar compras', 'Calificaciones', 'Operación']],
    ['supervisor', ['Buscar compras', 'Calificaciones', 'Operación', 'Auditoría']],
    ['administrador', ['Buscar compras', 'Calificaciones', 'Operación', 'Auditoría', 'Operadores']],
  ] as const)('offers an %s the pages of its role', async (rol, pages) => {
    signInOperator();
    testApi.use(
      api.get(SESSION, ({ response }) => response(200).json({ operador: { ...ANA, rol } })),
      api.get(QUEUE_SUMMARY, ({ response }) => response(200).json(SUMMARY)),
    );
    renderPage(<SummaryPage />, { at: PATHS.operador });
    const tools = await screen.findByRole('navigation', { name: 'Herramientas' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(pages);
    expect(within(tools).getByRole('link', { name: 'Buscar compras' })).toHaveAttribute('href', FIND_PATH);
  });

  it('shows each queue’s count in a labelled card, and the operator’s name and role', async () => {
    const token = signInOperator();
    const sent = recordRequests();
    testApi.use(
      api.get(SESSION, ({ response }) => response(200).json({ operador: ANA })),
      api.get(QUEUE_SUMMARY, ({ response }) => response(200).json(SUMMARY)),
    );
    renderPage(<SummaryPage />, { at: PATHS.operador });
    const card = (name: string) => screen.findByRole('article', { name });
    expect(await card('Reembolsos por marcar')).toHaveTextContent('3');
    expect(within(await card('Reportes al RUNT fallidos')).getByText('1')).toBeVisible();
    expect(within(await card('Correos fallidos')).getByText('7')).toBeVisible();
    expect(within(await card('Pagos pendientes hace más de una hora')).getByText('2')).toBeVisible();
    expect(within(await card('Facturas rechazadas')).getByText('0')).toBeVisible();
    expect(screen.getByText('Sesión de Ana Gómez · Supervisor')).toBeVisible();
    expect(sent.map(({ headers }) => headers.get('Authorization'))).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  });

  it('links each count to its queue’s page', async () => {
    signInOperator();
    testApi.use(
      operatorApi.session(() => json({ operador: ANA })),
      operatorApi.summary(() => json(SUMMARY)),
    );
    renderPage(<SummaryPage />, { at: PATHS.operador });
    const card = await screen.findByRole('article', { name: 'Reembolsos por marcar' });
    expect(within(card).getByRole('link', { name: 'Reembolsos por marcar' })).toHaveAttribute(
      'href',
      QUEUE_PATHS.reembolsosPorMarcar,
    );
    const queues = screen.getByRole('region', { name: 'Colas de trabajo' });
    expect(
      within(queues)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      QUEUE_PATHS.reembolsosPorMarcar,
      QUEUE_PATHS.reportesRuntFallidos,
      QUEUE_PATHS.correosFallidos,
      QUEUE_PATHS.pagosPendientesMasDeUnaHora,
      QUEUE_PATHS.facturasRechazadas,
    ]);
    await userEvent.setup().click(within(card).getByRole('link'));
    expect(location()).toHaveTextContent(QUEUE_PATHS.reembolsosPorMarcar);
  });

  it('goes back to the sign-in, forgetting the token, when the API refuses the session (401)', async () => {
    signInOperator();
    testApi.use(
      api.get(SESSION, ({ response }) => response(401).json({ message: 'Sesión no válida.' })),
      api.get(QUEUE_SUMMARY, ({ response }) => response(401).json({ message: 'Sesión no válida.' })),
    );
    renderPage(<SummaryPage />, { at: PATHS.operador });
    await waitFor(() => expect(location()).toHaveTextContent(PATHS.operadorIngresar));
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });

  it('signs out: the token is forgotten and the sign-in shows', async () => {
    signInOperator();
    testApi.use(
      api.get(SESSION, ({ response }) => response(200).json({ operador: ANA })),
      api.get(QUEUE_SUMMARY, ({ response }) => response(200).json(SUMMARY)),
    );
    renderPage(<SummaryPage />, { at: PATHS.operador });
    await screen.findByRole('article', { name: 'Correos fallidos' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(location()).toHaveTextContent(PATHS.operadorIngresar);
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });
});
