import { lazyPage, matchPath, Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
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
 * The pages whose code comes apart (docs/decisions/048-lighter-pages.md). Crear cuenta's brings the forms
 * door (zod, for its schema) and the terms box with its <Trans> sentence, which it shows in its first
 * render; restablecer clave's the new password's fields and strength meter. Sign-in and "recuperar clave"
 * are checked by the shared rules alone (the form-fields door) and stay with the routes, whose code the
 * page's loader asks for as the app starts (host/src/prerender/loader.ts): no request after the routes'.
 */
const LAZY_PAGES = {
  [PATHS.crearCuenta]: lazyPage(() =>
    Promise.all([
      import('../features/sign-up/sign-up-page'),
      import('@soat/shared/forms').then(({ preloadTermsCheckbox }) => preloadTermsCheckbox()),
    ]).then(([page]) => page.SignUpPage),
  ),
  [PATHS.restablecerClave]: lazyPage(() =>
    import('../features/reset-password/reset-password-page').then((page) => page.ResetPasswordPage),
  ),
};

/** Fetches the code of the page at `path`, or of every page without one (see RemoteRoutesModule). */
export async function preloadPage(path?: string): Promise<void> {
  await Promise.all(
    Object.entries(LAZY_PAGES)
      .filter(([pattern]) => path === undefined || matchPath(pattern, path))
      .map(([, page]) => page.preload()),
  );
}

const PAGES = { [PATHS.iniciarSesion]: SignInPage, [PATHS.recuperarClave]: ForgotPasswordPage, ...LAZY_PAGES };

/**
 * `remote_auth/routes`: the account pages. Mounted by the host under a route
 * whose base is `/` (and by the standalone shell the same way).
 */
export default function AuthRoutes() {
  return (
    <Routes>
      {Object.entries(PAGES).map(([pattern, Page]) => (
        <Route key={pattern} path={routePath(pattern)} element={<Page />} />
      ))}
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
