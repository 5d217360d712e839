import type { FastifyInstance } from 'fastify';
import tasksRoutes from './tareas.js';

/** The operators' API (ADR 010, "Refunds") under /operador/api/v1, behind its own key (OPERATOR_API_KEY_SHA256). */
export default async function operatorRoutes(app: FastifyInstance) {
  await app.register(tasksRoutes);
}
