import type { FastifyInstance } from 'fastify';
import { consultRateLimits } from '../../lib/consult-rate-limits.js';
import certificateRoute from './certificado.js';
import cashVoucherRoute from './comprobante.js';
import invoiceRoute from './factura.js';
import consultRoute from './consultas.js';
import quoteRoute from './cotizaciones.js';
import webVitalsRoute from './metricas-web.js';
import myPoliciesRoute from './mis-polizas.js';
import paymentRoutes from './pagos.js';
import claimRoutes from './reclamos.js';
import renewalRoutes from './renovaciones.js';
import purchaseRequestRoutes from './solicitudes.js';
import tariffsRoute from './tarifas.js';
import runtVehicleRoute from './vehiculos-runt.js';
import vehicleRoute from './vehiculos.js';

/** The SOAT service (ADR 010): rates, quotes, purchase requests, payments, policies and consults under /soat/api/v1. */
export default async function soatRoutes(app: FastifyInstance) {
  // Each route file registers here.
  await app.register(tariffsRoute);
  // one set of counters for every route that answers for a plate and a holder's document (ADR 010):
  // a document guessed through any of them counts once
  const consultLimits = consultRateLimits(app);
  await app.register(quoteRoute, { consultLimits });
  await app.register(vehicleRoute, { consultLimits });
  await app.register(runtVehicleRoute, { consultLimits });
  await app.register(consultRoute, { consultLimits });
  await app.register(myPoliciesRoute);
  await app.register(claimRoutes, { consultLimits });
  await app.register(purchaseRequestRoutes, { consultLimits });
  await app.register(paymentRoutes);
  await app.register(certificateRoute);
  await app.register(cashVoucherRoute);
  await app.register(invoiceRoute);
  await app.register(renewalRoutes, { consultLimits });
  await app.register(webVitalsRoute);
}
