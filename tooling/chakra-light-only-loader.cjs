// @ts-check
// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to Chakra's semantic colour and
// shadow tokens only. Each of them holds a value for the light theme and one for the dark
// (`value: { _light: "…", _dark: "…" }`, 115 of them); the portal has no dark theme (its themes are
// palettes on <html>, shared/src/ui/palettes.ts, and nothing sets Chakra's `.dark` class), so the dark
// values are CSS variables no page reads and 0.4 KB gzip of every page's start. They leave the bundle;
// the light values and their condition stay as Chakra wrote them.
// Fails the build if Chakra's modules no longer hold dark values in that shape, so an upgrade cannot
// silently keep them or leave a half-trimmed token behind.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
const DARK_VALUE = /,\s*_dark: "[^"]*"/g;

/** @param {string} source */
module.exports = function chakraLightOnly(source) {
  const trimmed = source.replace(DARK_VALUE, '');
  if (trimmed === source || trimmed.includes('_dark')) {
    throw new Error(
      'chakra-light-only-loader: Chakra’s semantic tokens changed shape; review tooling/chakra-light-only-loader.cjs.',
    );
  }
  return trimmed;
};
