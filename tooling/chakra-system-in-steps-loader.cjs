// @ts-check
// Build-time change to a third-party module, as those third-party-trims.ts describes, applied by
// webpack-rules.ts to Chakra's `styled-system/system.js` only, beside chakra-lazy-global-loader.cjs.
// `createSystem` merges its configurations and builds the token dictionary (every token and semantic token
// resolved) before the rest of the system, all in one call: 77–111 ms on the 4×-slowed phone as the app starts,
// a task a tap waited for (docs/decisions/049). `createSystem.prepare(...configs)` now merges the
// configurations and returns a handle; `createSystem.prepareStep(handle)` takes the token dictionary's next
// step (chakra-tokens-in-steps-loader.cjs gives it in four), answering whether one is left; and
// `createSystem(handle)` takes the steps left, if any, and builds the rest. So the portal's system
// (shared/src/ui/system.ts) is built in six tasks with a yield to input between them. Called with
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

// Given configurations, createSystem takes every step at once; given a handle, the steps left. The token
// dictionary's call is the prepare step's, with `inSteps` (without the dictionary's change,
// chakra-tokens-in-steps-loader.cjs, it is built at once and no step is left).
const CREATE = `const preparedSystems = new WeakMap();
function createSystem(...configs) {
  const prepared = preparedSystems.get(configs[0]) ?? preparedSystems.get(createSystem.prepare(...configs));
  prepared.steps.splice(0).forEach((step) => step());
  const config = prepared.config;
`;
const TOKENS_PREPARED = '  const tokens = prepared.tokens;\n';
const PREPARE = `createSystem.prepare = (...configs) => {
  const config = mergeConfigs(...configs);
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  const made = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
    inSteps: true
  });
  const handle = {};
  preparedSystems.set(handle, { config, tokens: made.dictionary ?? made, steps: made.steps ?? [] });
  return handle;
};
createSystem.prepareStep = (handle) => {
  const steps = preparedSystems.get(handle)?.steps ?? [];
  steps.shift()?.();
  return steps.length > 0;
};
`;

/** @param {string} source */
module.exports = function chakraSystemInSteps(source) {
  if (![START, TOKENS, DEFAULT_PREFIX, EXPORT].every((line) => source.split(line).length === 2)) {
    throw new Error(
      'chakra-system-in-steps-loader: Chakra’s createSystem changed; review tooling/chakra-system-in-steps-loader.cjs.',
    );
  }
  return source.replace(TOKENS, TOKENS_PREPARED).replace(START, CREATE).replace(EXPORT, `${PREPARE}${EXPORT}`);
};
