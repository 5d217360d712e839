// Backs up and restores the portal's PostgreSQL database (deploy/README.md, "Backups"; ADR 026).
//   node scripts/db-backup.mjs backup <file> [--database-url URL] [--container ID]
//   node scripts/db-backup.mjs restore <file> [--database-url URL] [--container ID] [--replace]
// The URL defaults to DATABASE_URL. With --container, PostgreSQL's tools run inside that container
// (`docker exec`, the compose file's postgres: the URL is then as seen from inside it); without it,
// on this machine (PG_BIN, the newest /usr/lib/postgresql/<version>/bin, or PATH). A restore refuses
// a target newer than the copy, a copy newer than this release, and a target that is not empty
// (unless --replace); it runs in one transaction, so a failed restore leaves the target as it was.
import { closeSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  databaseState,
  describeVersion,
  newestMigrationInCopy,
  pgToolRunner,
  queryValue,
  releaseMigrations,
  restoreRefusal,
  runTool,
} from './lib/db-backup.mjs';

const usage =
  'Uso: node scripts/db-backup.mjs backup|restore <archivo> [--database-url URL] [--container ID] [--replace]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    container: { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});
const [command, file] = positionals;
const url = values['database-url'];
if (!['backup', 'restore'].includes(command) || !file || !url || (values.replace && command !== 'restore')) {
  console.error(url ? usage : `${usage}\nFalta la base: --database-url o DATABASE_URL.`);
  process.exit(2);
}
const runner = pgToolRunner({ container: values.container });
const migrations = releaseMigrations();

/** The schema version a custom-format copy holds, read with pg_restore from the file itself. */
async function copyVersion(path) {
  const stdin = openSync(path, 'r');
  try {
    const sql = await runTool(
      runner,
      'pg_restore',
      ['--data-only', '--schema=drizzle', '--table=__drizzle_migrations', '--file=-'],
      { stdin },
    );
    return newestMigrationInCopy(sql);
  } finally {
    closeSync(stdin);
  }
}

async function backup() {
  const partial = `${file}.partial`;
  const stdout = openSync(partial, 'w', 0o600);
  try {
    await runTool(runner, 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`], {
      stdout,
    });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    closeSync(stdout);
  }
  const version = await copyVersion(partial);
  if (version === null) {
    rmSync(partial, { force: true });
    throw new Error(
      'La base no tiene la tabla de migraciones del portal (drizzle.__drizzle_migrations): no se guardó.',
    );
  }
  // only a whole copy ever takes the name
  renameSync(partial, file);
  const kilobytes = Math.ceil(statSync(file).size / 1024);
  console.log(`Copia guardada en ${file} (${kilobytes} KB), esquema en ${describeVersion(version, migrations)}.`);
}

async function restore() {
  const backupVersion = await copyVersion(file);
  const target = await databaseState(runner, url);
  const refusal = restoreRefusal({
    backupVersion,
    targetVersion: target.version,
    targetTables: target.tables,
    replace: values.replace,
    migrations,
  });
  if (refusal) throw new Error(refusal);
  const stdin = openSync(file, 'r');
  try {
    await runTool(
      runner,
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(values.replace ? ['--clean', '--if-exists'] : []),
        `--dbname=${url}`,
      ],
      { stdin },
    );
  } finally {
    closeSync(stdin);
  }
  const policies = await queryValue(runner, url, 'select count(*) from polizas');
  console.log(
    `Copia restaurada: esquema en ${describeVersion(backupVersion, migrations)}, ${policies} ${policies === '1' ? 'póliza' : 'pólizas'}.`,
  );
}

try {
  await (command === 'backup' ? backup() : restore());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
