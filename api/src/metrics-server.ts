import Fastify from 'fastify';
import type { Registry } from 'prom-client';

/**
 * The metrics' own server: GET /metrics in Prometheus's text format, on a port of its own
 * (METRICS_PORT), which the public proxy in front of the API does not serve. Nothing else answers here.
 */
export function buildMetricsServer(registry: Registry) {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return server;
}
