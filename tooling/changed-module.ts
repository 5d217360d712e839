// What the tests of the build-time changes to third-party modules share (the tests in tooling/): the
// files as the shared library resolves them, and a changed copy of one made importable, to run it against
// the original.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Resolves a package as the shared library (the one importer of Chakra, Ark and React Router) does. */
export const sharedRequire = createRequire(join(import.meta.dirname, '..', 'shared', 'package.json'));

/** A file of Chakra's published ESM build, by its path under `dist/esm`. */
export function chakraFile(...segments: string[]): string {
  return join(dirname(sharedRequire.resolve('@chakra-ui/react/package.json')), 'dist', 'esm', ...segments);
}

/**
 * `source`, a changed copy of `file`, imported from a folder of its own: its imports (static and dynamic)
 * resolved as `file`'s own, so it runs on the package's other modules.
 */
export async function importChanged<T = Record<string, unknown>>(file: string, source: string): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'changed-module-'));
  const fileRequire = createRequire(file);
  const importable = source.replace(
    /(from |import\()'([^']+)'/g,
    (_match, keyword, request) => `${keyword}'${pathToFileURL(fileRequire.resolve(request)).href}'`,
  );
  const copy = join(folder, basename(file).replace(/\.js$/, '.mjs'));
  writeFileSync(copy, importable);
  try {
    return (await import(pathToFileURL(copy).href)) as T;
  } finally {
    rmSync(folder, { recursive: true, force: true }); // loaded: the file is no longer read
  }
}
