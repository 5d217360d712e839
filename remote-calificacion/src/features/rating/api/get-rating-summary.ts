import { http } from '@soat/shared/http';

const SUMMARY = 'api/calificaciones/resumen';

/** GET /api/calificaciones/resumen (ADR 012): cached by the API for a minute. */
export interface RatingSummary {
  /** One decimal; null without ratings. */
  promedio: number | null;
  total: number;
  /** Percent who would recommend us; null without ratings. */
  recomiendan: number | null;
  /** From 5 stars down to 1. */
  distribucion: { estrellas: number; cantidad: number }[];
}

export function getRatingSummary(): Promise<RatingSummary> {
  return http().get(SUMMARY).json<RatingSummary>();
}
