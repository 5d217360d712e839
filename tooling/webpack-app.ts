// The webpack configuration of a front-end app (the host or a remote).
// Plugins are resolved from the app's own folder: pnpm gives each package only
// the dependencies it declares.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type AppId, APPS, type RemoteApp } from '@soat/web-server/portal-apps';
import { runtimeConfig } from '@soat/web-server/runtime-config';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { buildStatsPlugin } from './build-stats.ts';
import { compileHintsPlugin } from './compile-hints.ts';
import { sharedDependencies } from './mf-shared.ts';
import { chakraRecipeMapsPlugin, federationErrorDescriptionsPlugin, productionAliases } from './third-party-trims.ts';
import { inChunkOf, UI_CORE_CHUNK, UI_CORE_FILE } from './named-chunks.ts';
// plain CommonJS still (its own point of the work): its JSDoc types it
import createPrerenderConfig from './webpack-prerender.cjs';
import { moduleRules } from './webpack-rules.ts';

/** An app of the table as its webpack configuration is written for it. */
export interface AppBuild {
  /** the app's folder */
  dir: string;
  /** which app of the table (shared/src/federation/portal-apps.json): its container name and port come from there */
  id: Exclude<AppId, 'api'>;
  /** the federation contract of a remote */
  exposes?: Record<string, string>;
  /**
   * a remote whose entry other hosts load (an integrator's, say) keeps the federation runtime in its entry;
   * every other remote takes the portal host's
   */
  ownRuntime?: boolean;
}

/** What webpack-cli passes a configuration function: the mode it was asked for, among others. */
export interface WebpackArgv {
  mode?: Configuration['mode'];
}

/** A configuration function, as webpack-cli calls it. */
export type ConfigFunction = (env: unknown, argv: WebpackArgv) => Configuration | Configuration[];

/** The node_modules folder that holds @module-federation/enhanced and the packages it depends on. */
export function federationPackages(appRequire: NodeJS.Require) {
  const entry = appRequire.resolve('@module-federation/enhanced');
  return entry.slice(0, entry.lastIndexOf(`${path.sep}@module-federation${path.sep}enhanced${path.sep}`));
}

/** A remote's standalone shell loads the federation runtime from this file (served no-cache like an entry). */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/** The configuration function of an app's webpack.config.ts. */
export function createAppConfig(app: AppBuild): ConfigFunction {
  const appRequire = createRequire(path.join(app.dir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const CopyPlugin = appRequire('copy-webpack-plugin');
  const TerserPlugin = appRequire('terser-webpack-plugin');
  const CompressionPlugin = appRequire('compression-webpack-plugin');
  const bundler = appRequire('webpack') as typeof webpack;
  const sharedRequire = createRequire(path.join(import.meta.dirname, '..', 'shared', 'package.json'));

  // federation container name: unique and snake_case (the host is simply `host`)
  const host = app.id === 'host';
  const name = host ? 'host' : (APPS[app.id] as RemoteApp).container;
  const { port, portVariable } = APPS[app.id];
  const federationDir = federationPackages(appRequire);

  /** The runtime's core as its own file, for a remote's standalone shell (no host there). */
  const federationRuntimeConfig = (): Configuration => ({
    name: 'federation-runtime',
    mode: 'production',
    context: app.dir,
    // after the browser build, which cleans dist/
    dependencies: ['browser'],
    entry: path.join(import.meta.dirname, 'federation-runtime-core.js'),
    output: { path: path.join(app.dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false },
    resolve: {
      // pnpm gives the app only what it declares: the runtime's core from the federation plugin's folder
      modules: [federationDir, 'node_modules'],
    },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    // every function compiled off the main thread as the file streams in (compile-hints.ts)
    plugins: [compileHintsPlugin(bundler)],
    performance: false,
  });

  return (_env, argv) => {
    const production = argv.mode === 'production';
    /**
     * In production a remote's entry leaves the federation runtime's core out and
     * runs on the host's, which the host provides on the page (about 16 KB gzip
     * less for every remote a page loads; docs/decisions/020-less-to-start.md). Both
     * come from the one pinned @module-federation/enhanced.
     */
    const runtimeFromHost = production && !host && !app.ownRuntime;
    const browser: Configuration & { devServer: DevServerConfiguration } = {
      name: 'browser',
      context: app.dir,
      entry: './src/index.ts',
      output: {
        path: path.join(app.dir, 'dist'),
        // Chunks resolve from the URL the app is served from, also when a remote's
        // code runs inside the host's page.
        publicPath: 'auto',
        // Entry files keep stable names (the federation runtime cannot hash them);
        // they are served no-cache, the hashed chunks are cached forever.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name, // distinct per app, or chunk globals collide
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // the shared rule modules import each other as `./plate.js` (they are also built for Node)
        extensionAlias: { '.js': ['.ts', '.js'] },
        // the shared library's sources (its `soat-source` export condition), not what it builds for Node
        conditionNames: ['soat-source', '...'],
        alias: {
          ...(production ? productionAliases(sharedRequire) : {}),
          // The runtime plugin that lends the host's runtime requires the runtime's CommonJS
          // build, while the host's own runtime imports the ES one: one copy, the one already on
          // the page (two cost main.js 22 KB gzip).
          ...(host
            ? {
                '@module-federation/runtime-tools/runtime-core$': path.join(
                  federationDir,
                  '@module-federation',
                  'runtime-tools',
                  'dist',
                  'runtime-core.js',
                ),
              }
            : {}),
        },
      },
      module: { rules: moduleRules(appRequire, { development: !production }) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedDependencies(appRequire),
          // Load a remote's entry only when one of its modules is needed, so a
          // remote that is down never blocks start-up (the default loads them all).
          shareStrategy: 'loaded-first',
          manifest: true,
          // Types cross the boundary through @soat/shared/federation instead.
          dts: false,
          experiments: {
            // Browser only: leaves the runtime's Node.js loading code out of main.js.
            optimization: { target: 'web' },
            // the host lends its runtime to the remotes that take it (see runtimeFromHost)
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: runtimeFromHost }),
          },
        }),
        new HtmlWebpackPlugin({
          // Plain HTML, read as it is rather than compiled as a template: a child
          // compilation would also build the doors mf-shared.ts provides by path
          // (the federation plugin applies to child compilations too), which left a
          // stray Node chunk in dist/ and broke the development build (two assets
          // with one file name). A change to it needs a restart of the dev server.
          templateContent: () => {
            const html = readFileSync(path.join(app.dir, 'src', 'index.html'), 'utf8');
            // the standalone shell's runtime, before main.js (both deferred, so in this order)
            return runtimeFromHost
              ? html.replace('</head>', `  <script defer src="/${FEDERATION_RUNTIME_FILE}"></script>\n  </head>`)
              : html;
          },
          // Absolute, so a deep link such as /cotizar-soat/x loads /main.js.
          publicPath: '/',
          chunks: ['main'],
        }),
        new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        chakraRecipeMapsPlugin(bundler),
        // the federation runtime's errors without their English sentences (third-party-trims.ts)
        ...(production ? [federationErrorDescriptionsPlugin(bundler)] : []),
        // what the build is made of, for the bench's list of the largest modules
        ...(production ? [buildStatsPlugin(app.dir)] : []),
        // every function of a chunk compiled off the main thread as it streams in (compile-hints.ts)
        ...(production ? [compileHintsPlugin(bundler)] : []),
        // Pre-compressed siblings (.gz, .br) that static servers send as they are.
        ...(production
          ? ['gzip', 'brotliCompress'].map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                  test: /\.(js|json|html|svg)$/,
                  threshold: 1024,
                  minRatio: 0.9,
                }),
            )
          : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // emotion serves every door of the UI facade (ui, ui-controls, ui-overlays): each
            // is a separate federation chunk group and emotion's parts are below the default
            // minSize, so /home downloaded them twice. One chunk for all; webpack's default
            // groups still apply to the rest.
            emotion: {
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@emotion[\\/](react|cache|sheet|serialize|utils|hash|unitless|memoize|weak-memoize|use-insertion-effect-with-fallbacks)[\\/]/,
              chunks: 'async',
              minSize: 0,
              priority: 20,
              reuseExistingChunk: true,
            },
            // the light UI door's modules in one chunk, which the other doors of the facade load rather
            // than carry copies of Chakra's internals (named-chunks.ts); emotion's group comes first
            uiCore: {
              test: inChunkOf(UI_CORE_FILE),
              name: UI_CORE_CHUNK,
              chunks: 'async',
              minSize: 0,
              priority: 5,
              reuseExistingChunk: true,
            },
            // The host's bootstrap in a chunk of that name, with the modules /home's code also imports (the
            // API's address, the hydration pieces): neither a copy in each nor a third file, in the chunk /home
            // loads anyway (named-chunks.ts; docs/decisions/048, decision 18)
            ...(host
              ? {
                  bootstrap: {
                    test: inChunkOf(path.join(app.dir, 'src', 'bootstrap.tsx')),
                    name: 'bootstrap',
                    chunks: 'async' as const,
                    minSize: 0,
                    priority: 4,
                    reuseExistingChunk: true,
                  },
                }
              : {}),
            // The shared rules (`@soat/shared/rules/*`) are bundled into each app (mf-shared.ts), and a rule
            // both a page and a shared door import (the purchase page and the forms door: the document, the
            // name, the address) fell below the default minSize once the chunks around it changed, so both
            // carried a copy (1.4 KB gzip on the purchase page). Each set of rules the same chunks need goes
            // in one chunk of its own, however small; a rule one chunk alone needs stays in it.
            sharedRules: {
              test: /[\\/]shared[\\/]src[\\/]rules[\\/]/,
              name: 'shared-rules',
              chunks: 'async',
              minSize: 0,
              minChunks: 2,
              priority: 10,
              reuseExistingChunk: true,
            },
          },
        },
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: false, // budgets are checked by `npm run bench`
      devtool: production ? false : 'eval-cheap-module-source-map',
      devServer: {
        port: Number(process.env[portVariable] ?? port),
        historyApiFallback: true,
        setupMiddlewares: (middlewares, server) => {
          server.app?.get('/config.json', (_request, response) => response.json(runtimeConfig()));
          return middlewares;
        },
        // A remote's manifest is fetched cross-origin by the host.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
    };
    // A production build also writes the Node bundle that renders the app's pages to HTML.
    if (!production) return browser;
    return [
      browser,
      ...(runtimeFromHost ? [federationRuntimeConfig()] : []),
      createPrerenderConfig(app) as Configuration,
    ];
  };
}
