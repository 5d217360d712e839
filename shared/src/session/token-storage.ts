/** The storage key is fixed by the specification. */
export const ACCESS_TOKEN_KEY = 'accessToken';

// Storage can throw (privacy modes, full quota): a session that cannot be
// stored simply does not persist.
export const tokenStorage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(ACCESS_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    try {
      window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    } catch {
      /* not persisted */
    }
  },
  remove(): void {
    try {
      window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      /* nothing to remove */
    }
  },
};
