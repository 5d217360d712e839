// Public door of `@soat/shared/auth`: signing in and out, the start-up session
// check, and keeping the session alive while the page stays open.
export {
  ALREADY_SIGNED_IN,
  checkAuthentication,
  signIn,
  signInWithToken,
  signOut,
  type Credentials,
} from './auth-service';
export { keepSessionAlive } from './session-renewal';
