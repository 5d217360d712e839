import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATING_MESSAGES } from '@soat/shared/rules/rating';
import { json, mockApi, RATING_FIXTURES, TEST_API, usedCheck } from '../testing/render-page';
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

const checking = { 'POST /api/calificaciones/consultas': () => json(200, RATING_FIXTURES.pending) };

describe('the rating widget', () => {
  it('renders inside its own shadow root with its own styles, none of them in the page', async () => {
    mockApi(checking);
    renderWidget();
    const root = await shadow();
    expect(await within(root).findByRole('group', { name: '¿Cuántas estrellas le das al servicio?' })).toBeVisible();
    expect(root.querySelector('style')?.textContent).toContain('.sc-widget');
    expect(document.head.querySelector('style')?.textContent ?? '').not.toContain('.sc-widget');
    expect(screen.queryByRole('group')).toBeNull(); // the page's queries do not see into it
    expect(within(root).getByText('Referencia: POL-2026-000123')).toBeInTheDocument();
  });

  it('says which fields are missing, with the shared rule messages tied to their fields, and sends nothing', async () => {
    const sent = mockApi(checking);
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
    mockApi(checking);
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
    const sent = mockApi({ ...checking, 'POST /api/calificaciones': () => json(201, RATING_FIXTURES.sent) });
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
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      url: `${TEST_API}api/calificaciones`,
      body: { token: TOKEN, estrellas: 4, comentario: 'Rápido y claro', recomendaria: true },
    });
    expect(onSubmitted).toHaveBeenCalledWith(RATING_FIXTURES.sent);
    // the comment is text, never HTML
    expect(within(root).getByText('Rápido y <b>claro</b>')).toBeInTheDocument();
  });

  it('puts the API’s field errors on their fields', async () => {
    mockApi({
      ...checking,
      'POST /api/calificaciones': () =>
        json(400, {
          message: 'Revisa los datos de la calificación.',
          errores: [{ campo: 'comentario', mensaje: 'El comentario no puede tener caracteres de control.' }],
        }),
    });
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
    mockApi({
      ...checking,
      'POST /api/calificaciones': () => {
        throw new TypeError('Failed to fetch');
      },
    });
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
    mockApi({ 'POST /api/calificaciones/consultas': () => json(200, usedCheck()) });
    renderWidget();
    const root = await shadow();
    expect(
      await within(root).findByRole('heading', { name: 'Ya calificaste el servicio con este enlace' }),
    ).toBeInTheDocument();
    expect(within(root).getByText('4 estrellas')).toBeInTheDocument();
    expect(within(root).queryByRole('button', { name: 'Enviar calificación' })).toBeNull();
  });

  it('says the link is not valid when the API refuses it, without leaving the page', async () => {
    mockApi({
      'POST /api/calificaciones/consultas': () => json(401, { message: 'El token de calificación no es válido.' }),
    });
    renderWidget({ lang: 'en' });
    const root = await shadow();
    expect(await within(root).findByRole('heading', { name: 'The rating link is not valid' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('reads the API address from the config.json beside its script when none is given', async () => {
    const sent = mockApi({
      'GET /config.json': () => json(200, { apiBaseUrl: 'http://otra-api.test/' }),
      'POST /api/calificaciones/consultas': () => json(200, RATING_FIXTURES.pending),
    });
    render(<RatingWidget token={TOKEN} />);
    const root = await shadow();
    await within(root).findByRole('radio', { name: '1 estrella' });
    expect(sent.map((request) => request.url)).toEqual([
      'http://localhost:3000/config.json',
      'http://otra-api.test/api/calificaciones/consultas',
    ]);
  });
});
