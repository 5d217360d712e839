import { ACCESS_TOKEN_KEY } from './token-storage';
import { isAuthenticated, resetSessionStore, sessionStore } from './session-store';

const user = { id: 'ana@example.com', email: 'ana@example.com', name: 'Ana Pérez' };

afterEach(resetSessionStore);

describe('session store', () => {
  it('keeps the access token in localStorage under the key accessToken', () => {
    sessionStore.getState().authenticate(user, 'the-token');
    expect(window.localStorage.getItem('accessToken')).toBe('the-token');
    expect(ACCESS_TOKEN_KEY).toBe('accessToken');
  });

  it('starts neither authenticated nor signed out until checked', () => {
    expect(sessionStore.getState().status).toBe('unknown');
    expect(isAuthenticated()).toBe(false);
  });

  it('sign-out removes the token and clears the flag', () => {
    sessionStore.getState().authenticate(user, 'the-token');
    sessionStore.getState().signOut();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(isAuthenticated()).toBe(false);
    expect(sessionStore.getState().user).toBeNull();
  });
});
