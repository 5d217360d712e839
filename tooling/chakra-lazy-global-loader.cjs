// @ts-check
// Build-time change (see third-party-trims.ts), applied by webpack-rules.ts to Chakra's
// `styled-system/system.js` only. `createSystem` turns the preflight, the global CSS and
// every token's CSS variable (~700) into style objects before it returns: two thirds of the
// 240-330 ms task it is on a phone at start. A page written at build time already carries
// those styles (the prerender collected them), so the portal's system (shared/src/ui/system.ts)
// builds them only when the page lacks them: `_global` becomes a getter computed on first use.
// Fails the build if Chakra's code no longer has the two lines, so an upgrade cannot drop it silently.
const DECLARATION = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const MEMBER = '    _global,\n';

// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
/** @param {string} source */
module.exports = function chakraLazyGlobal(source) {
  if (!source.includes(DECLARATION) || !source.includes(MEMBER)) {
    throw new Error(
      'chakra-lazy-global-loader: Chakra’s createSystem changed; review tooling/chakra-lazy-global-loader.cjs.',
    );
  }
  return source
    .replace(DECLARATION, 'let _global;')
    .replace(
      MEMBER,
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
};
