import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { getTableName } from 'drizzle-orm';
import { openPostgres } from '../../src/db/open-database.js';
import { createLeasedQueue } from '../../src/lib/leased-queue.js';
import { createTestQueue } from '../app/test-jobs-table.js';
import { startPostgres } from './servers.js';

// The leased queue (lib/leased-queue.ts) where claims really run at once: two instances' pools on one
// PostgreSQL, each with several connections (PGlite has one session, so test/app only sees them in turn).

describe('A leased queue on PostgreSQL', { timeout: 60_000 }, () => {
  const postgres = startPostgres();
  after(async () => (await postgres).close());

  it('gives each of 300 jobs to one claimer when 20 claimers on two instances take them at once', async () => {
    const server = await postgres;
    const instances = await Promise.all([openPostgres(server.url), openPostgres(server.url)]);
    try {
      const definition = await createTestQueue(instances[0].db, 300);
      const queues = instances.map(({ db }) => createLeasedQueue(db, definition));

      const claimed: string[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          for (;;) {
            const jobs = await queues[index % 2]!.claimDue(7);
            if (jobs.length === 0) return;
            claimed.push(...jobs.map((job) => job.id));
          }
        }),
      );

      assert.equal(new Set(claimed).size, 300, 'every job claimed');
      assert.equal(claimed.length, 300, 'no job claimed twice');
      const attempts = await server.query<{ intentos: number; jobs: string }>(
        `select intentos, count(*) as jobs from ${getTableName(definition.table)} group by intentos`,
      );
      assert.deepEqual(attempts, [{ intentos: 1, jobs: '300' }]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
