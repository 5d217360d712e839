// What the rating widget needs from the API (ADR 012), whoever carries the
// requests: the portal's page passes an adapter built on the shared http()
// client, the custom element one built on fetch (./fetch-adapter.ts).

/** A rating as it was sent (POST /api/calificaciones answers it; a used link's check shows it). */
export interface SentRating {
  estrellas: number;
  comentario: string | null;
  recomendaria: boolean;
  enviadaEn: string;
}

/** POST /api/calificaciones/consultas: what the link rates, and whether it was already used. */
export interface RatingCheck {
  estado: 'pendiente' | 'calificada';
  referencia: string;
  nombre: string | null;
  venceEn: string;
  calificacion: SentRating | null;
}

/** POST /api/calificaciones: the body. */
export interface RatingInput {
  token: string;
  estrellas: number;
  comentario?: string;
  recomendaria: boolean;
}

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
