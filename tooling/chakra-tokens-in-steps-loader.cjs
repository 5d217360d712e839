// @ts-check
// Build-time change to a third-party module, as those third-party-trims.ts describes, applied by
// webpack-rules.ts to Chakra's `styled-system/token-dictionary.js` only, beside
// chakra-system-in-steps-loader.cjs, which calls it so. `createTokenDictionary` registers every token and
// builds the dictionary (transforms, conditional tokens, references, views) in one call: 87–90 ms on the
// 4×-slowed phone as the app starts, one task a tap waits for (docs/decisions/049). Given `inSteps: true`, it
// now returns the dictionary and its building as four steps, to be run in order (the portal's start runs
// each in a task of its own); without it, it runs them at once and returns the dictionary, as before. The
// steps are `build()`'s own calls, in its order. Fails the build if Chakra's code no longer has the lines it
// changes, so an upgrade cannot drop it silently. JavaScript (checked by tsc all the same), not TypeScript,
// as the other loaders.
const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
`;
const END = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}
`;
const STEPS = `  const steps = [
    () => {
      registerTokens();
      registerTransform(...tokenTransforms);
      registerMiddleware(...tokenMiddlewares);
    },
    () => {
      applyMiddlewares("pre");
      applyTransforms("pre");
      addConditionalTokens();
    },
    () => {
      addReferences();
      expandTokenReferences$1();
    },
    () => {
      applyMiddlewares("post");
      applyTransforms("post");
      setupViews();
    }
  ];
  if (options.inSteps) return { dictionary, steps };
  steps.forEach((step) => step());
  return dictionary;
}
`;

/** @param {string} source */
module.exports = function chakraTokensInSteps(source) {
  if (![BUILD, END].every((lines) => source.split(lines).length === 2)) {
    throw new Error(
      'chakra-tokens-in-steps-loader: Chakra’s createTokenDictionary changed; review tooling/chakra-tokens-in-steps-loader.cjs.',
    );
  }
  return source.replace(END, STEPS);
};
