import type { FastifyInstance } from 'fastify';
import auditRoutes from './auditoria.js';
import operatorRatingRoutes from './calificaciones.js';
import queueRoutes from './colas.js';
import purchasesRoutes from './compras.js';
import electronicDocumentRoutes from './facturas.js';
import operatorAccountRoutes from './operadores.js';
import operationsRoutes from './operaciones.js';
import runtReportRoutes from './reportes-runt.js';
import summaryRoutes from './resumen.js';
import sessionRoutes from './sesion.js';
import tasksRoutes from './tareas.js';

/**
 * The operators' API (ADR 010, "Refunds"; ADR 031, reports to the RUNT; ADR 041, electronic documents) under
 * /operador/api/v1: operator sessions with a role (ADR 044), and the machine key (OPERATOR_API_KEY) for the
 * retries alone.
 */
export default async function operatorRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(summaryRoutes);
  await app.register(tasksRoutes);
  await app.register(runtReportRoutes);
  await app.register(electronicDocumentRoutes);
  await app.register(queueRoutes);
  await app.register(operatorAccountRoutes);
  await app.register(auditRoutes);
  await app.register(purchasesRoutes);
  await app.register(operatorRatingRoutes);
  await app.register(operationsRoutes);
}
