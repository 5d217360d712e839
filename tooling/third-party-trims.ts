// Build-time trims of third-party libraries.
// Each one removes code the portal never runs; behaviour is unchanged.
import path from 'node:path';
import type webpack from 'webpack';

/** `appRequire` resolves packages from the app's folder. */
function packageDir(appRequire: NodeJS.Require, name: string) {
  return path.dirname(appRequire.resolve(`${name}/package.json`));
}

/**
 * React Router 7 publishes a production build but its `exports` only point at
 * the development one (remix-run/react-router#12532, #14102): 20 % more code
 * and development warnings in the console. Point the bare import at it.
 * `sharedRequire` resolves from the shared library, the only importer.
 */
export function productionAliases(sharedRequire: NodeJS.Require): Record<string, string> {
  return {
    'react-router$': path.join(packageDir(sharedRequire, 'react-router'), 'dist', 'production', 'index.mjs'),
  };
}

/**
 * Chakra's theme module builds `defaultThemeConfig` out of two maps holding all
 * ~75 recipes, and that keeps every recipe in the bundle even though the
 * portal's system (shared/src/ui/system.ts) takes only the few its UI facade
 * uses. The two maps are swapped for empty ones; Chakra's `defaultSystem` and
 * `defaultConfig` are not used anywhere in the portal (the lint rules keep
 * Chakra behind the facade).
 * `bundler`: the app's own webpack.
 */
export function chakraRecipeMapsPlugin(bundler: typeof webpack) {
  const stub = path.join(import.meta.dirname, 'chakra-no-recipe-maps.mjs');
  return new bundler.NormalModuleReplacementPlugin(/^\.\/(slot-)?recipes\.js$/, (resource) => {
    if (/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme$/.test(resource.context)) resource.request = stub;
  });
}
