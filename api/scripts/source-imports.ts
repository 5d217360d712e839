// Lets Node run the API's TypeScript sources as they are, stripping the types itself: the sources import each
// other as `.js`, the names their build gives them, and this hook finds the `.ts` file behind such a name.
// The tests run so (`node --import ./scripts/source-imports.ts`, the arguments in source-node-arguments.ts), as
// do the API processes they and the bench start: importing the API takes a third less time than under tsx's
// loader (docs/decisions/050-api-tests-on-node-type-stripping.md).
import { registerHooks } from 'node:module';

const relativeJs = /^\.\.?\/.*\.js$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (relativeJs.test(specifier) && context.parentURL?.endsWith('.ts')) {
      try {
        return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context);
      } catch (error) {
        // no source of that name: a real `.js` file, resolved as it is written
        if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      }
    }
    return nextResolve(specifier, context);
  },
});
