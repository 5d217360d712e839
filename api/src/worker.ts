import closeWithGrace from 'close-with-grace';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config/index.js';
import { buildMetricsServer } from './metrics-server.js';
import { notReadyMessage, readinessTimeoutMs, withTimeout } from './routes/health.js';

// The jobs' process (ADR 027): the app built as server.ts builds it, whatever API_JOBS says, made ready
// (its job loops start: every leased queue, the renewal reminders, the reconciliation), and never
// listening for the API's routes. Web instances run with API_JOBS=false beside it: the jobs they write
// wait in the database for this process's next pass. Several workers may run: the queues are leased.
// It answers on API_HOST:API_PORT, which no public proxy serves, only GET /health (the process is alive),
// GET /ready (its database answers) and GET /metrics (the queues' and the jobs' metrics, soat_job_*), so
// the container's health check (health-check.ts) and Prometheus reach it as they reach the API.
let config;
try {
  config = { ...loadConfig(), jobs: true };
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);
const server = Fastify({ logger: false });
const metricsServer = buildMetricsServer(app.metrics.registry);
server.get('/health', async () => ({ estado: 'ok' }));
server.get('/ready', async (_request, reply) => {
  try {
    await withTimeout(app.db.execute(sql`select 1`), readinessTimeoutMs);
    return { estado: 'listo' };
  } catch (err) {
    app.log.error({ err }, 'readiness check failed: the database does not answer');
    return reply.code(503).send({ message: notReadyMessage });
  }
});
server.get('/metrics', async (_request, reply) =>
  reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics()),
);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing because of an error');
  else app.log.info({ signal }, 'closing');
  await server.close();
  await metricsServer.close();
  // waits for the passes under way (background tasks) before the database goes
  await app.close();
});

try {
  await app.ready();
  await server.listen({ host: config.host, port: config.port });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Trabajos en marcha; salud y métricas en http://${config.host}:${port}`);
  if (config.metrics) {
    // the metrics' port too, when set, where Prometheus scrapes the API's instances
    await metricsServer.listen(config.metrics);
    console.log(`Métricas en http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
