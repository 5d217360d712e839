import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '@soat/shared/format';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { api, HttpResponse, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, TEST_API } from '../../testing/render-page';
import { MyPoliciesPage } from './my-policies-page';
import { answer, END, policy, prepareMyPoliciesTests, signIn, START } from './my-policies-test-data';

// Signing in, the list of policies and their renewal, an empty list and a failed load. Everything a policy
// holds (its data on demand, its electronic invoice) is tested in my-policies-page-policy-details.test.tsx, the
// purchase requests without an issued policy in my-policies-page-requests.test.tsx, and the claim of purchases
// made without the account (the emailed link) in claim-purchases.test.tsx.

prepareMyPoliciesTests();

describe('the "mis pólizas" page', () => {
  it('asks a visitor who is not signed in to sign in and come back, without asking the API', () => {
    const sent = recordRequests();
    answer({ polizas: [], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis pólizas' })).toBeVisible();
    expect(screen.getByText(/^Inicia sesión para ver las pólizas que compraste/)).toBeVisible();
    const signInLink = screen.getByRole('link', { name: 'Iniciar sesión' });
    const target = new URL(signInLink.getAttribute('href')!, 'http://portal.test');
    expect(target.pathname).toBe('/iniciar-sesion');
    expect(target.searchParams.get('redirectTo')).toBe('/soat/mis-polizas');
    expect(sent).toEqual([]);
  });

  it("asks for the customer's purchases with the session's token", async () => {
    const token = signIn();
    const sent = recordRequests();
    answer({ polizas: [policy()], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    expect(await screen.findByRole('heading', { level: 3, name: 'ABC123 · Automóvil' })).toBeVisible();
    expect(sent.map(({ method, path, headers }) => `${method} ${path} ${headers.get('Authorization')}`)).toEqual([
      `GET /soat/api/v1/mis-polizas Bearer ${token}`,
    ]);
  });

  it('lists each policy with its status and dates, its PDF certificate and a renewal for the plate', async () => {
    signIn();
    answer({
      polizas: [
        policy(),
        policy({
          numeroPoliza: 'SOAT-2025-00000003',
          idSolicitudSoat: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          estado: 'vencida',
          fechaExpedicion: '2025-02-01',
          inicioVigencia: '2025-02-10',
          finVigencia: '2026-02-09',
        }),
      ],
      solicitudes: [],
    });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [current, expired] = cards as [HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('SOAT-2026-00000007');
    expect(current).toHaveTextContent('Vigente');
    expect(current).toHaveTextContent(`Del ${formatLongDate(START)} al ${formatLongDate(END)}`);
    expect(current.textContent!.replace(/\s/g, ' ')).toContain('$ 447.300');
    expect(expired).toHaveTextContent('Vencida');

    const pdf = within(current).getByRole('link', {
      name: 'Descargar certificado (PDF) de la póliza SOAT-2026-00000007',
    });
    expect(pdf).toHaveAttribute(
      'href',
      `${TEST_API}soat/api/v1/solicitudes/0b6f2c1e-7d1a-4f7e-9b2a-1c3d4e5f6a7b/certificado`,
    );
    expect(pdf).toHaveAttribute('download', 'SOAT-2026-00000007.pdf');
    expect(within(expired).getByRole('link', { name: /^Descargar certificado/ })).toHaveAttribute(
      'href',
      `${TEST_API}soat/api/v1/solicitudes/9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/certificado`,
    );

    // one renewal per plate, on its latest policy
    const renewals = screen.getAllByRole('link', { name: /^Renovar/ });
    expect(renewals).toHaveLength(1);
    expect(within(current).getByRole('link', { name: 'Renovar el SOAT de la placa ABC123' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?placa=ABC123',
    );
  });

  it('offers "Renovar" only from 30 days before the end, and for a plate whose latest policy ended', async () => {
    signIn();
    answer({
      polizas: [
        policy({ placa: 'LEJ123', finVigencia: addDays(todayInColombia(), 31), numeroPoliza: 'SOAT-2026-00000011' }),
        policy({ placa: 'CER123', finVigencia: addDays(todayInColombia(), 30), numeroPoliza: 'SOAT-2026-00000012' }),
        policy({
          placa: 'VEN123',
          estado: 'vencida',
          finVigencia: addDays(todayInColombia(), -3),
          numeroPoliza: 'SOAT-2025-00000013',
        }),
      ],
      solicitudes: [],
    });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('link', { name: /^Renovar/ }).map((link) => link.textContent)).toEqual([
      'Renovar el SOAT de la placa CER123',
      'Renovar el SOAT de la placa VEN123',
    ]);
  });

  it('starts the purchase for the same plate when the customer renews', async () => {
    signIn();
    answer({ polizas: [policy()], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Renovar el SOAT de la placa ABC123' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cotizar-soat/comprar-soat?placa=ABC123');
  });

  it('says so when nothing was bought with the account yet', async () => {
    signIn();
    answer({ polizas: [], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    expect(await screen.findByText('Aún no has comprado un SOAT con tu cuenta.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cotiza tu SOAT' })).toHaveAttribute('href', '/cotizar-soat/comprar-soat');
    // no list headings: only the claim of purchases made without the account
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '¿Compraste sin iniciar sesión?',
    ]);
  });

  it('offers to try again when the purchases cannot be loaded', async () => {
    signIn();
    let calls = 0;
    testApi.use(
      api.get('/soat/api/v1/mis-polizas', ({ response }) => {
        calls += 1;
        return calls === 1
          ? // a refusal the client does not retry by itself (it retries 5xx answers); outside the contract,
            // which gives this operation no 403: the page must cope with any failure
            response.untyped(HttpResponse.json({ message: 'No pudimos atender la solicitud.' }, { status: 403 }))
          : response(200).json({ polizas: [policy()], solicitudes: [] });
      }),
    );
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'ABC123 · Automóvil' })).toBeVisible();
    expect(calls).toBe(2);
  });
});
