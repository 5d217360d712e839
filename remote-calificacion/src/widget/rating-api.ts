// What the rating widget needs from the API (ADR 012), whoever carries the
// requests: the portal's page passes an adapter built on the shared http()
// client, the custom element one built on fetch (./fetch-adapter.ts). The types
// are the API's own, generated from its OpenAPI document (types only: nothing
// of the shared client reaches the custom element's bundle).
import type { ApiPath, ApiRequest, ApiResponse } from '@soat/shared/http';

/** The ratings API's paths (ADR 012), as its OpenAPI document names them. */
export const RATING_PATHS = {
  checks: '/api/calificaciones/consultas',
  ratings: '/api/calificaciones',
  summary: '/api/calificaciones/resumen',
} as const satisfies Record<string, ApiPath>;

/** POST /api/calificaciones/consultas: what the link rates, and whether it was already used. */
export type RatingCheck = ApiResponse<typeof RATING_PATHS.checks, 'post'>;

/** A rating as it was sent (POST /api/calificaciones answers it; a used link's check shows it). */
export type SentRating = ApiResponse<typeof RATING_PATHS.ratings, 'post', 201>;

/** POST /api/calificaciones: the body. */
export type RatingInput = ApiRequest<typeof RATING_PATHS.ratings, 'post'>;

export interface FieldError {
  campo: string;
  mensaje: string;
}

/**
 * Why a request failed, as the widget tells it: the link is not valid, used or
 * expired (401, 403); the API refused fields (4xx with `errores`); the API
 * could not be reached; anything else.
 */
export type RatingFailure = 'invalid' | 'fields' | 'unreachable' | 'failed';

export class RatingError extends Error {
  override name = 'RatingError';
  constructor(
    readonly failure: RatingFailure,
    message: string,
    readonly errores: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

export interface RatingAdapter {
  check(token: string): Promise<RatingCheck>;
  submit(rating: RatingInput): Promise<SentRating>;
}

/** The failure of an API answer with this status and (JSON) body. */
export function failureOf(status: number, body: unknown): RatingError {
  const { message, errores } = (body ?? {}) as { message?: unknown; errores?: unknown };
  const text = typeof message === 'string' ? message : `HTTP ${status}`;
  if (status === 401 || status === 403) return new RatingError('invalid', text);
  const fields = Array.isArray(errores)
    ? errores.filter(
        (error): error is FieldError => typeof error?.campo === 'string' && typeof error?.mensaje === 'string',
      )
    : [];
  return new RatingError(fields.length > 0 ? 'fields' : 'failed', text, fields);
}

/** Whether the API refused the link itself: unknown, forged, expired or used (401, 403), or malformed (400). */
export function refusesLink(error: unknown): boolean {
  return error instanceof RatingError && (error.failure === 'invalid' || error.failure === 'fields');
}
