// The module rules every webpack build of a front end shares: the browser build
// of each app and the host's Node prerender, so both compile the same way.
import { createRequire } from 'node:module';
import type { RuleSetRule } from 'webpack';

const require = createRequire(import.meta.url);

/** `appRequire` resolves loaders from the app's folder; `svg`: extra generator options. */
export function moduleRules(
  appRequire: NodeJS.Require,
  { development = false, svg = {} }: { development?: boolean; svg?: Record<string, unknown> } = {},
): RuleSetRule[] {
  return [
    // Chakra's anatomies: the ones the portal's parts do not use leave the bundle.
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
      use: require.resolve('./chakra-anatomy-pure-loader.cjs'),
    },
    // Chakra's icons, one module each, so a chunk carries the icons its parts draw and no other
    // (docs/decisions/048, decision 23).
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]icons\.js$/,
      use: require.resolve('./chakra-icons-split-loader.cjs'),
    },
    // Ark UI's namespaces (`Field`, read by Chakra's parts as `Field.Root`) as module namespaces, so the parts
    // of one that nothing reads leave the bundle (docs/decisions/048, decision 24).
    {
      test: /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]([\w-]+)[\\/]\1\.js$/,
      use: require.resolve('./ark-namespace-loader.cjs'),
    },
    // React Router's contexts and components pure, so the ones the portal never renders leave the bundle.
    {
      test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/,
      use: require.resolve('./react-router-pure-loader.cjs'),
    },
    // Emotion imports hoist-non-react-statics bare (`import 'hoist-non-react-statics'`) beside the `withTheme`
    // that uses it, which the portal never calls: a CommonJS package that does not say it has no side effects
    // stays for that import, react-is with it (about 1 KB gzip of every page's start). It has none: what
    // uses it keeps it, the bare import no longer does.
    { test: /[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
    // Chakra's global styles built on first use, not in createSystem (docs/decisions/022); and the system built
    // in steps, the tokens first, so that a tap may come in between (docs/decisions/049)
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
      use: [require.resolve('./chakra-lazy-global-loader.cjs'), require.resolve('./chakra-system-in-steps-loader.cjs')],
    },
    // and its token dictionary built in four steps of those (docs/decisions/049)
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
      use: require.resolve('./chakra-tokens-in-steps-loader.cjs'),
    },
    // Chakra's theme module's whole default configuration, which the portal never reads, leaves the bundle.
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      use: require.resolve('./chakra-theme-config-pure-loader.cjs'),
    },
    // Chakra's dark values of its semantic colours and shadows leave the bundle: the portal has no dark theme.
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]semantic-tokens[\\/](colors|shadows)\.js$/,
      use: require.resolve('./chakra-light-only-loader.cjs'),
    },
    // Emotion takes the style elements the server wrote where they are, not moved (docs/decisions/048, decision 29).
    {
      test: /[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.esm\.js$/,
      use: require.resolve('./emotion-sheet-in-place-loader.cjs'),
    },
    // A form marks itself ready in a transition, not in the commit that mounts it (docs/decisions/049).
    {
      test: /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
      use: require.resolve('./react-hook-form-ready-in-transition-loader.cjs'),
    },
    { test: /\.svg$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]', ...svg } },
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: appRequire.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development } },
            target: 'es2022',
          },
        },
      },
    },
  ];
}
