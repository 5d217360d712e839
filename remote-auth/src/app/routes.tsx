import { preloadTermsCheckbox } from '@soat/shared/forms';
import { matchPath, Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SignUpPage } from '../features/sign-up/sign-up-page';
import { registerAuthTexts } from '../lib/namespace';

registerAuthTexts();

/**
 * Written to HTML when the remote is built (see RemoteRoutesModule). The reset page
 * shows its form only with a token in the link, and never shows the token itself.
 */
export const prerenderedPages = [
  PATHS.iniciarSesion,
  PATHS.crearCuenta,
  PATHS.recuperarClave,
  PATHS.restablecerClave,
  `${PATHS.restablecerClave}?token`,
];

/**
 * Fetches what the page at `path` (every page without one) needs to render at once: the sign-up's
 * terms box (with its <Trans> sentence), whose code comes on demand (see RemoteRoutesModule).
 */
export async function preloadPage(path?: string): Promise<void> {
  if (path === undefined || matchPath(PATHS.crearCuenta, path)) await preloadTermsCheckbox();
}

/**
 * `remote_auth/routes`: the account pages. Mounted by the host under a route
 * whose base is `/` (and by the standalone shell the same way).
 */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route path={routePath(PATHS.iniciarSesion)} element={<SignInPage />} />
      <Route path={routePath(PATHS.crearCuenta)} element={<SignUpPage />} />
      <Route path={routePath(PATHS.recuperarClave)} element={<ForgotPasswordPage />} />
      <Route path={routePath(PATHS.restablecerClave)} element={<ResetPasswordPage />} />
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
