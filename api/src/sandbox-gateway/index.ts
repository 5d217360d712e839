import type { FastifyInstance } from 'fastify';

/**
 * A Wompi-like payment gateway for development and tests (ADR 010), mounted at /sandbox-pasarela
 * when PAYMENT_SANDBOX is on (never in production).
 */
export default async function sandboxGateway(app: FastifyInstance) {
  void app;
}
