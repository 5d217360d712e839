// V8's explicit compile hint (Chrome and Edge 136 and later; other browsers read a comment): a script whose
// first line is `//# allFunctionsCalledOnLoad` has every function compiled as the script streams in, on a
// background thread, instead of each one on the main thread the first time it is called. The portal's chunks
// are fetched when their code is about to run (ADR 018, 048: the app's start, a step's code, a door on first
// use), so most of their functions run at once, and their first calls were the bulk of the start's long tasks
// on a phone (docs/decisions/049-compile-hints.md).
import type webpack from 'webpack';

/** The comment V8 reads, as the first line of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of every JavaScript file of a browser build, after the minifier (which
 * drops comments) and before the files' content hashes and their compressed siblings are made.
 */
export function compileHintsPlugin(bundler: typeof webpack): webpack.WebpackPluginInstance {
  const { Compilation, sources } = bundler;
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        compilation.hooks.processAssets.tap(
          // after every minifier of PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE; content hashes and compression come later
          { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          (assets) => {
            for (const name of Object.keys(assets)) {
              if (!name.endsWith('.js')) continue;
              compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          },
        );
      });
    },
  };
}
