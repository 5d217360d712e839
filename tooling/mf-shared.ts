// The federation share list, declared once for the host and every remote.
// Singletons: one React tree, one router, one session store, one i18n
// instance, one theme provider (ADR 001). A second copy of any is a defect.
//
// The router, Chakra (with its emotion) and react-i18next are not shared directly: they
// reach the apps through `@soat/shared/router`, `@soat/shared/ui*` and `@soat/shared/i18n`,
// facades that re-export only what the apps use (a shared package ships whole; all of
// Chakra is ~311 KB gzip, all of react-i18next 11.5 KB, what the portal uses of it 8).

import path from 'node:path';
import sharedPackage from '../shared/package.json' with { type: 'json' };

const sharedLibrary = {
  singleton: true,
  version: sharedPackage.version,
  requiredVersion: `^${sharedPackage.version}`,
};

/**
 * The shared library's doors from its `exports`, but its pure rules (`./rules/*`) and its data
 * files: rules hold no state, and a shared module ships whole with its own copy of every rule it
 * imports (the purchase page loaded validity.ts three times). Bundled, each app keeps what it uses.
 */
const sharedDoors = Object.keys(sharedPackage.exports)
  .filter((door) => !door.includes('*') && !door.endsWith('.json'))
  .map((door) => `@soat/shared/${door.slice(2)}`);

/** How one module is shared: as a singleton of a version range, from a path when `import` names one. */
export interface SharedModule {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  import?: string;
}

/** `appRequire` resolves packages from the app's folder. */
export function sharedDependencies(appRequire: NodeJS.Require): Record<string, SharedModule> {
  // Versions come from what is installed: the manifests say `catalog:` (pnpm).
  const range = (name: string) => `^${(appRequire(`${name}/package.json`) as { version: string }).version}`;
  const singleton = (name: string) => ({ singleton: true, requiredVersion: range(name) });
  return {
    react: singleton('react'),
    'react/': singleton('react'), // react/jsx-runtime: subpaths are not covered by the bare key
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'), // react-dom/client
    zustand: singleton('zustand'),
    // the stores' own module; zustand/middleware is not shared (it holds no state, and a shared module
    // ships whole: 4.4 KB gzip where the purchase draft uses `persist`, 1 KB bundled)
    'zustand/vanilla': singleton('zustand'),
    i18next: singleton('i18next'),
    // every public door of the shared library (session, http, ui, router, …), each provided only by
    // the apps that import it
    ...Object.fromEntries(sharedDoors.map((door) => [door, sharedLibrary])),
    // A door only remotes import (the host never does): the doors above are provided
    // only by the apps that import them, so the host would not offer this one
    // and a remote would run its own copy, on its own Chakra, which cannot see the
    // host's ChakraProvider (the section fails). Provided by path (a package name
    // is provided only where imported), every app offers it and the host's copy
    // is the one used.
    '@soat/shared/ui-controls': {
      import: path.join(import.meta.dirname, '..', 'shared', 'src', 'ui', 'controls.ts'),
      ...sharedLibrary,
    },
    // The whole UI facade: the host's start imports only its light door (`@soat/shared/ui-core`), and
    // loads this one with its about page or an alert (docs/decisions/048, decision 17), so it is provided
    // by path too: every remote's Alert, Card and List are the host's, on the host's Chakra.
    '@soat/shared/ui': {
      import: path.join(import.meta.dirname, '..', 'shared', 'src', 'ui', 'ui.ts'),
      ...sharedLibrary,
    },
  };
}
