// The integrators' script, dist/soat-calificacion.js (ADR 012): the rating
// widget as a custom element for plain HTML pages, one file they link by a
// stable name. Built after the federated build (`build` script) into the same
// dist/, so that the remote's static server sends it with config.json beside it.
//
// Partner pages pay for every byte (budget: 100 KB gzip with everything it
// loads, aim 50), so React is swapped for Preact's compatibility layer here
// only: the same component sources, about 5 KB instead of about 60 KB gzip.
// `ELEMENT_RUNTIME=react` builds it with React instead, to compare.
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { compileHintsPlugin } from '../tooling/compile-hints.ts';
import type { ConfigFunction } from '../tooling/webpack-app.ts';
import { moduleRules } from '../tooling/webpack-rules.ts';

const appRequire = createRequire(path.join(import.meta.dirname, 'package.json'));
const TerserPlugin = appRequire('terser-webpack-plugin');
const CompressionPlugin = appRequire('compression-webpack-plugin');
const bundler = appRequire('webpack') as typeof webpack;

/** The script's file name: integrators link it, so it never changes (served no-cache). */
const ELEMENT_FILE = 'soat-calificacion.js';

const preact = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

const config: ConfigFunction = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    name: 'element',
    context: import.meta.dirname,
    entry: { 'soat-calificacion': './src/element/index.ts' },
    output: {
      path: path.join(import.meta.dirname, 'dist'),
      publicPath: 'auto',
      filename: ELEMENT_FILE,
      // any chunk is hashed: the static server caches `*.[8 hex].js` forever
      chunkFilename: 'soat-calificacion.[contenthash:8].js',
      uniqueName: 'soat_calificacion_element',
      clean: false, // dist/ holds the federated build too
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['soat-source', '...'],
      alias: process.env.ELEMENT_RUNTIME === 'react' ? {} : preact,
    },
    module: { rules: moduleRules(appRequire, { development: !production }) },
    plugins: production
      ? [
          // every function compiled off the main thread as the script streams in (tooling/compile-hints.ts)
          compileHintsPlugin(bundler),
          ...['gzip', 'brotliCompress'].map(
            (algorithm) =>
              new CompressionPlugin({
                algorithm,
                include: /^soat-calificacion\./,
                filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                threshold: 1024,
                minRatio: 0.9,
              }),
          ),
        ]
      : [],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: false,
    devtool: production ? false : 'eval-cheap-module-source-map',
  };
};

export default config;
