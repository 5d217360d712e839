import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Only the portal's own origins may call the API from a browser. The list is matched
 * exactly, so `*` and the `null` origin (sandboxed iframes, file://) are never allowed.
 */
async function corsPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'PUT'],
    // Idempotency-Key: the payment page sends one per attempt (POST /solicitudes/{id}/pagos)
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
    // A strict check would answer a bare OPTIONS with a plain-text 400, outside our JSON error
    // contract; without it such a request gets an empty 204 with no CORS headers, which grants nothing.
    strictPreflight: false,
  });
}

export default fp(corsPlugin, { name: 'cors' });
