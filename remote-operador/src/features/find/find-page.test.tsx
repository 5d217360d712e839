import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@soat/shared/router';
import { recordRequests, testApi } from '@soat/shared/testing';
import { OPERATOR_TOKEN_KEY } from '../../lib/operator-session';
import { json, signInOperator } from '../../testing/operator-api';
import { FOUND, PURCHASE_ID, purchasesApi } from '../../testing/purchases-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { FIND_PATH } from '../../lib/purchase-paths';
import { FindPage } from './find-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const location = () => screen.getByTestId('location');

async function searchFor(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: /Placa, documento, póliza, solicitud o correo/ }), text);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  return user;
}

describe('Find (/operador/buscar)', () => {
  it('searches with the operator’s token and lists the purchases masked, each with a link to its timeline', async () => {
    const token = signInOperator();
    const sent = recordRequests();
    const queries: (string | null)[] = [];
    testApi.use(
      purchasesApi.search((request) => {
        queries.push(new URL(request.url).searchParams.get('q'));
        return json({ compras: [FOUND] });
      }),
    );
    renderPage(<FindPage />, { at: FIND_PATH });
    await searchFor(' abc123 ');
    const card = await screen.findByRole('article', { name: 'Placa ABC123 · emitida' });
    expect(within(card).getByText('Póliza SOAT-2026-00000042')).toBeVisible();
    expect(within(card).getByText('Tomador: Ana María Gómez Pérez · CC 10******50')).toBeVisible();
    expect(within(card).getByText('Correo a***@example.com · celular 300****567')).toBeVisible();
    expect(within(card).getByRole('link', { name: /Ver la historia/ })).toHaveAttribute(
      'href',
      `${PATHS.operador}/compras/${PURCHASE_ID}`,
    );
    expect(screen.getByText('Encontramos 1 compra.')).toBeVisible();
    expect(queries).toEqual(['abc123']);
    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('says so when nothing matches, and refuses a search under 3 characters without calling the API', async () => {
    signInOperator();
    const sent = recordRequests();
    testApi.use(purchasesApi.search(() => json({ compras: [] })));
    renderPage(<FindPage />, { at: FIND_PATH });
    const user = await searchFor('ab');
    expect(await screen.findByText('Escribe al menos 3 caracteres.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(screen.getByRole('searchbox'), 'c');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No encontramos compras con «abc».')).toBeVisible();
  });

  it('asks for a reason in a dialog before showing the full data, and sends it', async () => {
    signInOperator();
    const reasons: unknown[] = [];
    testApi.use(
      purchasesApi.search(() => json({ compras: [FOUND] })),
      purchasesApi.fullData(async (request) => {
        reasons.push(await request.json());
        return json({
          idSolicitudSoat: PURCHASE_ID,
          tomador: {
            ...FOUND.tomador,
            numeroDocumento: '1020304050',
            correoElectronico: 'ana.gomez@example.com',
            celular: '3001234567',
            direccion: 'Calle 10 # 5-20',
            ciudad: 'Bogotá',
          },
        });
      }),
    );
    renderPage(<FindPage />, { at: FIND_PATH });
    const user = await searchFor('ABC123');
    await user.click(await screen.findByRole('button', { name: 'Ver datos completos' }));
    const dialog = screen.getByRole('dialog', { name: 'Ver los datos completos del tomador' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveFocus();
    await user.type(reason, 'corto');
    await user.click(within(dialog).getByRole('button', { name: 'Ver datos' }));
    await waitFor(() => expect(reason).toHaveAccessibleErrorMessage(/De 10 a 500 caracteres/));
    expect(reason).toBeInvalid();
    expect(reasons).toHaveLength(0);

    await user.type(reason, ': el cliente llamó');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1020304050')).toBeVisible();
    expect(screen.getByText('ana.gomez@example.com')).toBeVisible();
    expect(screen.getByText('Calle 10 # 5-20')).toBeVisible();
    expect(reasons).toEqual([{ motivo: 'corto: el cliente llamó' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the dialog with Escape, focus back on its button', async () => {
    signInOperator();
    testApi.use(purchasesApi.search(() => json({ compras: [FOUND] })));
    renderPage(<FindPage />, { at: FIND_PATH });
    const user = await searchFor('ABC123');
    await user.click(await screen.findByRole('button', { name: 'Ver datos completos' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver datos completos' })).toHaveFocus();
  });

  it('goes back to the sign-in when the API refuses the session (401)', async () => {
    signInOperator();
    testApi.use(purchasesApi.search(() => json({ message: 'Sesión no válida.' }, 401)));
    renderPage(<FindPage />, { at: FIND_PATH });
    await searchFor('ABC123');
    await waitFor(() => expect(location()).toHaveTextContent(PATHS.operadorIngresar));
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });
});
