// A remote's own page (its standalone shell) has no host to lend it the
// federation runtime its production build leaves out (`runtimeFromHost` in
// webpack-app.ts): this file, loaded before the remote's main.js, provides it
// the way the host's runtime plugin does inside the portal.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

declare global {
  // where the remotes' production entries look for the runtime's core (webpack's `externalRuntime`)
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

self._FEDERATION_RUNTIME_CORE ??= runtimeCore;
