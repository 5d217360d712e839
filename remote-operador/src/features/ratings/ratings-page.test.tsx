import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, testApi } from '@soat/shared/testing';
import { RATINGS_PATH } from '../../lib/queue-paths';
import { signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import type { RatingsAnswer } from './ratings-api';
import { RatingsPage } from './ratings-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const RATINGS = '/operador/api/v1/calificaciones';

const ANSWER: RatingsAnswer = {
  total: 2,
  calificaciones: [
    {
      id: '3f0c8a1e-2b4d-4c6e-8f0a-1b2c3d4e5f60',
      estrellas: 2,
      comentario: 'El certificado tardó en llegar.',
      recomendaria: false,
      referencia: 'SOAT-2026-00000042',
      origen: 'poliza',
      creadaEn: '2026-11-27T15:00:00.000Z',
    },
    {
      id: '4a1d9b2f-3c5e-4d7f-9a1b-2c3d4e5f6a71',
      estrellas: 5,
      comentario: null,
      recomendaria: true,
      referencia: 'PEDIDO-981',
      origen: 'integrador',
      creadaEn: '2026-11-20T15:00:00.000Z',
    },
  ],
  distribucion: [
    { semana: '2026-11-16', conteos: [0, 0, 0, 0, 1] },
    { semana: '2026-11-23', conteos: [0, 1, 0, 0, 0] },
  ],
};

function answerRatings(answer: RatingsAnswer) {
  const queries: Record<string, string>[] = [];
  testApi.use(
    api.get(RATINGS, ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json(answer);
    }),
  );
  return queries;
}

describe('the ratings (/operador/calificaciones)', () => {
  it('shows each rating with its stars, whether it recommends, its comment and what it rates', async () => {
    signInOperator();
    answerRatings(ANSWER);
    renderPage(<RatingsPage />, { at: RATINGS_PATH });
    const low = await screen.findByRole('article', { name: '2 estrellas · no lo recomendaría' });
    expect(within(low).getByText('El certificado tardó en llegar.')).toBeVisible();
    expect(within(low).getByText(/Póliza SOAT-2026-00000042/)).toBeVisible();
    const high = screen.getByRole('article', { name: '5 estrellas · recomendaría el servicio' });
    expect(within(high).getByText('Sin comentario.')).toBeVisible();
    expect(within(high).getByText(/Integrador: PEDIDO-981/)).toBeVisible();
    expect(screen.getByText('2 calificaciones.')).toHaveAttribute('role', 'status');
  });

  it('charts the stars week by week, with a summary and the same figures in a table', async () => {
    signInOperator();
    answerRatings(ANSWER);
    renderPage(<RatingsPage />, { at: RATINGS_PATH });
    const chart = await screen.findByRole('figure', { name: 'Estrellas por semana' });
    expect(within(chart).getByRole('img', { name: '2 calificaciones en 2 semanas, por estrellas.' })).toBeVisible();
    // one bar piece per number of stars with ratings that week
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const table = within(chart).getByRole('table', { name: 'Estrellas por semana' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['0', '0', '0', '0', '1'],
      ['0', '1', '0', '0', '0'],
    ]);
  });

  it('filters by stars, comment and Colombian days, and says how many are shown of how many', async () => {
    signInOperator();
    const queries = answerRatings({ ...ANSWER, total: 250 });
    renderPage(<RatingsPage />, { at: RATINGS_PATH });
    expect(await screen.findByText('250 calificaciones. Se muestran las 2 más recientes.')).toBeVisible();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Filtrar las calificaciones' });
    await user.selectOptions(within(form).getByLabelText(/^Estrellas/), '2 estrellas');
    await user.selectOptions(within(form).getByLabelText(/^Comentario/), 'Con comentario');
    await user.type(within(form).getByLabelText(/^Desde/), '2026-11-01');
    await user.type(within(form).getByLabelText(/^Hasta/), '2026-11-28');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await screen.findByRole('article', { name: '2 estrellas · no lo recomendaría' });
    expect(queries).toEqual([
      {},
      {
        estrellas: '2',
        comentario: 'con',
        desde: '2026-11-01T00:00:00.000-05:00',
        hasta: '2026-11-28T23:59:59.999-05:00',
      },
    ]);
  });
});
