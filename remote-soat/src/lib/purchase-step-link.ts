import { PATHS } from '@soat/shared/router';

/** The query parameter the purchase page reads its step from (`?paso=tomador`). */
export const STEP_PARAMETER = 'paso';

/** The purchase page at one of its steps: where the payment pages send the customer back to change something. */
export const purchaseStepPath = (step: 'vehiculo' | 'precio' | 'tomador') =>
  `${PATHS.comprarSoat}?${STEP_PARAMETER}=${step}`;
