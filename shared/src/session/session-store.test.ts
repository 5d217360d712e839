import { isAuthenticated, resetSessionStore, sessionStore } from './session-store';
import type * as SessionStoreModule from './session-store';

const user = { id: 'ana@example.com', email: 'ana@example.com', name: 'Ana Pérez' };

afterEach(resetSessionStore);

describe('session store', () => {
  it('keeps the access token in localStorage under the key accessToken', () => {
    sessionStore.getState().authenticate(user, 'the-token');
    expect(window.localStorage.getItem('accessToken')).toBe('the-token');
  });

  it('starts neither authenticated nor signed out while a stored token is unchecked', () => {
    window.localStorage.setItem('accessToken', 'a-stored-token');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.sessionStore.getState().status).toBe('unknown');
      expect(fresh.isAuthenticated()).toBe(false);
    });
    window.localStorage.removeItem('accessToken');
  });

  it('starts signed out when no token is stored: there is nothing to check', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.sessionStore.getState().status).toBe('anonymous');
    });
  });

  it('sign-out removes the token and clears the flag', () => {
    sessionStore.getState().authenticate(user, 'the-token');
    sessionStore.getState().signOut();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(isAuthenticated()).toBe(false);
    expect(sessionStore.getState().user).toBeNull();
  });
});
