module.exports = require('../tooling/webpack-app.cjs')({
  dir: __dirname,
  id: 'auth',
  // The federation contract: the route subtree (see @soat/shared/federation).
  exposes: { './routes': './src/app/routes.tsx' },
});
