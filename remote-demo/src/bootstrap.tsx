import { PATHS } from '@soat/shared/router';
import { startStandalone } from '@soat/shared/standalone';
import DemoRoutes from './app/routes';
import { DEMO_NAMESPACE } from './lib/namespace';

// The remote on its own port, with a minimal shell: the demo needs no API (its mock runs in the page).
void startStandalone(
  { namespace: DEMO_NAMESPACE, routes: DemoRoutes, start: PATHS.demo, api: false },
  __webpack_public_path__,
);
