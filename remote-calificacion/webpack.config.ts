import { createAppConfig } from '../tooling/webpack-app.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  id: 'calificacion',
  // The federation contract: the route subtree (see @soat/shared/federation) and
  // the rating widget for integrators who run a host of their own (ADR 012).
  exposes: { './routes': './src/app/routes.tsx', './RatingWidget': './src/app/rating-widget.tsx' },
  // those hosts are not the portal's: its entry keeps its own federation runtime
  ownRuntime: true,
});
