// The light UI door's chunk (`@soat/shared/ui-core`, docs/decisions/048, decision 17), named, so that the
// doors loaded after it take its modules from there instead of carrying copies of their own.
//
// Each door of the UI facade is a federation chunk group of its own, and Chakra's internals (the recipe
// contexts, the anatomies, the icons) serve several of them: below webpack's smallest chunk, each door's
// chunk carried its own copy, and a page that loads the light door and `@soat/shared/ui` (every remote's
// page) would fetch those twice. Every module of the light door's chunk goes into one chunk, `ui-core`,
// which the other doors' chunk groups load too: it is on their page already, the door they import it from.
import path from 'node:path';
import type { Chunk, ChunkGraph, Module } from 'webpack';

const UI_CORE = path.join(import.meta.dirname, '..', 'shared', 'src', 'ui', 'core.ts');

/** The name of the light door's chunk. */
export const UI_CORE_CHUNK = 'ui-core';

/** A module's file, for modules read from one (not the federation's own modules). */
function fileOf(module: Module): string | undefined {
  return (module as Module & { resource?: string }).resource;
}

/** The splitChunks cache group's `test`: a module of a file that the light door's chunk holds. */
export function inUiCoreChunk() {
  // per build: whether a chunk holds the door's module
  const holdsDoor = new WeakMap<Chunk, boolean>();
  return (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean => {
    if (!fileOf(module)) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      let holds = holdsDoor.get(chunk);
      if (holds === undefined) {
        holds = [...chunkGraph.getChunkModulesIterable(chunk)].some((inChunk) => fileOf(inChunk) === UI_CORE);
        holdsDoor.set(chunk, holds);
      }
      if (holds) return true;
    }
    return false;
  };
}
