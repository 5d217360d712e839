import type { FastifyInstance } from 'fastify';
import electronicDocumentRoutes from './facturas.js';
import runtReportRoutes from './reportes-runt.js';
import tasksRoutes from './tareas.js';

/** The operators' API (ADR 010, "Refunds"; ADR 031, reports to the RUNT; ADR 041, electronic documents) under /operador/api/v1, behind its own key (OPERATOR_API_KEY). */
export default async function operatorRoutes(app: FastifyInstance) {
  await app.register(tasksRoutes);
  await app.register(runtReportRoutes);
  await app.register(electronicDocumentRoutes);
}
