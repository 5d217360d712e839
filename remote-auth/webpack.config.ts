import { createAppConfig } from '../tooling/webpack-app.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  id: 'auth',
  // The federation contract: the route subtree (see @soat/shared/federation).
  exposes: { './routes': './src/app/routes.tsx' },
});
