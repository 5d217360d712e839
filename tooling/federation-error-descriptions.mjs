// Stands in for the sentences of @module-federation/error-codes (its `desc` module) in the browser builds
// (third-party-trims.ts): a federation error keeps its code and the link to that code's page in the
// federation's documentation, without the English sentence before them (1.2 KB of every page's main.js).
/** @type {Record<string, string>} */
export const runtimeDescMap = {};
/** @type {Record<string, string>} */
export const typeDescMap = {};
/** @type {Record<string, string>} */
export const buildDescMap = {};
/** @type {Record<string, string>} */
export const errorDescMap = {};
