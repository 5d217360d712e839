// The part of eslint-plugin-jsx-a11y (which ships no types) eslint.config.js uses: the plugin and its
// recommended flat configuration.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & { flatConfigs: { recommended: Linter.Config } };
  export default plugin;
}
