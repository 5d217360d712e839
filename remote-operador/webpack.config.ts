import { createAppConfig } from '../tooling/webpack-app.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  id: 'operador',
  // The federation contract: the back office's route subtree under operador/ (see @soat/shared/federation).
  exposes: { './routes': './src/app/routes.tsx' },
});
