import { http, type HttpContext } from '@soat/shared/http';
import { isAuthenticated, isTokenExpired, sessionStore, tokenStorage, type SessionUser } from '@soat/shared/session';

const SIGN_IN_PATH = 'seguridad/api/v1/auth/inicio-sesion';
const TOKEN_SIGN_IN_PATH = 'seguridad/api/v1/auth/inicio-sesion-con-token';

export interface Credentials {
  usuario: string;
  clave: string;
}

interface SignInResponse {
  accessToken: string;
  user: string;
  nombreCompleto: string;
}

interface TokenSignInResponse {
  accessToken?: string;
  user: string;
  nombreCompleto: string;
}

export const ALREADY_SIGNED_IN = 'User is already logged in.';

/** Maps the security service's answer once, at the edge. */
function toSessionUser(answer: { user: string; nombreCompleto: string }): SessionUser {
  return { id: answer.user, email: answer.user, name: answer.nombreCompleto };
}

export async function signIn(credentials: Credentials): Promise<SessionUser> {
  if (isAuthenticated()) throw new Error(ALREADY_SIGNED_IN);
  const answer = await http().post(SIGN_IN_PATH, { json: credentials }).json<SignInResponse>();
  const user = toSessionUser(answer);
  sessionStore.getState().authenticate(user, answer.accessToken);
  return user;
}

export function signOut(): void {
  sessionStore.getState().signOut();
}

/**
 * Whether the visitor is signed in: asks the security service to confirm (and
 * renew) a stored, unexpired token; anything else leaves the visitor signed out.
 */
export async function checkAuthentication(): Promise<boolean> {
  if (isAuthenticated()) return true;
  const token = tokenStorage.read();
  if (!token || isTokenExpired(token)) {
    signOut();
    return false;
  }
  return signInWithToken(token);
}

/**
 * Asks the security service to confirm (and renew) a token; keeps what it
 * answers: the user and a renewed token, or signs out on an empty answer.
 * Failed requests reject, for the caller to decide.
 */
export async function confirmToken(token: string): Promise<boolean> {
  const context: HttpContext = { sessionCheck: true };
  const answer = await http()
    .post(TOKEN_SIGN_IN_PATH, { json: { accessToken: token }, context })
    .json<TokenSignInResponse | null>();
  if (!answer || !answer.user) {
    signOut();
    return false;
  }
  sessionStore.getState().authenticate(toSessionUser(answer), answer.accessToken);
  return true;
}

/** Token sign-in: stores a returned token; on failure or an empty answer signs out. */
export async function signInWithToken(token: string): Promise<boolean> {
  try {
    return await confirmToken(token);
  } catch {
    signOut();
    return false;
  }
}
