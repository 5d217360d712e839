// @ts-check
// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to Chakra's theme module only. It
// builds `defaultThemeConfig` out of everything it exports (`defineConfig({ globalCss, theme: { keyframes,
// … } })`) at module load; the call may have side effects as far as the minifier knows, so the object and all
// it names stay in the bundle though the portal never reads it (its system takes the parts it needs one by
// one, shared/src/ui/system.ts). Marked pure, the object leaves the bundle, and with it Chakra's global CSS
// and keyframes, which only a page without the global styles loads (docs/decisions/048, decision 27).
// Fails the build if Chakra's module no longer has that line, so an upgrade cannot drop the trim silently.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
const DECLARATION = 'const defaultThemeConfig = defineConfig({';

/** @param {string} source */
module.exports = function chakraThemeConfigPure(source) {
  if (!source.includes(DECLARATION)) {
    throw new Error(
      'chakra-theme-config-pure-loader: Chakra’s theme module changed; review tooling/chakra-theme-config-pure-loader.cjs.',
    );
  }
  return source.replace(DECLARATION, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig({');
};
