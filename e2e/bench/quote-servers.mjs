// Child process of quote-throughput.mjs: a bare Fastify route and the API's
// quote endpoint, each on its own free port, in one process so that both are
// measured under the same conditions; and, for the report only, the same bare
// route inside the API (behind its logs, headers, CORS and limits). Prints the
// two ports as JSON.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../api/dist/app.js';
import { loadConfig } from '../../api/dist/config.js';

const bare = Fastify();
bare.post('/bare', async (request) => ({ recibido: request.body }));
await bare.listen({ host: '127.0.0.1', port: 0 });

// The API as `npm start` runs it (embedded database, request logs), except the per-address limit:
// every request of the load test comes from one address.
const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'soat-bench-quote-')),
  API_PORT: '0',
  NODE_ENV: 'development',
});
config.rateLimits.global.max = Number.MAX_SAFE_INTEGER;
const api = await buildApp(config);
// the bare route again, inside the API: what the API's own protections cost every route
api.post('/ruta-minima', async (request) => ({ recibido: request.body }));
await api.listen({ host: '127.0.0.1', port: 0 });

const port = (server) => server.server.address().port;
console.log(JSON.stringify({ bare: port(bare), api: port(api) }));
process.on('SIGTERM', async () => {
  await Promise.all([bare.close(), api.close()]);
  process.exit(0);
});
