// @ts-check
// Build-time change (see third-party-trims.ts), applied by webpack-rules.ts to Chakra's
// `styled-system/system.js` only. `createSystem` turns the preflight, the global CSS and
// every token's CSS variable (~700) into style objects before it returns: two thirds of the
// 240-330 ms task it is on a phone at start. A page written at build time already carries
// those styles (the prerender collected them), so the portal's system (shared/src/ui/system.ts)
// builds them only when the page lacks them: `_global` becomes a getter computed on first use.
// And the preflight's module (Chakra's CSS reset, 1 KB gzip) is fetched only by a page that builds them:
// the system gets `loadPreflight()`, which such a page awaits before its first render (docs/decisions/048,
// decision 27); without it, building the global styles with the preflight on fails with that name.
// Fails the build if Chakra's code no longer has the lines it changes, so an upgrade cannot drop it silently.
const DECLARATION = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const MEMBER = '    _global,\n';
const PREFLIGHT_IMPORT = "import { createPreflight } from './preflight.js';\n";
const PREFLIGHT_CALL = 'const result = createPreflight({ preflight });';
const PREFLIGHT_MEMBER = '    getPreflightCss,\n';

// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
/** @param {string} source */
module.exports = function chakraLazyGlobal(source) {
  if (
    ![DECLARATION, MEMBER, PREFLIGHT_IMPORT, PREFLIGHT_CALL, PREFLIGHT_MEMBER].every((line) => source.includes(line))
  ) {
    throw new Error(
      'chakra-lazy-global-loader: Chakra’s createSystem changed; review tooling/chakra-lazy-global-loader.cjs.',
    );
  }
  return source
    .replace(
      PREFLIGHT_IMPORT,
      'let createPreflight;\n' +
        "const loadPreflight = () => import('./preflight.js').then((module) => {\n" +
        '  createPreflight = module.createPreflight;\n' +
        '});\n',
    )
    .replace(
      PREFLIGHT_CALL,
      'if (preflight && !createPreflight) throw new Error("Chakra’s preflight is not loaded: await the system’s loadPreflight() first.");\n' +
        '    const result = preflight ? createPreflight({ preflight }) : {};',
    )
    .replace(PREFLIGHT_MEMBER, `${PREFLIGHT_MEMBER}    loadPreflight,\n`)
    .replace(DECLARATION, 'let _global;')
    .replace(
      MEMBER,
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
};
