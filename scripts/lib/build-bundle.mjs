// The Node build of an app's pages (dist-prerender/prerender.cjs), as the servers load it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The Node build at `file` as it is on disk now, never Node's cached copy: a build replaced in place
 * (a redeployment, docs/decisions/015-independent-delivery.md) brings its own.
 */
export function loadBuildBundle(file) {
  const resolved = require.resolve(file);
  delete require.cache[resolved];
  return require(resolved);
}
