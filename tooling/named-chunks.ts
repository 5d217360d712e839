// Named chunks that take, from the federation chunk groups that need them too, the modules of one file's
// chunk (docs/decisions/048, decisions 17 and 18).
//
// The light UI door (`@soat/shared/ui-core`): each door of the UI facade is a federation chunk group of its
// own, and Chakra's internals (the recipe contexts, the anatomies, the icons) serve several of them: below
// webpack's smallest chunk, each door's chunk carried its own copy, and a page that loads the light door
// and `@soat/shared/ui` (every remote's page) would fetch those twice. Every module of the light door's
// chunk goes into one chunk, `ui-core`, which the other doors' chunk groups load too: it is on their page
// already, the door they import it from.
//
// The host's bootstrap: /home's own code is a chunk the start asks for beside the bootstrap's, and both
// import a few of the host's modules (the API's address, the hydration pieces). Every module of the
// bootstrap's chunk goes into one chunk, `bootstrap`, which /home's chunk group loads too (as every page
// does): no copy in each, no third file.
import path from 'node:path';
import type { Chunk, ChunkGraph, Module } from 'webpack';

/** The light UI door's chunk: its name, and the file whose chunk it is. */
export const UI_CORE_CHUNK = 'ui-core';
export const UI_CORE_FILE = path.join(import.meta.dirname, '..', 'shared', 'src', 'ui', 'core.ts');

/** A module's file, for modules read from one (not the federation's own modules). */
function fileOf(module: Module): string | undefined {
  return (module as Module & { resource?: string }).resource;
}

/** A splitChunks cache group's `test`: a module read from a file, in a chunk that also holds `file`'s module. */
export function inChunkOf(file: string) {
  // per build: whether a chunk holds the file's module
  const holdsFile = new WeakMap<Chunk, boolean>();
  return (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean => {
    if (!fileOf(module)) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      let holds = holdsFile.get(chunk);
      if (holds === undefined) {
        holds = [...chunkGraph.getChunkModulesIterable(chunk)].some((inChunk) => fileOf(inChunk) === file);
        holdsFile.set(chunk, holds);
      }
      if (holds) return true;
    }
    return false;
  };
}
