import { lazyPage, matchPath, Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
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
 * Each page's code in a chunk of its own. Crear cuenta's brings the forms door (zod, for its schema) and
 * the terms box with its <Trans> sentence, which it shows in its first render; the other pages are checked
 * by the shared rules alone (the form-fields door) and fetch neither while the app starts
 * (docs/decisions/048-lighter-pages.md).
 */
const PAGES = {
  [PATHS.iniciarSesion]: lazyPage(() => import('../features/sign-in/sign-in-page').then((page) => page.SignInPage)),
  [PATHS.crearCuenta]: lazyPage(() =>
    Promise.all([
      import('../features/sign-up/sign-up-page'),
      import('@soat/shared/forms').then(({ preloadTermsCheckbox }) => preloadTermsCheckbox()),
    ]).then(([page]) => page.SignUpPage),
  ),
  [PATHS.recuperarClave]: lazyPage(() =>
    import('../features/forgot-password/forgot-password-page').then((page) => page.ForgotPasswordPage),
  ),
  [PATHS.restablecerClave]: lazyPage(() =>
    import('../features/reset-password/reset-password-page').then((page) => page.ResetPasswordPage),
  ),
};

/** Fetches the code of the page at `path`, or of every page without one (see RemoteRoutesModule). */
export async function preloadPage(path?: string): Promise<void> {
  await Promise.all(
    Object.entries(PAGES)
      .filter(([pattern]) => path === undefined || matchPath(pattern, path))
      .map(([, page]) => page.preload()),
  );
}

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
