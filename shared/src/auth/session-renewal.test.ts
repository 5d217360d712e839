import { configureHttp } from '@soat/shared/http';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { createToken, jsonResponse } from '../testing/tokens';
import { keepSessionAlive, RENEW_BEFORE_EXPIRY_MS, RETRY_AFTER_FAILURE_MS } from './session-renewal';

const API = 'http://api.test/';
const USER = { id: 'ana@example.com', email: 'ana@example.com', name: 'Ana Pérez' };
const renewal = (accessToken: string) => ({ accessToken, user: USER.email, nombreCompleto: USER.name });

let fetchMock: jest.SpyInstance;
let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  configureHttp({ baseUrl: API });
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  fetchMock.mockRestore();
  resetSessionStore();
  window.localStorage.clear();
});

describe('keepSessionAlive', () => {
  it('renews the token shortly before it expires and keeps the new one', async () => {
    const first = createToken({ expiresIn: 900 });
    const second = createToken({ expiresIn: 1800 });
    sessionStore.getState().authenticate(USER, first);
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (request: Request) => {
      sent.push(await request.json());
      return jsonResponse(renewal(second));
    });
    stop = keepSessionAlive();

    await jest.advanceTimersByTimeAsync(900_000 - RENEW_BEFORE_EXPIRY_MS - 1_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toBe(`${API}seguridad/api/v1/auth/inicio-sesion-con-token`);
    expect(sent).toEqual([{ accessToken: first }]);
    expect(window.localStorage.getItem('accessToken')).toBe(second);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('signs the visitor out when the service refuses the renewal (the absolute limit)', async () => {
    sessionStore.getState().authenticate(USER, createToken({ expiresIn: 120 }));
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Token inválido' }, 401));
    stop = keepSessionAlive();
    await jest.advanceTimersByTimeAsync(61_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the session through a network failure and tries again later', async () => {
    const second = createToken({ expiresIn: 900 });
    sessionStore.getState().authenticate(USER, createToken({ expiresIn: 120 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(jsonResponse(renewal(second)));
    stop = keepSessionAlive();
    await jest.advanceTimersByTimeAsync(61_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().status).toBe('authenticated');
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('accessToken')).toBe(second);
  });

  it('does nothing for a visitor who is not signed in, and stops when the user signs out', async () => {
    stop = keepSessionAlive();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(fetchMock).not.toHaveBeenCalled();

    sessionStore.getState().authenticate(USER, createToken({ expiresIn: 900 }));
    sessionStore.getState().signOut();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
