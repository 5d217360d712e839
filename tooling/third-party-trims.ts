// Build-time trims of third-party libraries.
// Each one removes code the portal never runs, or defers it to where it runs, or (emotion's sheet) spares work
// the portal's pages do not need (webpack-rules.ts lists the loaders, each with its reason): what the portal
// shows is unchanged.
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
    ...reactHookAliases(),
  };
}

/**
 * react-i18next imports `useSyncExternalStore` from `use-sync-external-store/shim`, the back-port for React
 * before 18; on React 18 and later the shim answers React's own hook, after carrying its own copy into
 * every page (0.4 KB gzip of the i18n door). Pointed at React's hook directly (React 19 here).
 */
export function reactHookAliases(): Record<string, string> {
  const standIn = path.join(import.meta.dirname, '..', 'shared', 'src', 'lib', 'use-sync-external-store.ts');
  return { 'use-sync-external-store/shim$': standIn };
}

/**
 * Chakra's theme module builds `defaultThemeConfig` out of two maps holding all
 * ~75 recipes, and that keeps every recipe in the bundle even though the
 * portal's system (shared/src/ui/system.ts) takes only the few its UI facade
 * uses. The two maps are swapped for empty ones; Chakra's `defaultSystem` and
 * `defaultConfig` are not used anywhere in the portal (the lint rules keep
 * Chakra behind the facade). And the native select's recipe, which takes three
 * variants of the popup select's, gets them from a stand-in holding just those
 * (chakra-select-for-native-select.mjs), not the whole select recipe.
 * `bundler`: the app's own webpack.
 */
export function chakraRecipeMapsPlugin(bundler: typeof webpack) {
  const stub = path.join(import.meta.dirname, 'chakra-no-recipe-maps.mjs');
  const selectStandIn = path.join(import.meta.dirname, 'chakra-select-for-native-select.mjs');
  return new bundler.NormalModuleReplacementPlugin(/^\.\/((slot-)?recipes|select)\.js$/, (resource) => {
    if (resource.request === './select.js') {
      // the native select's recipe takes three of the popup select's variants (chakra-select-for-native-select.mjs)
      if (
        /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]native-select\.js$/.test(
          resource.contextInfo.issuer,
        )
      )
        resource.request = selectStandIn;
    } else if (/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme$/.test(resource.context)) resource.request = stub;
  });
}

/**
 * The federation runtime's error messages start with an English sentence for each error code, 1.2 KB of every
 * page's `main.js` that no customer reads. In the browser builds they come from a stand-in with no sentences
 * (federation-error-descriptions.mjs): an error still names its code (`#RUNTIME-008`), its arguments, the
 * link to that code's page in the federation's documentation and the original error.
 * `bundler`: the app's own webpack.
 */
export function federationErrorDescriptionsPlugin(bundler: typeof webpack) {
  const standIn = path.join(import.meta.dirname, 'federation-error-descriptions.mjs');
  return new bundler.NormalModuleReplacementPlugin(/^\.\/desc\.(mjs|cjs|js)$/, (resource) => {
    if (/[\\/]@module-federation[\\/]error-codes[\\/]dist$/.test(resource.context)) resource.request = standIn;
  });
}
