import type { FastifyInstance } from 'fastify';
import certificateRoute from './certificado.js';
import consultRoute from './consultas.js';
import quoteRoute from './cotizaciones.js';
import myPoliciesRoute from './mis-polizas.js';
import paymentRoutes from './pagos.js';
import purchaseRequestRoutes from './solicitudes.js';
import tariffsRoute from './tarifas.js';
import vehicleRoute from './vehiculos.js';

/** The SOAT service (ADR 010): rates, quotes, purchase requests, payments, policies and consults under /soat/api/v1. */
export default async function soatRoutes(app: FastifyInstance) {
  // Each route file registers here.
  await app.register(tariffsRoute);
  await app.register(quoteRoute);
  await app.register(vehicleRoute);
  await app.register(consultRoute);
  await app.register(myPoliciesRoute);
  await app.register(purchaseRequestRoutes);
  await app.register(paymentRoutes);
  await app.register(certificateRoute);
}
