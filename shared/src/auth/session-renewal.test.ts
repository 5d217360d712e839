import { configureHttp } from '@soat/shared/http';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { api, HttpResponse, recordRequests, TEST_API, testApi, type SentRequest } from '../testing/test-api';
import { createToken } from '../testing/tokens';
import { keepSessionAlive, RENEW_BEFORE_EXPIRY_MS, RETRY_AFTER_FAILURE_MS } from './session-renewal';

const USER = { id: 'ana@example.com', email: 'ana@example.com', name: 'Ana Pérez' };
const renewal = (accessToken: string) => ({ accessToken, user: USER.email, nombreCompleto: USER.name });

let requests: SentRequest[];
let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  configureHttp({ baseUrl: TEST_API });
  requests = recordRequests();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  resetSessionStore();
  window.localStorage.clear();
});

describe('keepSessionAlive', () => {
  it('renews the token shortly before it expires and keeps the new one', async () => {
    const first = createToken({ expiresIn: 900 });
    const second = createToken({ expiresIn: 1800 });
    sessionStore.getState().authenticate(USER, first);
    const sent: unknown[] = [];
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(renewal(second));
      }),
    );
    stop = keepSessionAlive();

    await jest.advanceTimersByTimeAsync(900_000 - RENEW_BEFORE_EXPIRY_MS - 1_000);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(requests.map(({ path }) => path)).toEqual(['/seguridad/api/v1/auth/inicio-sesion-con-token']);
    expect(sent).toEqual([{ accessToken: first }]);
    expect(window.localStorage.getItem('accessToken')).toBe(second);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('signs the visitor out when the service refuses the renewal (the absolute limit)', async () => {
    sessionStore.getState().authenticate(USER, createToken({ expiresIn: 120 }));
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', ({ response }) =>
        response(401).json({ message: 'Token inválido' }),
      ),
    );
    stop = keepSessionAlive();
    await jest.advanceTimersByTimeAsync(61_000);
    expect(requests).toHaveLength(1);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the session through a network failure and tries again later', async () => {
    const second = createToken({ expiresIn: 900 });
    sessionStore.getState().authenticate(USER, createToken({ expiresIn: 120 }));
    testApi.use(
      // the first renewal does not reach the service, the next one does
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', () => HttpResponse.error(), { once: true }),
      api.post('/seguridad/api/v1/auth/inicio-sesion-con-token', ({ response }) => response(200).json(renewal(second))),
    );
    stop = keepSessionAlive();
    await jest.advanceTimersByTimeAsync(61_000);
    expect(requests).toHaveLength(1);
    expect(sessionStore.getState().status).toBe('authenticated');
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS);
    expect(requests).toHaveLength(2);
    expect(window.localStorage.getItem('accessToken')).toBe(second);
  });

  it('does nothing for a visitor who is not signed in, and stops when the user signs out', async () => {
    stop = keepSessionAlive();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(requests).toEqual([]);

    sessionStore.getState().authenticate(USER, createToken({ expiresIn: 900 }));
    sessionStore.getState().signOut();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(requests).toEqual([]);
  });
});
