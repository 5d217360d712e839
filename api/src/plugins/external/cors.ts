import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The rating endpoints a browser uses (ADR 012): the integrators' pages may call them too. Minting
 * tokens (`/api/calificaciones/tokens`) is not among them: the integrator's key lives on its server.
 */
export const integratorBrowserPaths: ReadonlySet<string> = new Set([
  '/api/calificaciones',
  '/api/calificaciones/consultas',
  '/api/calificaciones/resumen',
]);

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * Only the portal's own origins may call the API from a browser, plus the integrators' origins on
 * the rating endpoints a browser uses. The lists are matched exactly, so `*` and the `null` origin
 * (sandboxed iframes, file://) are never allowed.
 */
async function corsPlugin(app: FastifyInstance) {
  const common = {
    // PATCH: the back office changes an operator (PATCH /operador/api/v1/operadores/{id}, ADR 044)
    methods: ['GET', 'POST', 'PUT', 'PATCH'],
    // Idempotency-Key: the payment page sends one per attempt (POST /solicitudes/{id}/pagos)
    // X-Request-Id: the portal's client sends one per request; the API answers it back (exposed)
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    // Retry-After: a page says how long a locked-out visitor waits (the operators' sign-in, ADR 045)
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
    // A strict check would answer a bare OPTIONS with a plain-text 400, outside our JSON error
    // contract; without it such a request gets an empty 204 with no CORS headers, which grants nothing.
    strictPreflight: false,
  } satisfies FastifyCorsOptions;
  const portalOnly: FastifyCorsOptions = { ...common, origin: app.config.corsOrigins };
  const integratorOrigins = app.config.ratingIntegrators.flatMap((integrator) => integrator.origins);
  const withIntegrators: FastifyCorsOptions = {
    ...common,
    origin: [...new Set([...app.config.corsOrigins, ...integratorOrigins])],
  };
  if (integratorOrigins.length === 0) {
    await app.register(cors, portalOnly);
    return;
  }
  const optionsFor = (request: FastifyRequest) =>
    integratorBrowserPaths.has(pathOf(request.url)) ? withIntegrators : portalOnly;
  // the preflight (OPTIONS) is answered by the plugin's catch-all route: the options are chosen by path
  await app.register(cors, {
    delegator: (request, callback) => callback(null, optionsFor(request)),
  });
}

export default fp(corsPlugin, { name: 'cors' });
