const createAppConfig = require('../tooling/webpack-app.cjs')({
  dir: __dirname,
  id: 'demo',
  // The federation contract: the route subtree under demo/ (see @soat/shared/federation).
  exposes: { './routes': './src/exposes/routes.tsx' },
});

/**
 * The libraries only the mock API uses (msw and its dependencies, jose) in one chunk named after
 * it, `demo-mock-api-vendors`, beside `demo-mock-api` (its handlers and the seed): `npm run bench`
 * reports the mock API's cost by these names. Webpack's default vendors group made it a numbered chunk.
 */
function nameMockApiVendors(config) {
  if (config.name !== 'browser') return config;
  const { splitChunks } = config.optimization;
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    demoMockApiVendors: {
      test: /[\\/]node_modules[\\/]/,
      chunks: (chunk) => chunk.name === 'demo-mock-api',
      name: 'demo-mock-api-vendors',
      // above webpack's default vendors group (-10), below the emotion group (20)
      priority: 0,
      reuseExistingChunk: true,
    },
  };
  return config;
}

module.exports = (env, argv) => {
  const config = createAppConfig(env, argv);
  return Array.isArray(config) ? config.map(nameMockApiVendors) : nameMockApiVendors(config);
};
