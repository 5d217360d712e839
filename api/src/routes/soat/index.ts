import type { FastifyInstance } from 'fastify';
import quoteRoute from './cotizaciones.js';
import tariffsRoute from './tarifas.js';

/** The SOAT service (ADR 010): rates, quotes, purchase requests, payments, policies and consults under /soat/api/v1. */
export default async function soatRoutes(app: FastifyInstance) {
  // Each route file registers here.
  await app.register(tariffsRoute);
  await app.register(quoteRoute);
}
