import type { FastifyInstance } from 'fastify';

export default async function openapiRoute(app: FastifyInstance) {
  // built once and cheap to send: never limited
  app.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
}
