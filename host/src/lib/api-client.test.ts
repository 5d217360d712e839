import { apiHref } from '@soat/shared/http';
import { ACCESS_TOKEN_KEY, sessionStore } from '@soat/shared/session';
import { apiAddress, followSession, httpConfigured, setApiBaseUrl } from './api-client';

const mockAuthLoaded = jest.fn();
const mockCheckAuthentication = jest.fn(async () => true);
const mockKeepSessionAlive = jest.fn(() => () => {});
// the auth door as the page would fetch it: the factory runs when it is first loaded
jest.mock('@soat/shared/auth', () => {
  mockAuthLoaded();
  return { checkAuthentication: mockCheckAuthentication, keepSessionAlive: mockKeepSessionAlive };
});

/** Lets the dynamic imports and their promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The session store as a fresh page starts it: checking a stored token, or signed out without one. */
function freshPage(storedToken?: string) {
  if (storedToken) window.localStorage.setItem(ACCESS_TOKEN_KEY, storedToken);
  sessionStore.setState({ status: storedToken ? 'unknown' : 'anonymous', user: null });
}

afterEach(() => window.localStorage.clear());

describe('the HTTP door, loaded on first need', () => {
  it('points the shared client at the API named in the runtime configuration once loaded', async () => {
    setApiBaseUrl('http://api.test/');
    await httpConfigured();
    expect(apiHref('api/calificaciones/resumen')).toBe('http://api.test/api/calificaciones/resumen');
  });

  it('gives an API path its address under the configured API without loading the door', () => {
    setApiBaseUrl('http://api.test/base/');
    expect(apiAddress('/api/calificaciones/resumen')).toBe('http://api.test/base/api/calificaciones/resumen');
  });
});

describe('the session, followed by the host', () => {
  it('loads no auth door for a visitor without a stored session, and keeps alive one begun on the page', async () => {
    freshPage();
    const stop = followSession();
    await settle();
    expect(mockAuthLoaded).not.toHaveBeenCalled();
    // a sign-in in a remote's section
    sessionStore.getState().authenticate({ id: 'ana@example.com', email: 'ana@example.com', name: 'Ana' });
    await settle();
    await settle();
    expect(mockKeepSessionAlive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks a stored session at once and keeps it alive', async () => {
    freshPage('stored.token.value');
    followSession();
    await settle();
    await settle();
    expect(mockCheckAuthentication).toHaveBeenCalledTimes(1);
    expect(mockKeepSessionAlive).toHaveBeenCalledTimes(1);
  });
});
