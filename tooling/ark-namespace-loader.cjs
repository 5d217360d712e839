// @ts-check
// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to Ark UI's namespace modules
// (`components/field/field.js` and the like; docs/decisions/048, decision 24). Ark builds each part's
// namespace (`Field`, whose `Field.Root` Chakra's parts read) as an object of getters at load
// (`var field_exports = __exportAll({ Root: () => FieldRoot, … })`), and webpack cannot tell which of an
// object's properties are read: every part of the namespace stayed wherever one was used (Chakra's field
// kept Ark's textarea with its auto-resize, its select, its root provider). The module becomes a module
// namespace instead: `?parts` is Ark's module without the object, and the module itself re-exports its
// parts from there, the namespace as `export * as`, whose properties webpack follows one by one.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.

const OBJECT = /^var (\w+) = \/\* @__PURE__ \*\/ __exportAll\(\{\n([\s\S]*?)\n\}\);\n/m;
const EXPORTS = /^export \{([^}]*)\};?\s*$/m;
const RUNTIME = /^import \{ __exportAll \} from "[^"]+";\n/m;

/**
 * The module as a namespace webpack can follow, or Ark's source as it is when its shape is not the one
 * expected (nothing trimmed, nothing broken).
 * @this {{ resourceQuery?: string, resourcePath: string }}
 * @param {string} source
 */
module.exports = function arkNamespace(source) {
  const object = OBJECT.exec(source);
  const exportList = EXPORTS.exec(source);
  if (!object || !exportList || !RUNTIME.test(source)) return source;
  const [, namespace = '', getters = ''] = object;
  const keys = [...getters.matchAll(/^\t(\w+): \(\) => (\w+),?$/gm)].map(([, key = '', local = '']) => ({
    key,
    local,
  }));
  const entries = (exportList[1] ?? '').split(',').map((entry) => entry.trim());
  const parts = entries.filter((entry) => entry !== namespace);
  // the object's properties are exactly the module's other exports, each the same binding
  const sameParts =
    keys.length === getters.split('\n').length &&
    keys.length === parts.length &&
    keys.every(({ key, local }) => parts.includes(key === local ? key : `${local} as ${key}`));
  if (!sameParts || parts.length === entries.length) return source;
  const file = this.resourcePath.split(/[\\/]/).pop();
  if (this.resourceQuery === '?parts') {
    return source
      .replace(RUNTIME, '')
      .replace(OBJECT, '')
      .replace(EXPORTS, `export { ${parts.join(', ')} };\n`);
  }
  const names = keys.map(({ key }) => key);
  return `export { ${names.join(', ')} } from './${file}?parts';\nexport * as ${namespace} from './${file}?parts';\n`;
};
