import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, createRuntimeConfig, HttpResponse, recordRequests, testApi } from '@soat/shared/testing';
import { RATING_FIXTURES, renderPage, setUpPage, usedCheck } from '../../testing/render-page';
import { PageDataProvider } from '@soat/shared/page-data';
import { SUMMARY_DATA, type RatingSummary } from './api/get-rating-summary';
import { RatingPage } from './rating-page';
import { RATING_CHECK_DATA } from './use-rating-check';

beforeAll(setUpPage);

const TOKEN = 'enlace-de-la-poliza';
const AT_TOKEN = `/calificacion?token=${TOKEN}`;

/** The API checks the link: what it rates, and whether it was already used. */
const checking = (check = RATING_FIXTURES.pending) =>
  api.post('/api/calificaciones/consultas', ({ response }) => response(200).json(check));

describe('the rating page with a link', () => {
  it('shows what is rated and who is asked, then the form', async () => {
    const sent = recordRequests();
    testApi.use(checking());
    renderPage(<RatingPage />, { at: AT_TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'Califica nuestro servicio' })).toBeInTheDocument();
    expect(screen.getByText('Consultando tu enlace de calificación…')).toBeInTheDocument();
    expect(await screen.findByText('Póliza: POL-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('Hola, Ana. Cuéntanos cómo te fue.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/calificaciones/consultas', body: { token: TOKEN } });
    expect(screen.getByRole('group', { name: '¿Cuántas estrellas le das al servicio?' })).toBeInTheDocument();
  });

  it('shows what the link rates at once when the page was rendered with its check on the server', async () => {
    testApi.use(checking());
    renderPage(
      <PageDataProvider data={{ [RATING_CHECK_DATA]: RATING_FIXTURES.pending }}>
        <RatingPage />
      </PageDataProvider>,
      { at: AT_TOKEN },
    );
    // in the first render, as the page arrived: no "checking" and no wait for the app's own request
    expect(screen.getByText('Póliza: POL-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('Hola, Ana. Cuéntanos cómo te fue.')).toBeInTheDocument();
    expect(screen.queryByText('Consultando tu enlace de calificación…')).toBeNull();
  });

  it('keeps showing what the server rendered when asking the API again fails', async () => {
    const sent = recordRequests();
    testApi.use(
      // a 503 is not among the contract's answers: the service is down
      api.post('/api/calificaciones/consultas', ({ response }) =>
        response.untyped(HttpResponse.json({ message: 'No disponible.' }, { status: 503 })),
      ),
    );
    renderPage(
      <PageDataProvider data={{ [RATING_CHECK_DATA]: RATING_FIXTURES.pending }}>
        <RatingPage />
      </PageDataProvider>,
      { at: AT_TOKEN },
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Póliza: POL-2026-000123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('says a used link was rated, and shows what was sent, at once when rendered on the server', () => {
    testApi.use(checking(usedCheck()));
    renderPage(
      <PageDataProvider data={{ [RATING_CHECK_DATA]: usedCheck() }}>
        <RatingPage />
      </PageDataProvider>,
      { at: AT_TOKEN },
    );
    expect(screen.getByRole('heading', { name: 'Ya calificaste el servicio con este enlace' })).toBeInTheDocument();
  });

  it('says at once that the link could not be checked when the server could not reach the API, then asks again', async () => {
    testApi.use(checking());
    renderPage(
      <PageDataProvider data={{ [RATING_CHECK_DATA]: null }}>
        <RatingPage />
      </PageDataProvider>,
      { at: AT_TOKEN },
    );
    expect(screen.getByText(/^No pudimos conectarnos con el servicio de calificaciones\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(await screen.findByText('Póliza: POL-2026-000123')).toBeInTheDocument();
  });

  it('moves the chosen star with the arrow keys', async () => {
    testApi.use(checking());
    const user = userEvent.setup();
    renderPage(<RatingPage />, { at: AT_TOKEN });
    const stars = screen.getByRole('group', { name: '¿Cuántas estrellas le das al servicio?' });
    await user.click(within(stars).getByRole('radio', { name: '2 estrellas' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    expect(within(stars).getByRole('radio', { name: '4 estrellas' })).toHaveFocus();
    // (the stars drawn from the radios' state, by shape: e2e/tests/before-the-app-forms.spec.ts, in a real browser)
    await user.keyboard('{ArrowLeft}');
    expect(within(stars).getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    expect(
      within(stars)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('sends the rating and thanks the customer, showing what was sent', async () => {
    const sent = recordRequests();
    testApi.use(
      checking(),
      api.post('/api/calificaciones', ({ response }) => response(201).json(RATING_FIXTURES.sent)),
    );
    const user = userEvent.setup();
    renderPage(<RatingPage />, { at: AT_TOKEN });
    await screen.findByText('Póliza: POL-2026-000123');
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await user.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), 'Rápido y claro');
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    const thanks = await screen.findByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' });
    expect(thanks).toHaveFocus();
    expect(sent.at(-1)).toMatchObject({
      path: '/api/calificaciones',
      body: { token: TOKEN, estrellas: 4, comentario: 'Rápido y claro', recomendaria: true },
    });
    expect(screen.getByText('4 estrellas')).toBeInTheDocument();
  });

  it('says a used link was already rated and shows what was sent', async () => {
    testApi.use(checking(usedCheck()));
    renderPage(<RatingPage />, { at: AT_TOKEN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ya calificaste el servicio con este enlace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rápido y <b>claro</b>')).toBeInTheDocument();
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar calificación' })).toBeNull();
  });

  it('says so when the API cannot be reached, and asks again on demand', async () => {
    let reachable = false;
    testApi.use(
      api.post('/api/calificaciones/consultas', ({ response }) =>
        // a network failure (fetch rejects) until the API is reachable: not an answer of the contract
        reachable ? response(200).json(RATING_FIXTURES.pending) : response.untyped(HttpResponse.error()),
      ),
    );
    const user = userEvent.setup();
    renderPage(<RatingPage />, { at: AT_TOKEN });
    expect(await screen.findAllByText(/No pudimos conectarnos con el servicio de calificaciones/)).not.toHaveLength(0);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Póliza: POL-2026-000123')).toBeInTheDocument();
  });
});

describe('the rating page after a refused link', () => {
  it('explains the link is not valid, used or expired, how to get a new one and how to reach us', async () => {
    testApi.use(
      // the portal's runtime configuration (the page's own /config.json): not an API operation
      api.untyped.get('/config.json', () => HttpResponse.json(createRuntimeConfig())),
    );
    renderPage(<RatingPage />, { at: '/calificacion?invalid=true' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Este enlace de calificación no es válido' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no es válido, ya se usó o venció/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Cómo consigo un enlace nuevo?' })).toBeInTheDocument();
    const whatsapp = await screen.findByRole('link', { name: 'Escríbenos por WhatsApp al +573001234567' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/);
    expect(screen.getByRole('link', { name: 'Ver la calificación del portal' })).toHaveAttribute(
      'href',
      '/calificacion',
    );
  });
});

const SUMMARY: RatingSummary = {
  promedio: 4.3,
  total: 10,
  recomiendan: 90,
  distribucion: [
    { estrellas: 5, cantidad: 6 },
    { estrellas: 4, cantidad: 2 },
    { estrellas: 3, cantidad: 1 },
    { estrellas: 2, cantidad: 0 },
    { estrellas: 1, cantidad: 1 },
  ],
};

describe('the rating page without a link', () => {
  it('shows the public summary with the distribution as text, and how to get a link', async () => {
    testApi.use(api.get('/api/calificaciones/resumen', ({ response }) => response(200).json(SUMMARY)));
    renderPage(<RatingPage />, { at: '/calificacion' });
    expect(screen.getByText('Cargando la calificación del servicio…')).toBeInTheDocument();
    expect(await screen.findByText('4,3 de 5 estrellas')).toBeInTheDocument();
    expect(screen.getByText('10 calificaciones')).toBeInTheDocument();
    expect(screen.getByText('El 90% nos recomendaría')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Calificaciones por número de estrellas' });
    const row = within(table).getByRole('row', { name: /5 estrellas/ });
    expect(within(row).getByText('6 (60%)')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '1 estrella' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compra tu SOAT' })).toHaveAttribute('href', '/cotizar-soat/comprar-soat');
  });

  it('shows the summary it was rendered with on the server at once, then asks for it afresh', async () => {
    const sent = recordRequests();
    testApi.use(
      api.get('/api/calificaciones/resumen', ({ response }) => response(200).json({ ...SUMMARY, total: 1234 })),
    );
    renderPage(
      <PageDataProvider data={{ [SUMMARY_DATA]: SUMMARY }}>
        <RatingPage />
      </PageDataProvider>,
      { at: '/calificacion' },
    );
    expect(screen.getByText('10 calificaciones')).toBeInTheDocument();
    expect(screen.queryByText('Cargando la calificación del servicio…')).toBeNull();
    // figures written the Colombian way
    expect(await screen.findByText('1.234 calificaciones')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says there are no ratings yet', async () => {
    testApi.use(
      api.get('/api/calificaciones/resumen', ({ response }) =>
        response(200).json({ promedio: null, total: 0, recomiendan: null, distribucion: [] }),
      ),
    );
    renderPage(<RatingPage />, { at: '/calificacion' });
    expect(await screen.findByText('Aún no hay calificaciones. ¡La tuya puede ser la primera!')).toBeInTheDocument();
  });
});

it('names the page in the document title', async () => {
  testApi.use(
    // a 503 is not among the contract's answers: the service is down
    api.get('/api/calificaciones/resumen', ({ response }) =>
      response.untyped(HttpResponse.json({ message: 'No disponible.' }, { status: 503 })),
    ),
  );
  renderPage(<RatingPage />, { at: '/calificacion' });
  await waitFor(() => expect(document.title).toBe('Califica nuestro servicio · Portal SOAT'));
  expect(await screen.findByText(/No pudimos cargar la calificación del servicio/)).toBeInTheDocument();
});
