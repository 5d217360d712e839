import { isHTTPError } from '@soat/shared/http';
import { decodeToken, isAuthenticated, isTokenExpired, sessionStore, tokenStorage } from '@soat/shared/session';
import { confirmToken, endRefusedSession } from './auth-service';

/** Renew this long before the token expires. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** After a network failure, try again this much later (while the token is still valid). */
export const RETRY_AFTER_FAILURE_MS = 15_000;

/** When the token expires, in ms since the epoch; null when it cannot be read. */
function expiresAt(token: string): number | null {
  try {
    const { exp } = decodeToken(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Renews the stored token through the token sign-in. The service refuses once
 * the session reaches its absolute limit: then the visitor is signed out. A
 * network failure keeps the session (the token is still valid) and says so.
 * @returns whether to try again later
 */
async function renew(): Promise<boolean> {
  const token = tokenStorage.read();
  if (!isAuthenticated() || !token) return false;
  if (isTokenExpired(token)) {
    sessionStore.getState().signOut();
    return false;
  }
  try {
    await confirmToken(token);
    return false;
  } catch (error) {
    if (isHTTPError(error)) {
      if (error.response.status === 401) endRefusedSession();
      else sessionStore.getState().signOut();
      return false;
    }
    return true;
  }
}

/**
 * Keeps a signed-in session alive while the page stays open: tokens are short
 * lived, so each one is renewed shortly before it expires. Follows the session
 * store (a new token reschedules, signing out stops). Returns a stop function.
 */
export function keepSessionAlive(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay?: number) => {
    clearTimeout(timer);
    const token = tokenStorage.read();
    const expiry = token && isAuthenticated() ? expiresAt(token) : null;
    if (expiry === null) return;
    const wait = delay ?? Math.max(0, expiry - RENEW_BEFORE_EXPIRY_MS - Date.now());
    timer = setTimeout(() => {
      void renew().then((retry) => {
        if (retry) schedule(RETRY_AFTER_FAILURE_MS);
      });
    }, wait);
  };
  const unsubscribe = sessionStore.subscribe(() => schedule());
  schedule();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
