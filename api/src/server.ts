import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config/index.js';
import { buildMetricsServer } from './metrics-server.js';

// Process concerns only: configuration from the environment, listening, graceful shutdown.
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);
const metricsServer = config.metrics ? buildMetricsServer(app.metrics.registry) : null;

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing because of an error');
  else app.log.info({ signal }, 'closing');
  await metricsServer?.close();
  await app.close();
});

try {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`API escuchando en http://${config.host}:${port}`);
  if (metricsServer && config.metrics) {
    await metricsServer.listen(config.metrics);
    const metricsAddress = metricsServer.server.address();
    const metricsPort =
      typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : config.metrics.port;
    console.log(`Métricas en http://${config.metrics.host}:${metricsPort}/metrics`);
  }
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
