import { PATHS } from '@soat/shared/router';
import { startStandalone } from '@soat/shared/standalone';
import SoatRoutes from './app/routes';
import { SOAT_NAMESPACE } from './lib/namespace';

// The remote on its own port, with a minimal shell, against the local API.
void startStandalone(
  { namespace: SOAT_NAMESPACE, routes: SoatRoutes, start: PATHS.tarifas, session: true },
  __webpack_public_path__,
);
