// @ts-check
// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to
// Chakra's anatomy module only: it builds all ~40 anatomies at module load
// (`const x = createAnatomy(…).parts(…);`, most on Ark's), and calls may have
// side effects as far as the minifier knows, so every one stays in the bundle,
// though the portal's parts use a handful. Each top-level `const name = <call>;`
// becomes a pure IIFE, so the ones nothing imports leave the bundle.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
/** @param {string} source */
module.exports = function pureDeclarations(source) {
  return source.replace(/^const (\w+) = ([\s\S]*?\));$/gm, 'const $1 = /* @__PURE__ */ (() => $2)();');
};
