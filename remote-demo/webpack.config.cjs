module.exports = require('../tooling/webpack-app.cjs')({
  dir: __dirname,
  id: 'demo',
  // The federation contract: the route subtree under demo/ (see @soat/shared/federation).
  exposes: { './routes': './src/exposes/routes.tsx' },
});
