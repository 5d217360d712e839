import type { Configuration } from 'webpack';
import { createAppConfig, type ConfigFunction } from '../tooling/webpack-app.ts';

const appConfig = createAppConfig({
  dir: import.meta.dirname,
  id: 'demo',
  // The federation contract: the route subtree under demo/ (see @soat/shared/federation).
  exposes: { './routes': './src/app/routes.tsx' },
});

/**
 * The libraries only the mock API uses (msw and its dependencies, jose) in one chunk named after
 * it, `demo-mock-api-vendors`, beside `demo-mock-api` (its handlers and the seed); and the chart
 * libraries only the dashboards use (visx and d3) in `demo-dashboards-vendors`: `npm run bench`
 * reports the mock API's cost by these names, and checks that no other page loads the charts.
 * Webpack's default vendors group made them numbered chunks.
 */
function nameVendorChunks(config: Configuration): Configuration {
  const splitChunks = config.optimization?.splitChunks;
  if (config.name !== 'browser' || !splitChunks) return config;
  const vendorsOf = (chunkName: string) => ({
    test: /[\\/]node_modules[\\/]/,
    chunks: (chunk: { name?: string | null }) => chunk.name?.startsWith(chunkName) ?? false,
    name: `${chunkName}-vendors`,
    // above webpack's default vendors group (-10), below the emotion group (20)
    priority: 0,
    reuseExistingChunk: true,
  });
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    demoMockApiVendors: vendorsOf('demo-mock-api'),
    demoDashboardsVendors: vendorsOf('demo-dashboards'),
  };
  return config;
}

const config: ConfigFunction = (env, argv) => {
  const config = appConfig(env, argv);
  return Array.isArray(config) ? config.map(nameVendorChunks) : nameVendorChunks(config);
};

export default config;
