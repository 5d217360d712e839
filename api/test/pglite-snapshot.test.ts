import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { migrationsDigest } from './pglite-snapshot.js';

const migrations = fileURLToPath(new URL('../drizzle/', import.meta.url));

// The migrated snapshot the test files open is named by this digest: a stale one would give every test a
// schema the migrations no longer make.
describe('The digest that names the migrated test database', () => {
  it('is the same for a copy of the migrations, and changes when one is edited, added or renamed', async (t) => {
    const folder = `${await mkdtemp(join(tmpdir(), 'soat-migrations-'))}/`;
    t.after(() => rm(folder, { recursive: true, force: true }));
    await cp(migrations, folder, { recursive: true });
    const original = await migrationsDigest();
    assert.equal(await migrationsDigest(folder), original);

    await appendFile(join(folder, '0000_init.sql'), '\n-- edited\n');
    const edited = await migrationsDigest(folder);
    assert.notEqual(edited, original);

    await writeFile(join(folder, 'meta', 'extra.json'), '{}');
    const added = await migrationsDigest(folder);
    assert.notEqual(added, edited);

    await rename(join(folder, 'meta', 'extra.json'), join(folder, 'meta', 'other.json'));
    assert.notEqual(await migrationsDigest(folder), added);
  });
});
