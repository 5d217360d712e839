import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeVersion, newestMigrationInCopy, releaseMigrations, restoreRefusal } from './db-backup.ts';

// The pure parts of scripts/db-backup.ts; api/test/scale-out/backup.test.ts runs it on PostgreSQL.

const migrations = [
  { tag: '0000_init', when: 1000 },
  { tag: '0001_next', when: 2000 },
];
/** The refusal for a restore that differs from an allowed one by `overrides`; '' when allowed. */
const decide = (overrides: Partial<Parameters<typeof restoreRefusal>[0]>) =>
  restoreRefusal({
    backupVersion: 2000,
    targetVersion: null,
    targetTables: 0,
    replace: false,
    migrations,
    ...overrides,
  }) ?? '';

describe('db-backup', () => {
  it("reads the newest migration from pg_restore's data of drizzle's table", () => {
    const sql = [
      'SET client_encoding = UTF8;',
      'COPY drizzle.__drizzle_migrations (id, hash, created_at) FROM stdin;',
      '1\tabc\t1000',
      '2\tdef\t2000',
      '\\.',
      'SELECT 1;',
    ].join('\n');
    assert.equal(newestMigrationInCopy(sql), 2000);
    assert.equal(newestMigrationInCopy('SET client_encoding = UTF8;\n'), null);
  });

  it('names a version by its migration, or says it is newer than the release', () => {
    assert.equal(describeVersion(1000, migrations), 'la versión 0000_init');
    assert.match(describeVersion(3000, migrations), /posterior a 0001_next que esta versión del portal no conoce/);
    assert.equal(describeVersion(null, migrations), 'sin esquema');
  });

  it('restores only a copy of the portal no newer than the release into an empty target of no newer schema', () => {
    assert.equal(decide({}), '');
    assert.match(decide({ backupVersion: null }), /no es una copia de la base del portal/);
    assert.match(decide({ backupVersion: 3000 }), /más nueva que la de esta versión del portal/);
    assert.match(
      decide({ backupVersion: 1000, targetVersion: 2000, targetTables: 12, replace: true }),
      /La base de destino tiene el esquema en la versión 0001_next, más nueva que la de la copia \(la versión 0000_init\)/,
    );
    assert.match(decide({ targetVersion: 2000, targetTables: 12 }), /no está vacía \(12 tablas\).*--replace/);
    assert.match(decide({ targetTables: 3 }), /no está vacía/);
    assert.equal(decide({ targetVersion: 1000, targetTables: 12, replace: true }), '');
  });

  it("knows this release's migrations from the API's journal, oldest first", () => {
    const release = releaseMigrations();
    assert.ok(release.length > 0);
    assert.deepEqual(
      release.map((migration) => migration.when),
      release.map((migration) => migration.when).toSorted((a, b) => a - b),
    );
  });
});
