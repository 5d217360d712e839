import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { createToken, HttpResponse, testApi } from '@soat/shared/testing';
import { LINK_WAIT_MS } from './loader';
import { askedUrls, preloads, runLoader, serve, settle, prepareLoaderTestPages } from './loader-test-page';

prepareLoaderTestPages();

describe('the loader, on an emailed link a signed-in visitor opens', () => {
  const CONFIRM = 'http://api.test/soat/api/v1/mis-polizas/reclamos/confirmar';
  const TAKEN = 'Agregamos 1 póliza a tus pólizas.';
  /** The claims the API was sent: their Authorization header and body. */
  let claims: { authorization: string | null; body: unknown }[] = [];

  function answerClaims(status: number, body: object) {
    claims = [];
    serve({ '/config.json': { apiBaseUrl: 'http://api.test', remotes: {} } });
    testApi.use(
      http.post(CONFIRM, async ({ request }) => {
        claims.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json(body, { status });
      }),
    );
  }

  beforeEach(() => {
    document.body.innerHTML = '<div id="splash" aria-hidden="true"><img src="/assets/logo.svg" alt="" /></div>';
  });

  const splashStatus = () => document.querySelector('#splash [role=status]');
  /** What the loader left for the app (read afresh: the loader sets it behind the type checker's back). */
  const linkAnswer = () => window.__soatLinkAnswer;

  /** A signed-in visitor on the claim link, its claim answered as taken; their session. */
  function openClaimLinkSignedIn() {
    const session = createToken();
    window.localStorage.setItem('accessToken', session);
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    answerClaims(200, { message: TAKEN, polizasAgregadas: 1 });
    return session;
  }

  /** The loader's answer is the API's, one claim went with the session, and the splash says the API's word. */
  async function expectClaimTaken(session: string) {
    await expect(linkAnswer()?.answer).resolves.toEqual({
      status: 200,
      body: { message: TAKEN, polizasAgregadas: 1 },
    });
    await settle();
    expect(claims).toEqual([{ authorization: `Bearer ${session}`, body: { token: 'token-del-correo' } }]);
    expect(splashStatus()).toHaveTextContent(TAKEN);
  }

  it("sends the token at once with the session, shows the API's word on the splash, and leaves the answer for the app", async () => {
    const session = openClaimLinkSignedIn();
    const entries = runLoader();
    expect(linkAnswer()?.token).toBe('token-del-correo');
    // the app's entry is fetched meanwhile, and runs once the answer is on screen
    expect(preloads()).toContain('script http://localhost:3000/main.js');
    expect(entries()).toEqual([]);
    await expectClaimTaken(session);
    // the splash, hidden from assistive technology while it only shows the logo, is read once it speaks
    expect(document.getElementById('splash')).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement.dataset.boot).toBe('app');
    await waitFor(() => expect(entries()).toEqual(['/main.js']));
  });

  it('sends the token to the API the page was rendered with, without waiting for /config.json', async () => {
    const session = openClaimLinkSignedIn();
    // /config.json never comes back: only the document says where the API is
    testApi.use(http.get('/config.json', () => new Promise<Response>(() => undefined)));
    document.head.innerHTML = `<script type="application/json" id="configuracion-prerenderizada">${JSON.stringify({
      apiBaseUrl: 'http://api.test/',
      whatsapp: null,
      demo: { enabled: false },
    })}</script>`;
    runLoader();
    await expectClaimTaken(session);
    // asked beside the configuration, not after it
    expect(askedUrls().filter((url) => url.endsWith('/config.json') || url === CONFIRM)).toEqual([
      'http://localhost:3000/config.json',
      CONFIRM,
    ]);
  });

  it('starts the app without the answer of an API that takes too long', () => {
    window.localStorage.setItem('accessToken', createToken());
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    serve({ '/config.json': { apiBaseUrl: 'http://api.test', remotes: {} } });
    testApi.use(http.post(CONFIRM, () => new Promise<Response>(() => undefined)));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const entries = runLoader();
    jest.advanceTimersByTime(LINK_WAIT_MS - 1);
    expect(entries()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(entries()).toEqual(['/main.js']);
  });

  it('says why a link is no longer good, and keeps quiet about a session the API refuses (the app says it)', async () => {
    window.localStorage.setItem('accessToken', createToken());
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-usado');
    answerClaims(404, { message: 'Este enlace no es válido, ya se usó o venció.' });
    runLoader();
    await linkAnswer()?.answer;
    await settle();
    expect(splashStatus()).toHaveTextContent('Este enlace no es válido, ya se usó o venció.');

    document.body.innerHTML = '<div id="splash" aria-hidden="true"></div>';
    delete window.__soatLinkAnswer;
    answerClaims(401, { message: 'Tu sesión no es válida.' });
    runLoader();
    await linkAnswer()?.answer;
    await settle();
    expect(claims).toHaveLength(1);
    expect(splashStatus()).toBeNull();
  });

  it('sends nothing without an unexpired session, or from a page that is not the link', async () => {
    answerClaims(200, { message: TAKEN, polizasAgregadas: 1 });
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    window.localStorage.setItem('accessToken', createToken({ expiresIn: -60 }));
    runLoader();
    window.localStorage.setItem('accessToken', 'no-es-un-token');
    runLoader();
    window.localStorage.setItem('accessToken', createToken());
    window.history.replaceState(null, '', '/soat/consulta?reclamar=token-del-correo');
    runLoader();
    window.history.replaceState(null, '', '/soat/mis-polizas');
    runLoader();
    await settle();
    await settle();
    expect(linkAnswer()).toBeUndefined();
    expect(claims).toEqual([]);
  });
});
