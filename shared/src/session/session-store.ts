import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { tokenStorage } from './token-storage';

export interface SessionUser {
  /** The login name (the account's email). */
  id: string;
  email: string;
  name: string;
}

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Marks the session authenticated; stores the token when one is given. */
  authenticate: (user: SessionUser, token?: string) => void;
  /** Removes the stored token and clears the flag. */
  signOut: () => void;
}

/**
 * A stored token must be checked before anyone is called signed in or out;
 * with none stored the visitor is simply signed out (which is also how a page
 * rendered at build time shows them).
 */
function initialState(): Pick<SessionState, 'status' | 'user'> {
  return { status: tokenStorage.read() ? 'unknown' : 'anonymous', user: null };
}

/**
 * The one session store. Vanilla so that the HTTP client and every
 * micro-frontend (through the shared singleton) read the same instance.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...initialState(),
  authenticate: (user, token) => {
    if (token) tokenStorage.write(token);
    set({ status: 'authenticated', user });
  },
  signOut: () => {
    tokenStorage.remove();
    set({ status: 'anonymous', user: null });
  },
}));

export function isAuthenticated(): boolean {
  return sessionStore.getState().status === 'authenticated';
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** For tests: back to the state of a fresh page. */
export function resetSessionStore(): void {
  sessionStore.setState(initialState());
}
