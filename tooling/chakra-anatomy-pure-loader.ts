// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to
// Chakra's anatomy module only: it builds all ~40 anatomies at module load
// (`const x = createAnatomy(…).parts(…);`, most on Ark's), and calls may have
// side effects as far as the minifier knows, so every one stays in the bundle,
// though the portal's parts use a handful. Each top-level `const name = <call>;`
// becomes a pure IIFE, so the ones nothing imports leave the bundle.
export default function pureDeclarations(source: string): string {
  return source.replace(/^const (\w+) = ([\s\S]*?\));$/gm, 'const $1 = /* @__PURE__ */ (() => $2)();');
}
