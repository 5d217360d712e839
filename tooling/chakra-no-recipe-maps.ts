// Stand-in for the two modules of Chakra's theme that map every recipe by name
// (see third-party-trims.ts). The recipes themselves stay importable one by one.
export const recipes = {};
export const slotRecipes = {};
