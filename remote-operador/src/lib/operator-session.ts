import { isTokenExpired } from '@soat/shared/session';

/**
 * Where the operator's access token lives: the tab's sessionStorage, under its own key. Never the
 * customer's session store (localStorage `accessToken`): an operator's token must not outlive the tab,
 * and the customer's pages must never send it.
 */
export const OPERATOR_TOKEN_KEY = 'operatorAccessToken';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage refused (private mode, a sandboxed frame): no session survives a reload
    return null;
  }
}

/** The history state of a move to the sign-in because the API ended the session (a 401): the page says so. */
export const SESSION_ENDED = { sessionEnded: true } as const;

/** Whether a history entry's state says the session was ended by the API. */
export function sessionEnded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true;
}

export const operatorToken = {
  /** The stored token while it is still valid; an expired or unreadable one is forgotten. */
  read(): string | null {
    const token = storage()?.getItem(OPERATOR_TOKEN_KEY) ?? null;
    if (token === null) return null;
    if (isTokenExpired(token)) {
      this.clear();
      return null;
    }
    return token;
  },
  write(token: string): void {
    storage()?.setItem(OPERATOR_TOKEN_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(OPERATOR_TOKEN_KEY);
  },
};
