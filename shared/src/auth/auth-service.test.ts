import { configureHttp } from '@soat/shared/http';
import { i18n } from '@soat/shared/i18n';
import es from '../i18n/locales/es.json';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { api, HttpResponse, recordRequests, TEST_API, testApi, type SentRequest } from '../testing/test-api';
import { createToken } from '../testing/tokens';
import { checkAuthentication, signIn, signOut } from './auth-service';
import { browser } from '../lib/browser';
import { resetUiStateStore, uiStateStore } from '../ui-state/ui-state-store';

const signInAnswer = (accessToken = createToken()) => ({
  accessToken,
  user: 'ana@example.com',
  nombreCompleto: 'Ana Pérez',
});

let sent: SentRequest[];

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: { es: { shared: es } } });
});
let reload: jest.SpyInstance;

beforeEach(() => {
  configureHttp({ baseUrl: TEST_API });
  sent = recordRequests();
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  resetSessionStore();
  resetUiStateStore();
});

/** The API's sign-in answers `answer` (a new token by default). */
const answerSignIn = (answer = signInAnswer()) =>
  testApi.use(api.post('/seguridad/api/v1/auth/inicio-sesion', ({ response }) => response(200).json(answer)));

describe('signIn', () => {
  it('stores the token and marks the session authenticated', async () => {
    const token = createToken();
    answerSignIn(signInAnswer(token));
    await signIn({ usuario: 'ana@example.com', clave: 'una clave larga' });
    expect(sent.map(({ path }) => path)).toEqual(['/seguridad/api/v1/auth/inicio-sesion']);
    expect(window.localStorage.getItem('accessToken')).toBe(token);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('maps the session user: id and email are the login name, name is nombreCompleto', async () => {
    answerSignIn();
    const user = await signIn({ usuario: 'ana@example.com', clave: 'x' });
    expect(user).toEqual({ id: 'ana@example.com', email: 'ana@example.com', name: 'Ana Pérez' });
  });

  it('fails with "User is already logged in." while authenticated', async () => {
    answerSignIn();
    await signIn({ usuario: 'ana@example.com', clave: 'x' });
    await expect(signIn({ usuario: 'ana@example.com', clave: 'x' })).rejects.toThrow('User is already logged in.');
  });
});

describe('signOut', () => {
  it('removes the token and clears the authenticated flag', async () => {
    answerSignIn();
    await signIn({ usuario: 'ana@example.com', clave: 'x' });
    signOut();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});

describe('checkAuthentication', () => {
  const refuseTokenSignIn = () =>
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', ({ response }) =>
        response(401).json({ message: 'El token de acceso no es válido o expiró.' }),
      ),
    );

  it('is true when already authenticated, without asking the service', async () => {
    sessionStore.getState().authenticate({ id: 'a', email: 'a', name: 'A' });
    await expect(checkAuthentication()).resolves.toBe(true);
    expect(sent).toEqual([]);
  });

  it('is false when no token is stored', async () => {
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(sent).toEqual([]);
  });

  it('is false with an expired token, which it removes', async () => {
    window.localStorage.setItem('accessToken', createToken({ expiresIn: -10 }));
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(sent).toEqual([]);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('is false with a malformed token', async () => {
    window.localStorage.setItem('accessToken', 'definitely.not-a.jwt');
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('signs in with the token and stores the token the service returns', async () => {
    const stored = createToken({ expiresIn: 100 });
    const renewed = createToken({ expiresIn: 900 });
    window.localStorage.setItem('accessToken', stored);
    let sentBody: unknown;
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', async ({ request, response }) => {
        sentBody = await request.json();
        return response(200).json(signInAnswer(renewed));
      }),
    );
    await expect(checkAuthentication()).resolves.toBe(true);
    expect(sent.map(({ path }) => path)).toEqual(['/seguridad/api/v1/auth/inicio-sesion-con-token']);
    expect(sentBody).toEqual({ accessToken: stored });
    expect(window.localStorage.getItem('accessToken')).toBe(renewed);
    expect(sessionStore.getState().user?.name).toBe('Ana Pérez');
  });

  it('keeps the stored token when the service returns none', async () => {
    const stored = createToken();
    window.localStorage.setItem('accessToken', stored);
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', ({ response }) =>
        // off the contract (it always sends a token): the client keeps its own when none comes
        response.untyped(HttpResponse.json({ user: 'ana@example.com', nombreCompleto: 'Ana' })),
      ),
    );
    await expect(checkAuthentication()).resolves.toBe(true);
    expect(window.localStorage.getItem('accessToken')).toBe(stored);
  });

  it('signs out and is false when token sign-in fails, without reloading the page', async () => {
    window.localStorage.setItem('accessToken', createToken());
    refuseTokenSignIn();
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(reload).not.toHaveBeenCalled();
  });

  it('ends a session the service refuses quietly: a gentle notice, never an error alert', async () => {
    window.localStorage.setItem('accessToken', createToken());
    refuseTokenSignIn();
    await checkAuthentication();
    expect(uiStateStore.getState().alert).toMatchObject({ type: 'info', title: 'Tu sesión terminó' });
  });

  it('still says the service is unavailable when the session check cannot reach it', async () => {
    window.localStorage.setItem('accessToken', createToken());
    testApi.use(api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', () => HttpResponse.error()));
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(uiStateStore.getState().alert).toMatchObject({ type: 'error' });
  });

  it('signs out and is false when token sign-in answers empty', async () => {
    window.localStorage.setItem('accessToken', createToken());
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', ({ response }) =>
        // off the contract: an empty (null) answer, which the client must not take for a session
        response.untyped(HttpResponse.json(null)),
      ),
    );
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
