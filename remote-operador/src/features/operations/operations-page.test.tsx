import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@soat/shared/router';
import { api, testApi } from '@soat/shared/testing';
import { OPERATIONS_PATH } from '../../lib/queue-paths';
import { signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import type { OperationsAnswer } from './operations-api';
import { OperationsPage } from './operations-page';

// uPlot draws on a canvas, which jsdom does not have: this stand-in records what each chart was given
// (the drawing itself is seen in a browser: the deployment test and the page's screenshot).
const mockCharts: { labels: (string | undefined)[]; data: unknown[] }[] = [];
jest.mock('uplot', () => {
  class FakePlot {
    constructor(options: { series: { label?: string }[] }, data: unknown[], element: HTMLElement) {
      mockCharts.push({ labels: options.series.slice(1).map((series) => series.label), data });
      element.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakePlot };
});

beforeAll(setUpPage);
afterEach(() => {
  sessionStorage.clear();
  mockCharts.length = 0;
});

const OPERATIONS = '/operador/api/v1/operaciones';
const TIMES = [1_764_400_000, 1_764_400_720, 1_764_401_440];

const ANSWER: OperationsAnswer = {
  disponible: true,
  desde: '2026-11-28T15:00:00.000Z',
  hasta: '2026-11-29T15:00:00.000Z',
  pasoSegundos: 720,
  tiempos: TIMES,
  paneles: [
    {
      id: 'ventas-por-medio',
      titulo: 'Ventas por medio de pago (por hora)',
      unidad: 'cantidad',
      series: [
        { nombre: 'TARJETA', etiquetas: { method: 'TARJETA' }, valores: [1, 4, 3] },
        { nombre: 'NEQUI', etiquetas: { method: 'NEQUI' }, valores: [2, null, null] },
      ],
    },
    {
      id: 'colas-mas-antiguo',
      titulo: 'Colas: espera del trabajo más antiguo',
      unidad: 'segundos',
      series: [{ nombre: 'email-job', etiquetas: { queue: 'email-job' }, valores: [0.25, 90, 42.5] }],
    },
    { id: 'web-vitals-inp', titulo: 'INP p75 por ruta', unidad: 'segundos', series: [] },
  ],
};

/** Answers the panels with `answer`; returns each request's query string and Authorization header. */
function answerWith(answer: OperationsAnswer) {
  const asked: [string, string | null][] = [];
  testApi.use(
    api.get(OPERATIONS, ({ request, response }) => {
      asked.push([new URL(request.url).search, request.headers.get('Authorization')]);
      return response(200).json(answer);
    }),
  );
  return asked;
}

describe('the operations page', () => {
  it('shows each panel under its title as a chart with what it shows in words, and its data in a table', async () => {
    const token = signInOperator();
    const asked = answerWith(ANSWER);
    renderPage(<OperationsPage />, { at: OPERATIONS_PATH });

    const sales = await screen.findByRole('region', { name: 'Ventas por medio de pago (por hora)' });
    expect(
      within(sales).getByRole('img', { name: 'Gráfico de 2 series. Últimos valores: TARJETA: 3; NEQUI: 2.' }),
    ).toBeVisible();
    expect(within(sales).getByRole('list', { name: 'Leyenda' })).toHaveTextContent('TARJETANEQUI');
    // the chart gets the instants and each series in order
    expect(await screen.findAllByText((_, element) => element?.tagName === 'CANVAS')).toHaveLength(2);
    expect(mockCharts).toContainEqual({ labels: ['TARJETA', 'NEQUI'], data: [TIMES, [1, 4, 3], [2, null, null]] });

    // the text alternative: a disclosure the keyboard opens, each series' latest and highest value
    const data = within(sales).getByText('Ver los datos');
    data.focus();
    await userEvent.keyboard('{Enter}');
    const table = within(sales).getByRole('table', { name: 'Ventas por medio de pago (por hora)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SerieÚltimo valorMáximo del periodo', 'TARJETA34', 'NEQUI22']);

    expect(asked).toEqual([['?horas=24', `Bearer ${token}`]]);
  });

  it('names the queues in Spanish and reads seconds in their unit', async () => {
    signInOperator();
    answerWith(ANSWER);
    renderPage(<OperationsPage />, { at: OPERATIONS_PATH });
    const queues = await screen.findByRole('region', { name: 'Colas: espera del trabajo más antiguo' });
    expect(within(queues).getByRole('img')).toHaveAccessibleName('Gráfico de 1 serie. Último valor: Correos: 42,5 s.');
    const cells = within(queues).getAllByRole('cell', { hidden: true });
    expect(cells.map((cell) => cell.textContent)).toEqual(['42,5 s', '90 s']);
  });

  it('says a panel has no data in the period, with no chart', async () => {
    signInOperator();
    answerWith(ANSWER);
    renderPage(<OperationsPage />, { at: OPERATIONS_PATH });
    const inp = await screen.findByRole('region', { name: 'INP p75 por ruta' });
    expect(within(inp).getByText('Sin datos en este periodo.')).toBeVisible();
    expect(within(inp).queryByRole('img')).toBeNull();
  });

  it('asks again for the period chosen', async () => {
    signInOperator();
    const asked = answerWith(ANSWER);
    renderPage(<OperationsPage />, { at: OPERATIONS_PATH });
    await screen.findByRole('region', { name: 'INP p75 por ruta' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'Últimos 7 días');
    await screen.findByRole('region', { name: 'INP p75 por ruta' });
    expect(asked.map(([search]) => search)).toEqual(['?horas=24', '?horas=168']);
  });

  it('says the panels are not available, in the API’s words, when the API has no Prometheus', async () => {
    signInOperator();
    const message = 'Los paneles de operación no están disponibles: Prometheus no respondió.';
    answerWith({ ...ANSWER, disponible: false, mensaje: message, paneles: [] });
    renderPage(<OperationsPage />, { at: OPERATIONS_PATH });
    const status = await screen.findByText('Paneles no disponibles');
    expect(status.closest('[role="status"]')).toHaveTextContent(message);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('goes back to the sign-in when the session has ended', async () => {
    signInOperator();
    testApi.use(
      api.get(OPERATIONS, ({ response }) =>
        response(401).json({ message: 'Inicia sesión como operador para continuar (tu sesión pudo vencer).' }),
      ),
    );
    renderPage(<OperationsPage />, { at: OPERATIONS_PATH });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PATHS.operadorIngresar));
  });
});
