// The Node build of the host's prerender (host/src/prerender/prerender.tsx):
// the same sources, aliases and trims as the browser build, so the markup and
// the style names match what the browser renders when it takes the page over.
const path = require('node:path');
const { createRequire } = require('node:module');
const { chakraRecipeMapsPlugin, productionAliases } = require('./library-trims.cjs');
const moduleRules = require('./webpack-rules.cjs');

/** @param {{ dir: string }} app  the host's folder */
module.exports = function createPrerenderConfig(app) {
  const appRequire = createRequire(path.join(app.dir, 'package.json'));
  const webpack = appRequire('webpack');
  const sharedRequire = createRequire(path.join(__dirname, '..', 'shared', 'package.json'));
  return {
    mode: 'production',
    context: app.dir,
    target: 'node20',
    entry: './src/prerender/prerender.tsx',
    output: {
      path: path.join(app.dir, 'dist-prerender'),
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      conditionNames: ['soat-source', '...'],
      alias: productionAliases(sharedRequire),
    },
    // the same file names as the browser build; the files themselves come from it
    module: { rules: moduleRules(appRequire, { svg: { publicPath: '/', emit: false } }) },
    plugins: [chakraRecipeMapsPlugin(webpack)],
    optimization: { minimize: false },
    performance: false,
    devtool: false,
  };
};
