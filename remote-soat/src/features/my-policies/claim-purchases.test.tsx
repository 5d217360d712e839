import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, tokenStorage } from '@soat/shared/session';
import { uiStateStore } from '@soat/shared/ui-state';
import { api, createToken, HttpResponse, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage } from '../../testing/render-page';
import { MyPoliciesPage, startClaimFromAddress } from './my-policies-page';
import { answer, claimingApi, prepareMyPoliciesTests, signIn } from './my-policies-test-data';

prepareMyPoliciesTests();

describe('the claim of purchases made without the account, on the "mis pólizas" page', () => {
  it('asks for the link that adds purchases made without the account, and says where it went', async () => {
    signIn();
    answer({ polizas: [], solicitudes: [] });
    const sent = recordRequests();
    const message =
      'Si hay compras sin cuenta de esa placa con ese documento, enviamos un enlace al correo del tomador que se dio en ellas. Ábrelo con esta sesión iniciada para agregarlas a tus pólizas.';
    testApi.use(api.post('/soat/api/v1/mis-polizas/reclamos', ({ response }) => response(202).json({ message })));
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '¿Compraste sin iniciar sesión?' });
    await user.type(within(form).getByLabelText(/^Placa/), 'abc123');
    await user.type(within(form).getByLabelText(/^Número de documento/), '79.123.456');
    await user.click(within(form).getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(sent.filter(({ path }) => path.endsWith('/reclamos')).map(({ body }) => body)).toEqual([
      { placa: 'ABC123', tipoDocumento: 'CC', numeroDocumento: '79123456' },
    ]);
  });

  it('uses the emailed link once the page runs with the session: the purchases join the list, and the token leaves the address', async () => {
    signIn();
    claimingApi();
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-del-correo' });
    expect(await screen.findByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
    expect(await screen.findByText('SOAT-2026-00000007')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/soat\/mis-polizas$/);
  });

  it("shows a claim sent as the page's code arrived in the first render, sent once, with its purchases in the list", async () => {
    signIn();
    const sent = recordRequests();
    const claim = claimingApi();
    const confirmations = () => sent.filter(({ path }) => path.endsWith('/reclamos/confirmar'));
    // the address the browser opened, as the routes find it when they preload the page
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-temprano');
    await startClaimFromAddress();
    expect(claim.claimed).toBe(true);

    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-temprano' });
    // at once, the answer having come before the page rendered
    expect(screen.getByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
    expect(await screen.findByText('SOAT-2026-00000007')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/soat\/mis-polizas$/);
    expect(confirmations().map(({ body }) => body)).toEqual([{ token: 'token-temprano' }]);
    // the list was asked for once, after the claim: no second round for it
    expect(sent.filter(({ path }) => path === '/soat/api/v1/mis-polizas')).toHaveLength(1);
  });

  it('sends no claim before the page runs without a stored session, or from another page', async () => {
    const sent = recordRequests();
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-sin-sesion');
    await startClaimFromAddress();
    signIn();
    window.history.replaceState(null, '', '/soat/consulta?reclamar=token-otra-pagina');
    await startClaimFromAddress();
    expect(sent.filter(({ path }) => path.endsWith('/reclamos/confirmar'))).toEqual([]);
  });

  it('sends a claim before the page runs beside the session check, and leaves a refused session to the check', async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/mis-polizas/reclamos/confirmar', async ({ request, response }) =>
        (await request.json()).token === 'token-sesion-vencida'
          ? response(401).json({ message: 'Tu sesión no es válida.' })
          : response(200).json({ message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 }),
      ),
    );
    const confirmations = () => sent.filter(({ path }) => path.endsWith('/reclamos/confirmar')).map(({ body }) => body);
    // a stored session the check has not answered for yet: the claim goes at once, not after the check
    const stored = createToken();
    sessionStore.setState({ status: 'unknown', user: null });
    tokenStorage.write(stored);
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-temprano');
    await startClaimFromAddress();
    await waitFor(() => expect(confirmations()).toEqual([{ token: 'token-temprano' }]));

    // the API no longer accepts the session: no sign-out and reload, no error alert from this request
    // (the session check says it gently), and the attempt is forgotten for the page to send again
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-sesion-vencida');
    await startClaimFromAddress();
    await waitFor(() =>
      expect(confirmations()).toEqual([{ token: 'token-temprano' }, { token: 'token-sesion-vencida' }]),
    );
    expect(sessionStore.getState().status).toBe('unknown');
    expect(tokenStorage.read()).toBe(stored);
    expect(uiStateStore.getState().alert).toBeNull();
    await startClaimFromAddress();
    expect(confirmations()).toHaveLength(3);
  });

  it('sends the link again from the page when the claim sent before it failed', async () => {
    signIn();
    let answers = 0;
    const sent = recordRequests();
    testApi.use(
      api.get('/soat/api/v1/mis-polizas', ({ response }) => response(200).json({ polizas: [], solicitudes: [] })),
      api.post('/soat/api/v1/mis-polizas/reclamos/confirmar', ({ response }) => {
        answers += 1;
        return answers === 1
          ? HttpResponse.error()
          : response(200).json({ message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 });
      }),
    );
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-reintentado');
    await startClaimFromAddress();
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-reintentado' });
    expect(await screen.findByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
    expect(sent.filter(({ path }) => path.endsWith('/reclamos/confirmar'))).toHaveLength(2);
  });

  it("takes over the answer the page's loader got for the link, never sending the single-use token again", async () => {
    signIn();
    const sent = recordRequests();
    const claim = claimingApi();
    // the loader sent the token as the page arrived, and the API took it
    claim.claimed = true;
    window.__soatLinkAnswer = {
      token: 'token-del-cargador',
      answer: Promise.resolve({
        status: 200,
        body: { message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 },
      }),
    };
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-cargador');
    await startClaimFromAddress();
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-del-cargador' });
    expect(screen.getByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
    expect(await screen.findByText('SOAT-2026-00000007')).toBeVisible();
    expect(sent.filter(({ path }) => path.endsWith('/reclamos/confirmar'))).toEqual([]);
    expect(window.__soatLinkAnswer).toBeUndefined();
  });

  it("says why a link the loader sent is no longer good, and sends the token itself when the loader's request took nothing", async () => {
    signIn();
    const sent = recordRequests();
    const refused = 'Este enlace no es válido, ya se usó o venció, o es de otra cuenta.';
    window.__soatLinkAnswer = {
      token: 'token-usado',
      answer: Promise.resolve({ status: 404, body: { message: refused } }),
    };
    testApi.use(
      api.get('/soat/api/v1/mis-polizas', ({ response }) => response(200).json({ polizas: [], solicitudes: [] })),
      api.post('/soat/api/v1/mis-polizas/reclamos/confirmar', async ({ request, response }) =>
        (await request.json()).token === 'token-usado'
          ? response(404).json({ message: refused })
          : response(200).json({ message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 }),
      ),
    );
    const view = renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-usado' });
    expect(await screen.findByText(refused)).toBeVisible();
    const confirmations = () =>
      sent.filter(({ path }) => path.endsWith('/reclamos/confirmar')).map(({ body }) => body as { token: string });
    expect(confirmations()).toEqual([]);
    view.unmount();

    // the API was down when the loader sent it: the token was not taken, so the page sends it
    window.__soatLinkAnswer = { token: 'token-no-llego', answer: Promise.reject(new TypeError('Failed to fetch')) };
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-no-llego' });
    expect(await screen.findByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
    expect(confirmations()).toEqual([{ token: 'token-no-llego' }]);
  });

  it('keeps the emailed link through signing in', () => {
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas?reclamar=token-del-correo' });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/iniciar-sesion?${new URLSearchParams({ redirectTo: '/soat/mis-polizas?reclamar=token-del-correo' })}`,
    );
  });
});
