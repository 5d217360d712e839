import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { UNNAMED_STATEMENT, type Database } from '../../src/db/open-database.js';
import * as schema from '../../src/db/schema.js';
import { transactionStatement } from '../../src/db/transaction-statements.js';

/** Which connection sent what: the pool's own queries, and those of the connection a transaction checked out. */
function recordingPool() {
  const sent: { on: 'pool' | 'connection'; text: string; values: unknown[] }[] = [];
  const answer = async () => ({ rows: [], fields: [], rowCount: 0 });
  const connection = {
    query: async (config: string | { text: string }, values: unknown[] = []) => {
      sent.push({ on: 'connection', text: typeof config === 'string' ? config : config.text, values });
      return answer();
    },
    release: () => {},
  };
  // drizzle tells a pool by its class's name: a transaction checks a connection out of it
  class RecordingPool {
    async query(config: { text: string }, values: unknown[] = []) {
      sent.push({ on: 'pool', text: config.text, values });
      return answer();
    }
    async connect() {
      return connection;
    }
  }
  return { db: drizzle({ client: new RecordingPool() as never, schema }) as unknown as Database, sent };
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
    const { db, sent } = recordingPool();
    const statement = transactionStatement(db, build);
    assert.equal(statement.reused(), true, "drizzle's prepared query keeps its connection where it is swapped");
    const built = t.mock.method(db, 'select');
    for (const key of ['factura:1:SETP', 'factura:2:SETP']) {
      await db.transaction(async (tx) => {
        const selecting = t.mock.method(tx, 'select');
        assert.deepEqual(await statement.within(tx).execute({ key }), []);
        assert.equal(selecting.mock.callCount(), 0, 'not built in the transaction');
      });
    }
    assert.equal(built.mock.callCount(), 0, 'built once, when it was made');
    assert.deepEqual(
      sent.map(({ on, text }) => `${on}: ${text.startsWith('select') ? 'select' : text}`),
      [
        'connection: begin',
        'connection: select',
        'connection: commit',
        'connection: begin',
        'connection: select',
        'connection: commit',
      ],
    );
    const selects = sent.filter(({ text }) => text.startsWith('select'));
    assert.match(selects[0]!.text, /for update$/);
    assert.deepEqual(
      selects.map(({ values }) => values),
      [['factura:1:SETP'], ['factura:2:SETP']],
    );
  });
});
