import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteExtensions } from '../src/db/open-database.js';

// Keyed by the pinned PGlite version, so upgrading it never loads an incompatible snapshot.
const apiPackage = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const version = apiPackage.dependencies['@electric-sql/pglite'];
// The migrator writes its own bookkeeping (drizzle.__drizzle_migrations): a migrated cluster is keyed by it too.
const migrator = apiPackage.dependencies['drizzle-orm'];
const snapshotFile = join(tmpdir(), `soat-api-pglite-${version}-empty.tar`);

/** Opens a snapshot, or `undefined` when there is none yet or it cannot be read. */
async function openSnapshot(file: string): Promise<PGlite | undefined> {
  try {
    const snapshot = await readFile(file);
    return await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
  } catch {
    return undefined;
  }
}

/** Writes `pglite`'s cluster to `file` whole: through a file of this process, renamed into place. */
async function saveSnapshot(pglite: PGlite, file: string) {
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

/**
 * An in-memory PGlite. A fresh one runs initdb (about 5 s); loading a snapshot of an empty
 * cluster takes under 1 s, so the first test file saves one to the temp folder for the rest.
 */
export async function openTestPglite(): Promise<PGlite> {
  const saved = await openSnapshot(snapshotFile);
  if (saved) return saved;
  // No snapshot yet, or an unreadable one: build a fresh cluster and (re)write the snapshot.
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  await saveSnapshot(pglite, snapshotFile);
  return pglite;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle/', import.meta.url));

/** The migrations' files, every byte of them and their names: a snapshot is taken after exactly these. */
export async function migrationsDigest(folder = migrationsFolder) {
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash
      .update(file.slice(folder.length))
      .update('\0')
      .update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied, as the app opens it. Applying them takes about 1.5 s
 * a file, so the first test file saves the migrated cluster too, keyed by the migrations' contents and the
 * migrator's version: a migration added or changed, or drizzle upgraded, makes a new one.
 */
export async function openMigratedTestPglite(): Promise<PGlite> {
  const file = join(tmpdir(), `soat-api-pglite-${version}-drizzle-${migrator}-${await migrationsDigest()}.tar`);
  const saved = await openSnapshot(file);
  if (saved) return saved;
  const pglite = await openTestPglite();
  await openPglite({ dataDir: '/nonexistent', client: pglite });
  await saveSnapshot(pglite, file);
  return pglite;
}
