import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PAGE_DATA_ELEMENT_ID } from '@soat/shared/federation';
import { MemoryRouter } from '@soat/shared/router';
import { api, HttpResponse, recordRequests, TEST_API, testApi } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui-core';
import { uiStateStore } from '@soat/shared/ui-state';
import { setApiBaseUrl } from '../../lib/api-client';
import { renderWithShell, setUpTexts } from '../../testing/render-with-shell';
import { HomeRatingSummary } from './home-rating-summary';
import {
  forgetRatingSummary,
  RATING_SUMMARY,
  ServerRatingSummary,
  SUMMARY_DATA_KEY,
  type RatingSummary,
} from './rating-summary';

const SUMMARY: RatingSummary = {
  promedio: 4.6,
  total: 128,
  recomiendan: 92,
  distribucion: [
    { estrellas: 5, cantidad: 96 },
    { estrellas: 4, cantidad: 20 },
    { estrellas: 3, cantidad: 7 },
    { estrellas: 2, cantidad: 3 },
    { estrellas: 1, cantidad: 2 },
  ],
};
const NO_RATINGS: RatingSummary = {
  promedio: null,
  total: 0,
  recomiendan: null,
  distribucion: [5, 4, 3, 2, 1].map((stars) => ({ estrellas: stars, cantidad: 0 })),
};
const INVITATION = /Con tu póliza te enviamos un enlace para calificar el servicio/;

/** The page's data, as the host's server puts it in the page. */
function pageData(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

/** Answers the API's rating summary with `answer`, and records the requests the page sends the API. */
function answerSummary(answer: Parameters<typeof api.get<typeof RATING_SUMMARY>>[1]) {
  testApi.use(api.get(RATING_SUMMARY, answer));
  return recordRequests();
}
/** The summary itself, as the API answers it. */
const summary =
  (value: RatingSummary): Parameters<typeof answerSummary>[0] =>
  ({ response }) =>
    response(200).json(value);

const renderSummary = () => renderWithShell(<HomeRatingSummary />, { at: '/home' });

beforeAll(async () => {
  await setUpTexts();
  setApiBaseUrl(TEST_API);
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  forgetRatingSummary();
  jest.restoreAllMocks();
  uiStateStore.setState({ alert: null, pendingRequests: 0 });
});

describe("the home page's rating summary", () => {
  it('shows the summary the page came with, in figures and words, without asking the API', () => {
    const asked = answerSummary(summary(SUMMARY));
    pageData({ [SUMMARY_DATA_KEY]: SUMMARY });
    renderSummary();
    const section = screen.getByRole('region', { name: 'Lo que dicen nuestros clientes' });
    expect(within(section).getByText('4,6 de 5')).toBeVisible();
    expect(within(section).getByText('128 calificaciones')).toBeVisible();
    expect(within(section).getByText('El 92% nos recomendaría')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Califica nuestro servicio' })).toHaveAttribute(
      'href',
      '/calificacion',
    );
    expect(asked).toEqual([]);
  });

  it('gives the spread by stars as a table a screen reader can read: each row names its stars and its count', () => {
    pageData({ [SUMMARY_DATA_KEY]: SUMMARY });
    renderSummary();
    const table = screen.getByRole('table', { name: 'Calificaciones por número de estrellas' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 estrellas96',
      '4 estrellas20',
      '3 estrellas7',
      '2 estrellas3',
      '1 estrella2',
    ]);
    expect(within(rows[0]!).getByRole('rowheader', { name: '5 estrellas' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: '96' })).toBeInTheDocument();
  });

  it('writes figures the Colombian way', () => {
    pageData({ [SUMMARY_DATA_KEY]: { ...SUMMARY, promedio: 4, total: 1234, recomiendan: 87 } });
    renderSummary();
    expect(screen.getByText('4,0 de 5')).toBeVisible();
    expect(screen.getByText('1.234 calificaciones')).toBeVisible();
    expect(screen.getByText('El 87% nos recomendaría')).toBeVisible();
  });

  it('shows the same summary the server rendered with (no document to read there)', () => {
    const asked = answerSummary(summary(NO_RATINGS));
    const html = renderToString(
      <UiProvider>
        <MemoryRouter>
          <ServerRatingSummary value={SUMMARY}>
            <HomeRatingSummary />
          </ServerRatingSummary>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(html).toContain('4,6 de 5');
    expect(html).toContain('128 calificaciones');
    expect(asked).toEqual([]);
  });

  it('without a summary in the page, invites to rate and fetches it once the app runs, then shows it', async () => {
    const asked = answerSummary(summary(SUMMARY));
    renderSummary();
    expect(screen.getByText(INVITATION)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Califica nuestro servicio' })).toHaveAttribute('href', '/calificacion');
    expect(await screen.findByText('4,6 de 5')).toBeVisible();
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
    expect(asked.map(({ path }) => path)).toEqual(['/api/calificaciones/resumen']);
  });

  it('keeps the invitation, with no error alert and no loading overlay, when the API is down or answers nonsense', async () => {
    // off the contract on purpose: no answer at all, a 500 (it lists none), a body that is no summary
    for (const answer of [
      () => HttpResponse.error(),
      () => HttpResponse.json({ message: 'Error interno.' }, { status: 500 }),
      () => HttpResponse.json({ promedio: 'mucho' }),
    ]) {
      const asked = answerSummary(({ response }) => response.untyped(answer()));
      const seen: number[] = [];
      const unsubscribe = uiStateStore.subscribe((state) => seen.push(state.pendingRequests));
      const { unmount } = renderSummary();
      await waitFor(() => expect(asked).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText(INVITATION)).toBeVisible();
      expect(uiStateStore.getState().alert).toBeNull();
      expect(seen.filter((pending) => pending > 0)).toEqual([]);
      unsubscribe();
      unmount();
      testApi.resetHandlers();
      forgetRatingSummary();
    }
  });

  it('with no ratings yet, invites to rate without asking the API again', () => {
    const asked = answerSummary(summary(SUMMARY));
    pageData({ [SUMMARY_DATA_KEY]: NO_RATINGS });
    renderSummary();
    expect(screen.getByText(INVITATION)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('ignores page data that is not its own (a remote page’s) and asks the API instead', async () => {
    const asked = answerSummary(summary(SUMMARY));
    pageData({ idSolicitudSoat: 'abc', solicitud: {} });
    renderSummary();
    expect(screen.getByText(INVITATION)).toBeVisible();
    expect(await screen.findByText('128 calificaciones')).toBeVisible();
    expect(asked.map(({ path }) => path)).toEqual(['/api/calificaciones/resumen']);
  });
});
