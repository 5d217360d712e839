// @ts-check
// A remote's own page (its standalone shell) has no host to lend it the
// federation runtime its production build leaves out (`runtimeFromHost` in
// webpack-app.ts): this file, loaded before the remote's main.js, provides it
// the way the host's runtime plugin does inside the portal.
// JavaScript (checked by tsc all the same): its build has no loader, webpack bundles it as it is.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** @type {typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore }} */ (self)._FEDERATION_RUNTIME_CORE ??=
  runtimeCore;
