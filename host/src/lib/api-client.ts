// The HTTP and auth doors (ky's errors, the client, the session check: about 3 KB gzip) are fetched when
// something needs them, not with every page's start: a visitor without a stored session sends the API nothing
// through them on the host's own pages (docs/decisions/048-lighter-pages.md, decision 10). What needs them:
// a remote's section (its requests go through the shared client, configured here first) and a session, stored
// or begun on this page (checked, then kept alive).
import { sessionStore } from '@soat/shared/session';

let apiBaseUrl: string | undefined;
let configured: Promise<void> | undefined;

/** The API's address from the runtime configuration, for the HTTP door once it loads and for `apiAddress`. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
  configured = undefined;
}

/**
 * The absolute address of an API path (`/api/calificaciones/resumen`) under the configured API, as the
 * HTTP door's `apiHref(apiUrl(path))` gives it, without loading that door.
 */
export function apiAddress(path: string): string {
  return new URL(path.replace(/^\//, ''), apiBaseUrl ?? globalThis.location.href).href;
}

/** Loads the HTTP door and points its client at the API; awaited before anything that may use the client runs. */
export function httpConfigured(): Promise<void> {
  if (!configured) {
    const loading = import('@soat/shared/http').then(({ configureHttp }) => {
      if (apiBaseUrl !== undefined) configureHttp({ baseUrl: apiBaseUrl });
    });
    // a failed fetch is tried again by the next caller
    loading.catch(() => {
      if (configured === loading) configured = undefined;
    });
    configured = loading;
  }
  return configured;
}

async function startSession(): Promise<void> {
  try {
    await httpConfigured();
    const { checkAuthentication, keepSessionAlive } = await import('@soat/shared/auth');
    // a stored token is confirmed (and renewed); one just given by a sign-in is already confirmed
    void checkAuthentication();
    // tokens are short lived: renewed while the page stays open, up to the API's absolute limit
    keepSessionAlive();
  } catch (error) {
    // the code did not arrive: shown signed out on this page, the stored token kept for the next one
    console.error(error);
    if (sessionStore.getState().status === 'unknown') sessionStore.setState({ status: 'anonymous', user: null });
  }
}

/**
 * Checks a stored session and keeps a session alive, loading the auth door only when there is one: at
 * once with a stored token, or when a sign-in on this page begins one. Returns a stop function.
 */
export function followSession(): () => void {
  if (sessionStore.getState().status !== 'anonymous') {
    void startSession();
    return () => {};
  }
  const unsubscribe = sessionStore.subscribe(({ status }) => {
    if (status === 'anonymous') return;
    unsubscribe();
    void startSession();
  });
  return unsubscribe;
}
