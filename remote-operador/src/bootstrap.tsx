import { PATHS } from '@soat/shared/router';
import { startStandalone } from '@soat/shared/standalone';
import OperatorRoutes from './app/routes';
import { OPERATOR_NAMESPACE } from './lib/namespace';

// The remote on its own port, with a minimal shell, against the local API. The operator's session is its
// own (sessionStorage), so the customer's session check is not started.
void startStandalone(
  { namespace: OPERATOR_NAMESPACE, routes: OperatorRoutes, start: PATHS.operador },
  __webpack_public_path__,
);
