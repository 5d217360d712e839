import { PATHS } from '@soat/shared/router';
import { startStandalone } from '@soat/shared/standalone';
import RatingRoutes from './app/routes';
import { RATING_NAMESPACE } from './lib/namespace';

// The remote on its own port, with a minimal shell, against the local API.
void startStandalone(
  { namespace: RATING_NAMESPACE, routes: RatingRoutes, start: PATHS.calificacion },
  __webpack_public_path__,
);
