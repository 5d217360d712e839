import { PATHS } from '@soat/shared/router';

/** The queue pages under /operador/colas, by the summary's count they detail. */
export const QUEUE_PATHS = {
  reembolsosPorMarcar: `${PATHS.operador}/colas/reembolsos`,
  reportesRuntFallidos: `${PATHS.operador}/colas/reportes-runt`,
  facturasRechazadas: `${PATHS.operador}/colas/facturas`,
  correosFallidos: `${PATHS.operador}/colas/correos`,
  pagosPendientesMasDeUnaHora: `${PATHS.operador}/colas/pagos-pendientes`,
} as const;

/** The audit trail (supervisors and administrators). */
export const AUDIT_PATH = `${PATHS.operador}/auditoria`;

/** The operators' accounts (administrators). */
export const OPERATORS_PATH = `${PATHS.operador}/operadores`;

/** What customers said of the service (every role). */
export const RATINGS_PATH = `${PATHS.operador}/calificaciones`;

/** The operations panels read from Prometheus (every role). */
export const OPERATIONS_PATH = `${PATHS.operador}/operaciones`;
