import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../src/db/open-database.js';

// Keyed by the pinned PGlite version, so upgrading it never loads an incompatible snapshot.
const apiPackage = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const version = apiPackage.dependencies['@electric-sql/pglite'];
const snapshotFile = join(tmpdir(), `soat-api-pglite-${version}-empty.tar`);

/**
 * An in-memory PGlite. A fresh one runs initdb (about 5 s); loading a snapshot of an empty
 * cluster takes under 1 s, so the first test file saves one to the temp folder for the rest.
 */
export async function openTestPglite(): Promise<PGlite> {
  try {
    const snapshot = await readFile(snapshotFile);
    return await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
  } catch {
    // No snapshot yet, or an unreadable one: build a fresh cluster and (re)write the snapshot.
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const dump = await pglite.dumpDataDir('none');
  const partial = `${snapshotFile}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, snapshotFile);
  return pglite;
}
