import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATING_MESSAGES } from '@soat/shared/rules/rating';
import { api, HttpResponse, recordRequests, testApi } from '@soat/shared/testing';
import { RATING_FIXTURES, TEST_API, usedCheck } from '../testing/render-page';
import RatingWidget from './rating-widget';

const TOKEN = 'token-de-prueba';

/** The widget's shadow root, as a container for Testing Library's queries. */
async function shadow(): Promise<HTMLElement> {
  const host = await waitFor(() => {
    const element = document.querySelector('[data-soat-calificacion]');
    if (!element?.shadowRoot) throw new Error('no shadow root yet');
    return element;
  });
  return host.shadowRoot as unknown as HTMLElement;
}

function renderWidget(props: Partial<Parameters<typeof RatingWidget>[0]> = {}) {
  return render(<RatingWidget token={TOKEN} apiBaseUrl={TEST_API} {...props} />);
}

const checking = () =>
  api.post('/api/calificaciones/consultas', ({ response }) => response(200).json(RATING_FIXTURES.pending));

describe('the rating widget', () => {
  it('renders inside its own shadow root with its own styles, none of them in the page', async () => {
    testApi.use(checking());
    renderWidget();
    const root = await shadow();
    expect(await within(root).findByRole('group', { name: '¿Cuántas estrellas le das al servicio?' })).toBeVisible();
    expect(root.querySelector('style')?.textContent).toContain('.sc-widget');
    expect(document.head.querySelector('style')?.textContent ?? '').not.toContain('.sc-widget');
    expect(screen.queryByRole('group')).toBeNull(); // the page's queries do not see into it
    expect(within(root).getByText('Referencia: POL-2026-000123')).toBeInTheDocument();
  });

  it('says which fields are missing, with the shared rule messages tied to their fields, and sends nothing', async () => {
    const sent = recordRequests();
    testApi.use(checking());
    const user = userEvent.setup();
    renderWidget();
    const root = await shadow();
    await user.click(await within(root).findByRole('button', { name: 'Enviar calificación' }));
    expect(within(root).getByRole('radio', { name: '1 estrella' })).toHaveAccessibleDescription(
      RATING_MESSAGES['stars.required'],
    );
    expect(within(root).getByRole('radio', { name: 'Sí' })).toHaveAccessibleDescription(
      RATING_MESSAGES['recommend.required'],
    );
    expect(within(root).getByText('Revisa los campos marcados.')).toBeInTheDocument();
    expect(sent.filter((request) => request.path === '/api/calificaciones')).toHaveLength(0);
  });

  it('counts the comment’s characters as they are typed, up to the limit', async () => {
    testApi.use(checking());
    const user = userEvent.setup();
    renderWidget();
    const root = await shadow();
    const comment = await within(root).findByRole('textbox', { name: 'Comentario (opcional)' });
    expect(comment).toHaveAttribute('maxlength', '500');
    expect(within(root).getByText('0 de 500')).toBeInTheDocument();
    await user.type(comment, 'Muy bien');
    expect(within(root).getByText('8 de 500')).toBeInTheDocument();
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('8 de 500'));
  });

  it('sends the rating, thanks the customer and tells the page', async () => {
    const sent = recordRequests();
    testApi.use(
      checking(),
      api.post('/api/calificaciones', ({ response }) => response(201).json(RATING_FIXTURES.sent)),
    );
    const onSubmitted = jest.fn();
    const user = userEvent.setup();
    renderWidget({ onSubmitted });
    const root = await shadow();
    // typed first: user-event follows the focus into a shadow root only from the page
    await user.type(await within(root).findByRole('textbox'), '  Rápido y claro  ');
    await user.click(within(root).getByRole('radio', { name: '4 estrellas' }));
    await user.click(within(root).getByRole('radio', { name: 'Sí' }));
    await user.click(within(root).getByRole('button', { name: 'Enviar calificación' }));
    expect(await within(root).findByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeInTheDocument();
    // recordRequests() keeps only the requests to the test API (the `apiBaseUrl` given)
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/calificaciones',
      body: { token: TOKEN, estrellas: 4, comentario: 'Rápido y claro', recomendaria: true },
    });
    expect(onSubmitted).toHaveBeenCalledWith(RATING_FIXTURES.sent);
    // the comment is text, never HTML
    expect(within(root).getByText('Rápido y <b>claro</b>')).toBeInTheDocument();
  });

  it('puts the API’s field errors on their fields', async () => {
    testApi.use(
      checking(),
      api.post('/api/calificaciones', ({ response }) =>
        response(400).json({
          message: 'Revisa los datos de la calificación.',
          errores: [{ campo: 'comentario', mensaje: 'El comentario no puede tener caracteres de control.' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWidget();
    const root = await shadow();
    await user.type(await within(root).findByRole('textbox'), 'Hola');
    await user.click(within(root).getByRole('radio', { name: '5 estrellas' }));
    await user.click(within(root).getByRole('radio', { name: 'No' }));
    await user.click(within(root).getByRole('button', { name: 'Enviar calificación' }));
    const comment = within(root).getByRole('textbox');
    await waitFor(() =>
      expect(comment).toHaveAccessibleDescription(
        expect.stringContaining('El comentario no puede tener caracteres de control.'),
      ),
    );
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveValue('Hola');
  });

  it('says clearly when the API cannot be reached, and keeps what was typed', async () => {
    testApi.use(
      checking(),
      // a network failure (fetch rejects), not an answer of the contract
      api.post('/api/calificaciones', ({ response }) => response.untyped(HttpResponse.error())),
    );
    const user = userEvent.setup();
    renderWidget();
    const root = await shadow();
    await user.type(await within(root).findByRole('textbox'), 'Se cayó');
    await user.click(within(root).getByRole('radio', { name: '3 estrellas' }));
    await user.click(within(root).getByRole('radio', { name: 'Sí' }));
    await user.click(within(root).getByRole('button', { name: 'Enviar calificación' }));
    expect(
      await within(root).findByText(/No pudimos conectarnos con el servicio de calificaciones/),
    ).toBeInTheDocument();
    expect(within(root).getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    expect(within(root).getByRole('textbox')).toHaveValue('Se cayó');
    expect(within(root).getByRole('radio', { name: 'Sí' })).toBeChecked();
  });

  it('shows what was sent when the link was already used', async () => {
    testApi.use(api.post('/api/calificaciones/consultas', ({ response }) => response(200).json(usedCheck())));
    renderWidget();
    const root = await shadow();
    expect(
      await within(root).findByRole('heading', { name: 'Ya calificaste el servicio con este enlace' }),
    ).toBeInTheDocument();
    expect(within(root).getByText('4 estrellas')).toBeInTheDocument();
    expect(within(root).queryByRole('button', { name: 'Enviar calificación' })).toBeNull();
  });

  it('says the link is not valid when the API refuses it, without leaving the page', async () => {
    testApi.use(
      api.post('/api/calificaciones/consultas', ({ response }) =>
        response(401).json({ message: 'El token de calificación no es válido.' }),
      ),
    );
    renderWidget({ lang: 'en' });
    const root = await shadow();
    expect(await within(root).findByRole('heading', { name: 'The rating link is not valid' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('reads the API address from the config.json beside its script when none is given', async () => {
    // every request, wherever it goes (recordRequests() keeps only those to the test API)
    const asked: string[] = [];
    testApi.events.on('request:start', ({ request }) => asked.push(request.url));
    testApi.use(
      // the runtime configuration beside the script (the page's address in tests): not an API operation;
      // it names the test API, which the widget is not given otherwise
      api.untyped.get('http://localhost:3000/config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API })),
      checking(),
    );
    render(<RatingWidget token={TOKEN} />);
    const root = await shadow();
    await within(root).findByRole('radio', { name: '1 estrella' });
    expect(asked).toEqual(['http://localhost:3000/config.json', `${TEST_API}api/calificaciones/consultas`]);
  });
});
