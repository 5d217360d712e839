// @ts-check
// Stand-in for the two modules of Chakra's theme that map every recipe by name
// (see third-party-trims.ts). The recipes themselves stay importable one by one.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
export const recipes = {};
export const slotRecipes = {};
