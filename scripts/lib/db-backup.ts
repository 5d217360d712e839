// Backups of the portal's PostgreSQL database (scripts/db-backup.ts, ADR 026): pg_dump's custom
// format, taken and restored with PostgreSQL's own tools, either on this machine or inside a container
// that has them (the compose file's postgres), the dump streamed through this process either way. A
// restore checks the schema versions first: the version is the newest migration the database holds
// (drizzle's `__drizzle_migrations`, whose created_at is the `when` of api/drizzle/meta/_journal.json).
import { type StdioNull, type StdioPipe, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/** A migration of api/drizzle: its tag and when it was generated (ms), its schema version. */
export interface Migration {
  tag: string;
  when: number;
}

/** A schema version: its migration's timestamp, or null for a database without migrations. */
type SchemaVersion = number | null;

/** How to run a PostgreSQL tool: the command and its arguments for a tool and its own arguments. */
export type ToolRunner = (tool: string, args: string[]) => [command: string, args: string[]];

/** The migrations this release of the API knows, oldest first: `{ tag, when }`. */
export function releaseMigrations(root = repoRoot): Migration[] {
  const journal = JSON.parse(readFileSync(join(root, 'api', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** A schema version in words: its migration's tag, or how it relates to the ones this release knows. */
export function describeVersion(when: SchemaVersion, migrations: Migration[]) {
  if (when === null) return 'sin esquema';
  const known = migrations.find((migration) => migration.when === when);
  if (known) return `la versión ${known.tag}`;
  const latest = lastOf(migrations);
  const day = new Date(when).toISOString().slice(0, 10);
  return when > latest.when
    ? `una versión posterior a ${latest.tag} que esta versión del portal no conoce (del ${day})`
    : `una versión desconocida (del ${day})`;
}

/**
 * Whether a backup may be restored into a database, with the reason in Spanish when not. The versions
 * are migration timestamps (null: none); `targetTables` counts the target's tables in `public`.
 */
export function restoreRefusal({
  backupVersion,
  targetVersion,
  targetTables,
  replace,
  migrations,
}: {
  backupVersion: SchemaVersion;
  targetVersion: SchemaVersion;
  targetTables: number;
  replace: boolean;
  migrations: Migration[];
}) {
  const release = lastOf(migrations).when;
  if (backupVersion === null) {
    return 'El archivo no es una copia de la base del portal: no tiene su tabla de migraciones (drizzle.__drizzle_migrations).';
  }
  if (backupVersion > release) {
    return (
      `La copia tiene el esquema en ${describeVersion(backupVersion, migrations)}, más nueva que la de esta versión ` +
      `del portal (${describeVersion(release, migrations)}). Restáurala con la versión del portal que la tomó o una posterior.`
    );
  }
  if (targetVersion !== null && targetVersion > backupVersion) {
    return (
      `La base de destino tiene el esquema en ${describeVersion(targetVersion, migrations)}, más nueva que la de la ` +
      `copia (${describeVersion(backupVersion, migrations)}). No se restaura: mezclaría dos versiones del esquema. ` +
      'Restáurala en una base vacía; la API la pone al día con sus migraciones al arrancar.'
    );
  }
  if ((targetVersion !== null || targetTables > 0) && !replace) {
    return (
      `La base de destino no está vacía (${targetTables} tablas). Restaura en una base vacía o, para reemplazar ` +
      'sus datos por los de la copia, repite con --replace.'
    );
  }
  return null;
}

/** The last of the release's migrations: its schema version. */
function lastOf(migrations: Migration[]): Migration {
  const last = migrations.at(-1);
  if (!last) throw new Error('api/drizzle/meta/_journal.json no tiene migraciones.');
  return last;
}

/** The newest Debian PostgreSQL's client tools folder (/usr/lib/postgresql/<version>/bin), if any. */
function installedPgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const [newest] = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? join(root, newest, 'bin') : null;
}

/**
 * How to run a PostgreSQL tool: `docker exec -i <container> <tool>` with a container, else the tool
 * from PG_BIN, the newest Debian PostgreSQL installed, or PATH. Answers `[command, args]`.
 */
export function pgToolRunner({
  container,
  bin = process.env.PG_BIN ?? installedPgBin(),
}: { container?: string; bin?: string | null } = {}): ToolRunner {
  if (container) return (tool, args) => ['docker', ['exec', '-i', container, tool, ...args]];
  return (tool, args) => [bin ? join(bin, tool) : tool, args];
}

/**
 * Runs a tool with `stdin` and `stdout` as file descriptors (or 'ignore'/'pipe'); rejects with its
 * error output when it fails. Answers what it printed when stdout is 'pipe'.
 */
export function runTool(
  runner: ToolRunner,
  tool: string,
  args: string[],
  { stdin = 'ignore', stdout = 'pipe' }: { stdin?: number | StdioNull; stdout?: number | StdioNull | StdioPipe } = {},
) {
  const [command, commandArgs] = runner(tool, args);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: [stdin, stdout, 'pipe'] });
    let out = '';
    let err = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', (error) => reject(new Error(`${tool} no pudo ejecutarse (${command}): ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${tool} terminó con el código ${code}: ${err.trim()}`));
    });
  });
}

/** The newest migration timestamp in pg_restore's SQL of drizzle.__drizzle_migrations's data, or null. */
export function newestMigrationInCopy(sql: string): SchemaVersion {
  const lines = sql.split('\n');
  const start = lines.findIndex((line) => /^COPY drizzle\.__drizzle_migrations \(/.test(line));
  if (start === -1) return null;
  const columns = (/\(([^)]*)\)/.exec(lines[start] ?? '')?.[1] ?? '').split(', ');
  const createdAt = columns.indexOf('created_at');
  let newest: SchemaVersion = null;
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const when = Number(line.split('\t')[createdAt]);
    if (newest === null || when > newest) newest = when;
  }
  return newest;
}

/** A one-value query on the database (psql, no .psqlrc), as text; '' for SQL null. */
export async function queryValue(runner: ToolRunner, url: string, sql: string) {
  const out = await runTool(runner, 'psql', ['-X', '-A', '-t', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql]);
  return out.trim();
}

/** The database's schema version (null without migrations) and how many tables `public` holds. */
export async function databaseState(runner: ToolRunner, url: string) {
  const tables = Number(await queryValue(runner, url, "select count(*) from pg_tables where schemaname = 'public'"));
  const hasMigrations =
    (await queryValue(runner, url, "select to_regclass('drizzle.__drizzle_migrations') is not null")) === 't';
  const newest = hasMigrations
    ? await queryValue(runner, url, 'select max(created_at) from drizzle.__drizzle_migrations')
    : '';
  return { tables, version: newest === '' ? null : Number(newest) };
}
