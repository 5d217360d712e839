import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql, type Placeholder } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The one database type repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The name to give drizzle's `.prepare()`: none. A query prepared with it is built once (its SQL text and
 * how its rows map), which a busy read needs (building a select each time cost the policy consult a fifth
 * of its CPU, ADR 027), and is still sent as an unnamed statement that PostgreSQL parses each time:
 * PgBouncer's transaction pooling (ADR 027) keeps no named statement, which lives on one server connection.
 */
export const UNNAMED_STATEMENT = '';

/** A placeholder named after each column, for a prepared statement's values (`.values()` of an insert). */
export const placeholders = <K extends string>(columns: readonly K[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])) as unknown as Record<K, Placeholder>;

/** A connection pool's use: connections open, idle among them, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's pool (PGlite has one session and no pool). */
  poolUse?: () => PoolUse;
}

// src/db and dist/db sit at the same depth, so this resolves to api/drizzle from both.
const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any constant works; it only has to be the same for every instance of this API.
const migrationLockId = 4_000_727;

/**
 * Contrib extensions the migrations create: btree_gist for the exclusion constraint that keeps one
 * policy per vehicle per period. PostgreSQL ships it; PGlite loads it when the instance is created.
 */
export const pgliteExtensions = { btree_gist };

/**
 * Opens PostgreSQL with a pool and applies pending migrations under a transaction's advisory lock. `onIdleError`
 * hears of idle connections that broke (PostgreSQL restarted): the pool drops them and opens new
 * ones on the next query, so the API recovers by itself; without a listener the error would end the process.
 * `poolSize`: the most connections kept open (DATABASE_POOL_SIZE).
 */
export async function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = () => {},
  poolSize = 10,
): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', onIdleError);
  // A connection that breaks while checked out (between the queries of a transaction, say) emits its
  // error on the client, where the pool does not listen: unheard, it ended the process when PostgreSQL
  // stopped under a background job. The query that uses it fails and is handled where it runs.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema });
  // Several instances may start together: the lock makes them migrate one after another. It is a
  // transaction's, as PgBouncer's transaction pooling requires (ADR 027): a session's lock stays on the
  // server connection that took it, and the unlock may reach another, leaving the next instance waiting.
  // The migrator, given this one client, runs inside the transaction begun here (its own `begin` is only
  // warned about) and its `commit` (or `rollback`) ends it, which releases the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('begin');
    await lockClient.query('select pg_advisory_xact_lock($1)', [migrationLockId]);
    await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    // a failure before the migrator's own transaction began leaves this one open
    await lockClient.query('rollback').catch(() => {});
    lockClient.release();
  }
  return {
    db,
    driver: 'postgres',
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

// PGlite has one session, so an advisory lock never blocks on it: migrations of apps opened on the
// same instance (tests build several on one) queue here instead, one after another.
const pgliteMigrations = new WeakMap<PGlite, Promise<unknown>>();

function migratePgliteInTurn(client: PGlite, run: () => Promise<void>): Promise<void> {
  const previous = pgliteMigrations.get(client) ?? Promise.resolve();
  const turn = previous.catch(() => {}).then(run);
  pgliteMigrations.set(client, turn);
  return turn;
}

/**
 * Opens the embedded PGlite: on disk under `dataDir/pglite`, or the given instance
 * (tests share one in-memory instance per file and close it themselves).
 */
export async function openPglite(options: { dataDir: string; client?: PGlite }): Promise<OpenDatabase> {
  let client = options.client;
  const owned = client === undefined;
  if (!client) {
    const directory = join(options.dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory, { extensions: pgliteExtensions });
  }
  const db = drizzlePglite({ client, schema });
  await migratePgliteInTurn(client, () => migratePglite(db, { migrationsFolder }));
  const opened = client;
  return {
    db,
    driver: 'pglite',
    close: async () => {
      if (owned) await opened.close();
    },
  };
}
