import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/db/open-database.js';
import { openTestPglite } from '../pglite-snapshot.js';

const journal = JSON.parse(await readFile(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string }[];
};
const migrationCount = journal.entries.length;

describe('Migrations run by several instances at once', () => {
  it('on one PGlite: both open, and each migration is applied once', async (t) => {
    const pglite = await openTestPglite();
    t.after(() => pglite.close());
    const opened = await Promise.all([
      openPglite({ dataDir: '/nonexistent', client: pglite }),
      openPglite({ dataDir: '/nonexistent', client: pglite }),
    ]);
    assert.equal(opened.length, 2);
    const applied = await pglite.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    assert.equal(applied.rows[0]!.count, migrationCount);
    // the schema is there, once: a table of the last migrations answers
    await pglite.query('select count(*) from polizas');
  });
});

// Several API instances on one PostgreSQL (DATABASE_URL): the advisory lock makes them migrate one
// after another. Runs where the suite runs on PostgreSQL (TEST_DATABASE_URL), on a database of its
// own created for the test (so that every migration is pending), dropped afterwards.
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
if (postgresUrl) {
  describe('Migrations run by several instances at once, on PostgreSQL', () => {
    it('all instances open, and each migration is applied once', async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const name = `soat_migraciones_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const check = new pg.Client({ connectionString: url.href });
      try {
        const opened = await Promise.all([1, 2, 3].map(() => openPostgres(url.href)));
        await Promise.all(opened.map((database) => database.close()));
        await check.connect();
        const applied = await check.query<{ count: number }>(
          'select count(*)::int as count from drizzle.__drizzle_migrations',
        );
        assert.equal(applied.rows[0]!.count, migrationCount);
        await check.query('select count(*) from polizas');
      } finally {
        await check.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  });
}
