import Fastify from 'fastify';
import type { Registry } from 'prom-client';

/**
 * The metrics of `names` alone, each collected in the order asked (an unknown name is left out): a scrape of
 * them does not run the other metrics' database reads.
 */
async function onlyNamed(registry: Registry, names: string[]) {
  const texts: string[] = [];
  for (const name of names)
    if (registry.getSingleMetric(name)) texts.push(await registry.getSingleMetricAsString(name));
  return texts.length > 0 ? `${texts.join('\n')}\n` : '';
}

/**
 * The metrics' own server: GET /metrics in Prometheus's text format, on a port of its own
 * (METRICS_PORT), which the public proxy in front of the API does not serve. Nothing else answers here.
 * `?name[]=…` (repeated) answers those metrics alone, as Prometheus's Python client does: a watcher that
 * reads a few gauges often (the capacity bench, every half second) does not pay for the whole scrape.
 */
export function buildMetricsServer(registry: Registry) {
  const server = Fastify({ logger: false });
  server.get<{ Querystring: { 'name[]'?: string | string[] } }>('/metrics', async (request, reply) => {
    const asked = request.query['name[]'];
    const text = asked === undefined ? await registry.metrics() : await onlyNamed(registry, [asked].flat());
    return reply.type(registry.contentType).send(text);
  });
  return server;
}
