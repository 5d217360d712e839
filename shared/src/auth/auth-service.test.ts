import { configureHttp } from '@soat/shared/http';
import { i18n } from '@soat/shared/i18n';
import es from '../i18n/locales/es.json';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { createToken, jsonResponse } from '../testing/tokens';
import { checkAuthentication, signIn, signOut } from './auth-service';
import { browser } from '../lib/browser';
import { resetUiStateStore, uiStateStore } from '../ui-state/ui-state-store';

const API = 'http://api.test/';
const signInAnswer = (accessToken = createToken()) => ({
  accessToken,
  user: 'ana@example.com',
  nombreCompleto: 'Ana Pérez',
});

let fetchMock: jest.SpyInstance;

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: { es: { shared: es } } });
});
let reload: jest.SpyInstance;

beforeEach(() => {
  configureHttp({ baseUrl: API });
  fetchMock = jest.spyOn(globalThis, 'fetch');
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  resetSessionStore();
  resetUiStateStore();
});

const requestUrl = (call = 0) => (fetchMock.mock.calls[call]?.[0] as Request).url;

describe('signIn', () => {
  it('stores the token and marks the session authenticated', async () => {
    const token = createToken();
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer(token)));
    await signIn({ usuario: 'ana@example.com', clave: 'una clave larga' });
    expect(requestUrl()).toBe(`${API}seguridad/api/v1/auth/inicio-sesion`);
    expect(window.localStorage.getItem('accessToken')).toBe(token);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('maps the session user: id and email are the login name, name is nombreCompleto', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer()));
    const user = await signIn({ usuario: 'ana@example.com', clave: 'x' });
    expect(user).toEqual({ id: 'ana@example.com', email: 'ana@example.com', name: 'Ana Pérez' });
  });

  it('fails with "User is already logged in." while authenticated', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer()));
    await signIn({ usuario: 'ana@example.com', clave: 'x' });
    await expect(signIn({ usuario: 'ana@example.com', clave: 'x' })).rejects.toThrow('User is already logged in.');
  });
});

describe('signOut', () => {
  it('removes the token and clears the authenticated flag', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer()));
    await signIn({ usuario: 'ana@example.com', clave: 'x' });
    signOut();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});

describe('checkAuthentication', () => {
  it('is true when already authenticated, without asking the service', async () => {
    sessionStore.getState().authenticate({ id: 'a', email: 'a', name: 'A' });
    await expect(checkAuthentication()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is false when no token is stored', async () => {
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is false with an expired token, which it removes', async () => {
    window.localStorage.setItem('accessToken', createToken({ expiresIn: -10 }));
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock.mockImplementation(async (request: Request) => {
      sentBody = await request.clone().json();
      return jsonResponse(signInAnswer(renewed));
    });
    await expect(checkAuthentication()).resolves.toBe(true);
    expect(requestUrl()).toBe(`${API}seguridad/api/v1/auth/inicio-sesion-con-token`);
    expect(sentBody).toEqual({ accessToken: stored });
    expect(window.localStorage.getItem('accessToken')).toBe(renewed);
    expect(sessionStore.getState().user?.name).toBe('Ana Pérez');
  });

  it('keeps the stored token when the service returns none', async () => {
    const stored = createToken();
    window.localStorage.setItem('accessToken', stored);
    fetchMock.mockResolvedValue(jsonResponse({ user: 'ana@example.com', nombreCompleto: 'Ana' }));
    await expect(checkAuthentication()).resolves.toBe(true);
    expect(window.localStorage.getItem('accessToken')).toBe(stored);
  });

  it('signs out and is false when token sign-in fails, without reloading the page', async () => {
    window.localStorage.setItem('accessToken', createToken());
    fetchMock.mockResolvedValue(jsonResponse({ message: 'El token de acceso no es válido o expiró.' }, 401));
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(reload).not.toHaveBeenCalled();
  });

  it('ends a session the service refuses quietly: a gentle notice, never an error alert', async () => {
    window.localStorage.setItem('accessToken', createToken());
    fetchMock.mockResolvedValue(jsonResponse({ message: 'El token de acceso no es válido o expiró.' }, 401));
    await checkAuthentication();
    expect(uiStateStore.getState().alert).toMatchObject({ type: 'info', title: 'Tu sesión terminó' });
  });

  it('still says the service is unavailable when the session check cannot reach it', async () => {
    window.localStorage.setItem('accessToken', createToken());
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(uiStateStore.getState().alert).toMatchObject({ type: 'error' });
  });

  it('signs out and is false when token sign-in answers empty', async () => {
    window.localStorage.setItem('accessToken', createToken());
    fetchMock.mockResolvedValue(new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(checkAuthentication()).resolves.toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
