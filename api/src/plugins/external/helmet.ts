import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControl, securityHeaders } from '../../lib/security-headers.js';

// helmet's headers for our options, computed once by helmet itself (lib/security-headers.ts):
// @fastify/helmet rebuilt helmet's middleware chain and parsed the CSP directives on every request.
const { 'cache-control': _cacheControl, ...helmetHeaders } = securityHeaders;

/**
 * Security headers on every answer (lib/security-headers.ts says which). Set before the handler,
 * so a route may replace one (the sandbox checkout's CSP); `cache-control: no-store` is set last,
 * over whatever a handler set (routes that publish cacheable data override it in their own onSend).
 * Callback hooks: they run on every request, and an async hook costs a promise each.
 */
async function helmetPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(helmetHeaders);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('cache-control', cacheControl);
    done(null, payload);
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
