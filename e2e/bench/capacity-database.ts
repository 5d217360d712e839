// Child process of capacity.ts, run from api/ as the API's tests run their sources (it imports the
// scale-out tests' servers): a throwaway PostgreSQL (Debian's, fsync off) and redis-server on free
// ports, as the scale-out tests start them (api/test/scale-out/servers.ts). Prints one JSON line
// { postgresUrl, redisUrl }, then serves until SIGTERM. PostgreSQL's memory is set for the seeded
// database (capacity-seed.ts).
import { startPostgres, startRedis } from '../../api/test/scale-out/servers.ts';

const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
// sized as a database of two years of policies is (its tables and indexes take about 6 GB at 2,000,000
// policies): a quarter of this machine's memory for PostgreSQL's buffers instead of initdb's 128 MB
await postgres.query(`alter system set shared_buffers = '2GB'`);
await postgres.query(`alter system set maintenance_work_mem = '512MB'`);
await postgres.query(`alter system set max_wal_size = '8GB'`);
await postgres.stop();
await postgres.start();
process.once('SIGTERM', async () => {
  await Promise.all([postgres.close(), redis.close()]);
  process.exit(0);
});
console.log(JSON.stringify({ postgresUrl: postgres.url, redisUrl: redis.url }));
