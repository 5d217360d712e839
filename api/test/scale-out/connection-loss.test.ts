import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openPostgres } from '../../src/db/open-database.js';
import { startPostgres } from './servers.js';

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
