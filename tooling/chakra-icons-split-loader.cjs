// @ts-check
// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to Chakra's icons module only
// (docs/decisions/048, decision 23). Chakra draws every part's icon in one module
// (`components/icons.js`: `const CloseIcon = (props) => …;` each, one `export { … }` at the end), and webpack
// keeps a module's export wherever any chunk uses it: the light UI door's chunk, which holds the module
// because its close button uses one icon, carried the alert's, the menu's and the native select's too.
// The module becomes one module per icon: `icons.js?icon=Name` is that icon's declaration alone (with the
// module's imports), and `icons.js` itself re-exports each from there. Chakra says its modules have no side
// effects, so webpack sends each import of an icon to the icon's own module, which lands in the chunk of the
// part that draws it.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.

/** The module's top-level pieces: its imports, each icon's declaration by name, and its export list. */
function pieces(/** @type {string} */ source) {
  const exportAt = source.search(/^export \{[^}]*\};?\s*$/m);
  const firstDeclaration = source.search(/^const \w+ = /m);
  if (exportAt < 0 || firstDeclaration < 0) throw new Error('chakra-icons-split-loader: Chakra’s icons changed shape');
  const header = source.slice(0, firstDeclaration);
  const names = [...source.slice(exportAt).matchAll(/\w+/g)].map(([name]) => name).slice(1);
  /** @type {Map<string, string>} */
  const declarations = new Map();
  const body = source.slice(firstDeclaration, exportAt);
  for (const declaration of body.split(/^(?=const \w+ = )/m)) {
    const name = /^const (\w+) = /.exec(declaration)?.[1];
    if (name) declarations.set(name, declaration.trimEnd());
  }
  return { header, names, declarations };
}

/**
 * `?icon=Name`: that icon alone; else the re-exports of every icon from its own module.
 * @this {{ resourceQuery?: string }}
 * @param {string} source
 */
module.exports = function splitIcons(source) {
  const { header, names, declarations } = pieces(source);
  const wanted = new URLSearchParams(this.resourceQuery ?? '').get('icon');
  if (wanted) {
    const declaration = declarations.get(wanted);
    if (!declaration) throw new Error(`chakra-icons-split-loader: no icon ${wanted} in Chakra’s icons`);
    // another icon it names (an alias) comes from that icon's module
    const others = names.filter((name) => name !== wanted && new RegExp(`\\b${name}\\b`).test(declaration));
    const imports = others.map((name) => `import { ${name} } from './icons.js?icon=${name}';\n`).join('');
    return `${header}${imports}${declaration}\n\nexport { ${wanted} };\n`;
  }
  const missing = names.filter((name) => !declarations.has(name));
  if (missing.length > 0)
    throw new Error(`chakra-icons-split-loader: exports not declared alone: ${missing.join(', ')}`);
  return names.map((name) => `export { ${name} } from './icons.js?icon=${name}';\n`).join('');
};
