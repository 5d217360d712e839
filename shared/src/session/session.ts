// Public door of `@soat/shared/session`: the session store and the token rules
// that need no network. Signing in lives in `@soat/shared/auth`.
export { decodeToken, isTokenExpired, MalformedTokenError } from './jwt';
export { ACCESS_TOKEN_KEY, tokenStorage } from './token-storage';
export { isAuthenticated, sessionStore, useSession, type SessionStatus, type SessionUser } from './session-store';
