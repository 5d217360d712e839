import type { FastifyInstance } from 'fastify';
import submitRoute from './calificaciones.js';
import readRoute from './consultas.js';
import summaryRoute from './resumen.js';
import mintRoute from './tokens.js';

/** The ratings service (ADR 012) under /api/calificaciones, the path the shared client watches for token errors. */
export default async function ratingsRoutes(app: FastifyInstance) {
  await app.register(readRoute);
  await app.register(submitRoute);
  await app.register(summaryRoute);
  await app.register(mintRoute);
}
