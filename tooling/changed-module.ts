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
 * `source`, a changed copy of `file`, written to a folder of its own with its imports (static and dynamic)
 * resolved as `file`'s own, so it runs on the package's other modules; `remove()` deletes the folder.
 */
export function writeChanged(file: string, source: string): { path: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'changed-module-'));
  const fileRequire = createRequire(file);
  const importable = source.replace(
    /(from |import\()'([^']+)'/g,
    (_match, keyword, request) => `${keyword}'${pathToFileURL(fileRequire.resolve(request)).href}'`,
  );
  const path = join(folder, basename(file).replace(/\.js$/, '.mjs'));
  writeFileSync(path, importable);
  return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** `source`, a changed copy of `file`, imported as `writeChanged` writes it. */
export async function importChanged<T = Record<string, unknown>>(file: string, source: string): Promise<T> {
  const copy = writeChanged(file, source);
  try {
    return (await import(pathToFileURL(copy.path).href)) as T;
  } finally {
    copy.remove(); // loaded: the file is no longer read
  }
}
