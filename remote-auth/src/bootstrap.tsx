import { PATHS } from '@soat/shared/router';
import { startStandalone } from '@soat/shared/standalone';
import AuthRoutes from './app/routes';
import { AUTH_NAMESPACE } from './lib/namespace';

// The remote on its own port, with a minimal shell, against the local API.
void startStandalone(
  { namespace: AUTH_NAMESPACE, routes: AuthRoutes, start: PATHS.iniciarSesion, session: true },
  __webpack_public_path__,
);
