import type { FastifyInstance } from 'fastify';
import { registerApiRoutes } from './api-routes.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { createTransactionsStore } from './transactions-store.js';
import { registerWalletRoutes } from './wallet-routes.js';

/**
 * A Wompi-like payment gateway for development and tests (ADR 010), mounted at /sandbox-pasarela
 * when PAYMENT_SANDBOX is on (never in production): the Wompi API under /v1 and the hosted checkout
 * under /checkout, the Nequi app under /nequi and a correspondent's cashier under /corresponsal. It is the merchant account of PAYMENT_PUBLIC_KEY / PRIVATE_KEY and its secrets.
 * Not wrapped in fastify-plugin: its form parser stays inside it.
 */
export default async function sandboxGateway(app: FastifyInstance) {
  // The checkout's forms post as browsers do; the rest of the API takes JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const store = createTransactionsStore(app.db);
  // Closing stops event retries first: the close waits for background tasks.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  registerApiRoutes(app, store);
  registerCheckoutRoutes(app, store, closing.signal);
  registerWalletRoutes(app, store, closing.signal);
}
