import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openPostgres } from '../../src/db/open-database.js';
import { startPgBouncer, startPostgres } from './servers.js';

describe('A PostgreSQL connection that breaks while in use', () => {
  const postgres = startPostgres();
  after(async () => (await postgres).close());

  it('fails only the work that held it, and the process goes on with a new connection', async () => {
    const server = await postgres;
    const database = await openPostgres(server.url);
    try {
      // a connection checked out between two queries, as a background job's transaction holds it
      const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
      const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
        { pid: number },
      ];
      await server.query('select pg_terminate_backend($1)', [pid]);
      // the broken connection's error arrives on the client: unheard, it would end this process here
      await sleep(300);
      await assert.rejects(client.query('select 1'));
      client.release(true);
      const answer = (await database.db.execute(sql`select 1 as uno`)) as unknown as { rows: Array<{ uno: number }> };
      assert.equal(answer.rows[0]?.uno, 1);
    } finally {
      await database.close();
    }
  });
});

describe('Transactions that cannot begin while PostgreSQL restarts behind PgBouncer', { timeout: 120_000 }, () => {
  it('give every connection back to the pool, so the process serves again once PostgreSQL is back', async () => {
    const server = await startPostgres();
    const bouncer = await startPgBouncer(server);
    const database = await openPostgres(bouncer.url);
    try {
      await server.stop();
      // PgBouncer keeps the pool's connections and answers BEGIN with «server login has been failing» until
      // its next login: the background jobs' transactions meet that while PostgreSQL restarts
      // as many as the pool lends (10): each gets a connection of its own
      const outcomes = Array.from({ length: 10 }, () =>
        database.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(
            () => 'committed',
            (error: Error) => String(error.cause ?? error),
          ),
      );
      await sleep(1_000);
      await server.start();
      const settled = await Promise.all(outcomes);
      const refused = settled.filter((outcome) => outcome.includes('server login has been failing'));
      assert.ok(refused.length > 0, `no BEGIN was refused: ${settled.join('; ')}`);

      const { total, idle } = database.poolUse!();
      assert.equal(total - idle, 0, `${total - idle} of the pool's ${total} connections were never given back`);
      const answer = (await database.db.execute(sql`select 1 as uno`)) as unknown as { rows: Array<{ uno: number }> };
      assert.equal(answer.rows[0]?.uno, 1);
    } finally {
      // a pool whose connections were kept waits for them forever as it ends
      await Promise.race([database.close(), sleep(5_000)]);
      await bouncer.close();
      await server.close();
    }
  });
});
