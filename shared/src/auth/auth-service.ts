import { apiUrl, http, isHTTPError, type ApiRequest, type ApiResponse, type HttpContext } from '@soat/shared/http';
import { i18n } from '@soat/shared/i18n';
import { isAuthenticated, isTokenExpired, sessionStore, tokenStorage, type SessionUser } from '@soat/shared/session';
import { uiStateStore } from '@soat/shared/ui-state';

const SIGN_IN = '/seguridad/api/v1/auth/inicio-sesion';
const TOKEN_SIGN_IN = '/seguridad/api/v1/auth/inicio-sesion-con-token';

export type Credentials = ApiRequest<typeof SIGN_IN, 'post'>;
type SignInResponse = ApiResponse<typeof SIGN_IN, 'post'>;
// The template's API may leave out a renewed token: kept optional here.
type TokenSignInResponse = Omit<ApiResponse<typeof TOKEN_SIGN_IN, 'post'>, 'accessToken'> & { accessToken?: string };

export const ALREADY_SIGNED_IN = 'User is already logged in.';

/** Maps the security service's answer once, at the edge. */
function toSessionUser(answer: { user: string; nombreCompleto: string }): SessionUser {
  return { id: answer.user, email: answer.user, name: answer.nombreCompleto };
}

export async function signIn(credentials: Credentials): Promise<SessionUser> {
  if (isAuthenticated()) throw new Error(ALREADY_SIGNED_IN);
  const answer = await http().post(apiUrl(SIGN_IN), { json: credentials }).json<SignInResponse>();
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
    .post(apiUrl(TOKEN_SIGN_IN), { json: { accessToken: token }, context })
    .json<TokenSignInResponse | null>();
  if (!answer || !answer.user) {
    signOut();
    return false;
  }
  sessionStore.getState().authenticate(toSessionUser(answer), answer.accessToken);
  return true;
}

/**
 * Signs out a visitor whose session the service no longer accepts (a token
 * from before a password reset, past the absolute limit), with a gentle word
 * instead of an error: nothing went wrong on their side.
 */
export function endRefusedSession(): void {
  signOut();
  uiStateStore.getState().showAlert({
    type: 'info',
    appearance: 'subtle',
    title: i18n.t('shared:session.ended.title'),
    message: i18n.t('shared:session.ended.message'),
  });
}

/** Token sign-in: stores a returned token; on failure or an empty answer signs out. */
export async function signInWithToken(token: string): Promise<boolean> {
  try {
    return await confirmToken(token);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 401) endRefusedSession();
    else signOut();
    return false;
  }
}
