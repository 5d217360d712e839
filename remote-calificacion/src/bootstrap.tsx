import { PATHS } from '@soat/shared/router';
import { startStandalone } from '@soat/shared/standalone';
import CalificacionRoutes from './app/routes';
import { CALIFICACION_NAMESPACE } from './lib/namespace';

// The remote on its own port, with a minimal shell, against the local API.
void startStandalone(
  { namespace: CALIFICACION_NAMESPACE, routes: CalificacionRoutes, start: PATHS.calificacion },
  __webpack_public_path__,
);
