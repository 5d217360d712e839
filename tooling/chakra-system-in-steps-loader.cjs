// @ts-check
// Build-time change to a third-party module, as those third-party-trims.ts describes, applied by
// webpack-rules.ts to Chakra's `styled-system/system.js` only, beside chakra-lazy-global-loader.cjs.
// `createSystem` merges its configurations and builds the token dictionary (every token and semantic token
// resolved) before the rest of the system, all in one call: 77–111 ms on the 4×-slowed phone as the app starts,
// a task a tap waited for (docs/decisions/049). `createSystem.prepare(...configs)` now does the first part and
// returns a handle; `createSystem(handle)` builds the rest from it, so the portal's system
// (shared/src/ui/system.ts) is built in two tasks with a yield to input between them. Called with
// configurations, `createSystem` is unchanged. Fails the build if Chakra's code no longer has the lines it
// changes, so an upgrade cannot drop it silently. JavaScript (checked by tsc all the same), not TypeScript, as
// the other loaders.
const START = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n';
const TOKENS = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`;
const DEFAULT_PREFIX = '    cssVarsPrefix = "chakra",\n';
const EXPORT = 'export { createSystem, isValidSystem };';

// the configurations merged and the token dictionary built, by handle, until the system is built from them
const CREATE = `const preparedSystems = new WeakMap();
function createSystem(...configs) {
  const prepared = preparedSystems.get(configs[0]);
  const config = prepared?.config ?? mergeConfigs(...configs);
`;
const TOKENS_OR_PREPARED = `  const tokens = prepared?.tokens ?? createTokenDictionary({${TOKENS.split('createTokenDictionary({')[1]}`;
const PREPARE = `createSystem.prepare = (...configs) => {
  const config = mergeConfigs(...configs);
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  const handle = {};
  preparedSystems.set(handle, {
    config,
    tokens: createTokenDictionary({
      breakpoints: theme.breakpoints,
      tokens: theme.tokens,
      semanticTokens: theme.semanticTokens,
      prefix: cssVarsPrefix
    })
  });
  return handle;
};
`;

/** @param {string} source */
module.exports = function chakraSystemInSteps(source) {
  if (![START, TOKENS, DEFAULT_PREFIX, EXPORT].every((line) => source.split(line).length === 2)) {
    throw new Error(
      'chakra-system-in-steps-loader: Chakra’s createSystem changed; review tooling/chakra-system-in-steps-loader.cjs.',
    );
  }
  return source.replace(TOKENS, TOKENS_OR_PREPARED).replace(START, CREATE).replace(EXPORT, `${PREPARE}${EXPORT}`);
};
