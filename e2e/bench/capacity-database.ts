// Child process of capacity.ts, run with tsx from api/ (it imports the scale-out tests' servers): a
// throwaway PostgreSQL (Debian's, fsync off) and redis-server on free ports, as the scale-out tests
// start them (api/test/scale-out/servers.ts). Prints one JSON line { postgresUrl, redisUrl }, then
// serves until SIGTERM.
import { startPostgres, startRedis } from '../../api/test/scale-out/servers.ts';

const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
process.once('SIGTERM', async () => {
  await Promise.all([postgres.close(), redis.close()]);
  process.exit(0);
});
console.log(JSON.stringify({ postgresUrl: postgres.url, redisUrl: redis.url }));
