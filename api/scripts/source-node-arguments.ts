/**
 * Node's arguments that run a source file of the API (or of the shared rules it imports) as the tests do: the
 * shared rules from their sources, and the hook that finds the API's `.ts` files behind their `.js` names
 * (source-imports.ts).
 */
export const sourceNodeArguments = [
  '--conditions=soat-source',
  '--import',
  new URL('source-imports.ts', import.meta.url).href,
];
