// @ts-check
// The Node build of an app (dist-prerender/prerender.cjs): the page-server contract
// (@soat/shared/page-server), with the same sources, aliases and trims as the
// browser build, so the markup and the style names match what the browser renders
// when it takes the page over. The host's is host/src/prerender/prerender.tsx; a
// remote's renders its `./routes` (tooling/prerender-remote-entry.ts). Built beside
// the browser build by `webpack --mode production` (tooling/webpack-app.ts).
// CommonJS, checked by tsc (@ts-check): webpack-app.ts requires it.
// See docs/serving-a-page.md.
const path = require('node:path');
const { createRequire } = require('node:module');
const { chakraRecipeMapsPlugin, productionAliases } = require('./third-party-trims.ts');
const { moduleRules } = require('./webpack-rules.ts');

/**
 * @param {object} app
 * @param {string} app.dir  the app's folder
 * @param {string} app.id   'host' or a remote's id
 * @param {Record<string,string>} [app.exposes]  a remote's federation contract
 */
module.exports = function createPrerenderConfig(app) {
  const appRequire = createRequire(path.join(app.dir, 'package.json'));
  const webpack = appRequire('webpack');
  const sharedRequire = createRequire(path.join(__dirname, '..', 'shared', 'package.json'));
  const remote = app.id !== 'host';
  if (remote && !app.exposes?.['./routes']) throw new Error(`${app.id} exposes no ./routes to prerender.`);
  return {
    name: 'prerender',
    mode: 'production',
    context: app.dir,
    target: 'node20',
    entry: remote ? path.join(__dirname, 'prerender-remote-entry.ts') : './src/prerender/prerender.tsx',
    output: {
      path: path.join(app.dir, 'dist-prerender'),
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      // a remote's code asks for its own URL (its texts, say): any absolute one does in Node
      publicPath: 'http://prerender.invalid/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // the shared rule modules import each other as `./plate.js` (they are also built for Node)
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['soat-source', '...'],
      // the generic entry lives in tooling/: packages come from the app's folder
      modules: ['node_modules', path.join(app.dir, 'node_modules')],
      alias: {
        ...productionAliases(sharedRequire),
        ...(remote ? { 'soat-remote-routes$': path.join(app.dir, app.exposes?.['./routes'] ?? '') } : {}),
      },
    },
    // the same file names as the browser build; the files themselves come from it
    module: { rules: moduleRules(appRequire, { svg: { publicPath: '/', emit: false } }) },
    plugins: [
      chakraRecipeMapsPlugin(webpack),
      // a remote's id, for its entry (its i18n namespace, its sections in the portal's table)
      ...(remote ? [new webpack.DefinePlugin({ SOAT_REMOTE_ID: JSON.stringify(app.id) })] : []),
      // one file: a page fetched page by page in the browser is in it too (the servers load this
      // one file afresh after a redeployment, where Node would keep a chunk it had loaded before)
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: false,
    devtool: false,
  };
};
