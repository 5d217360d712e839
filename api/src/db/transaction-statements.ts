import type { Database } from './open-database.js';

/** A transaction of the database (drizzle's), as `db.transaction()` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a prepared statement and a session of drizzle's hold of their connection (node-postgres's and PGlite's). */
interface OnClient {
  client?: unknown;
}

/**
 * A statement built once (drizzle's `.prepare()`: its SQL text and how its rows map) and run inside any
 * transaction (ADR 051). drizzle binds a prepared statement to the session it was built on, the pool's, while
 * each transaction has a session of its own, on the connection it holds. `within(tx)` answers a copy of the
 * statement on that connection: drizzle's prepared queries keep it in their `client` field, their only tie to
 * a session. Where a drizzle release keeps it otherwise, `build(tx)` builds the statement in the transaction
 * as before, slower but right (`api/test/db/transaction-statements.test.ts` says which way it runs).
 */
export function transactionStatement<P extends object>(db: Database, build: (executor: Database | Transaction) => P) {
  const prepared: P & OnClient = build(db);
  return {
    /** The statement on the transaction's connection. */
    within(tx: Transaction): P {
      const client = (tx._.session as OnClient).client;
      if (client === undefined || !Object.hasOwn(prepared, 'client')) return build(tx);
      return Object.assign(Object.create(Object.getPrototypeOf(prepared) as object) as P, prepared, { client });
    },
    /** Whether `within` reuses the statement built once (false: it builds it again in each transaction). */
    reused: () => Object.hasOwn(prepared, 'client'),
  };
}
