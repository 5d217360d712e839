import { createAppConfig } from '../tooling/webpack-app.ts';

export default createAppConfig({ dir: import.meta.dirname, id: 'host' });
