import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { UNNAMED_STATEMENT, type Database } from '../../src/db/open-database.js';
import * as schema from '../../src/db/schema.js';
import { transactionStatement } from '../../src/db/transaction-statements.js';

/**
 * Which connection sent what: the pool's own queries (`pool`), and those of each connection a transaction
 * checked out (`connection 1`, `connection 2`…). A query waits for `gate` when one is set, so that two
 * transactions can be held open at once.
 */
function recordingPool() {
  const sent: { on: string; text: string; values: unknown[] }[] = [];
  const state: { gate?: Promise<void> } = {};
  const record = async (on: string, config: string | { text: string }, values: unknown[] = []) => {
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ on, text, values });
    if (text.startsWith('select')) await state.gate;
    return { rows: [], fields: [], rowCount: 0 };
  };
  let connections = 0;
  // drizzle tells a pool by its class's name: a transaction checks a connection of its own out of it
  class RecordingPool {
    query(config: { text: string }, values?: unknown[]) {
      return record('pool', config, values);
    }
    async connect() {
      const on = `connection ${++connections}`;
      return { query: (config: { text: string }, values?: unknown[]) => record(on, config, values), release: () => {} };
    }
  }
  const db = drizzle({ client: new RecordingPool() as never, schema }) as unknown as Database;
  return { db, sent, state };
}

describe('A statement built once for transactions (ADR 051)', () => {
  const build = (executor: Pick<Database, 'select'>) =>
    executor
      .select({ key: schema.documentSeries.key })
      .from(schema.documentSeries)
      .where(eq(schema.documentSeries.key, sql.placeholder('key')))
      .for('update')
      .prepare(UNNAMED_STATEMENT);

  it("runs on each transaction's own connection, between its begin and commit, without being built again", async (t) => {
    const { db, sent, state } = recordingPool();
    const statement = transactionStatement(db, build);
    assert.equal(statement.reused(), true, "drizzle's prepared query keeps its connection where it is swapped");
    const built = t.mock.method(db, 'select');
    // two transactions at once: each takes its statement before either runs it, and holds its select open
    // until both have sent theirs
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    let taken = 0;
    let bothTaken!: () => void;
    const taking = new Promise<void>((resolve) => (bothTaken = resolve));
    const both = ['factura:1:SETP', 'factura:2:SETP'].map((key) =>
      db.transaction(async (tx) => {
        const selecting = t.mock.method(tx, 'select');
        const own = statement.within(tx);
        if (++taken === 2) bothTaken();
        await taking;
        assert.deepEqual(await own.execute({ key }), []);
        assert.equal(selecting.mock.callCount(), 0, 'not built in the transaction');
      }),
    );
    while (sent.filter(({ text }) => text.startsWith('select')).length < 2) await new Promise(setImmediate);
    open();
    await Promise.all(both);
    assert.equal(built.mock.callCount(), 0, 'built once, when it was made');
    for (const [on, key] of [
      ['connection 1', 'factura:1:SETP'],
      ['connection 2', 'factura:2:SETP'],
    ]) {
      const own = sent.filter((query) => query.on === on);
      assert.deepEqual(
        own.map(({ text }) => (text.startsWith('select') ? 'select' : text)),
        ['begin', 'select', 'commit'],
        `${on}: ${JSON.stringify(sent)}`,
      );
      assert.match(own[1]!.text, /for update$/);
      assert.deepEqual(own[1]!.values, [key]);
    }
    assert.ok(!sent.some(({ on }) => on === 'pool'), 'nothing of a transaction on the pool');
  });
});
