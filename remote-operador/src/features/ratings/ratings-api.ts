// The ratings (issue 44, point 7) as the operators' API answers them, typed from the generated contract.
import type { ApiResponse } from '@soat/shared/http';
import { callWithSession } from '../../lib/operator-api';

export type RatingsAnswer = ApiResponse<'/operador/api/v1/calificaciones', 'get'>;
export type OperatorRating = RatingsAnswer['calificaciones'][number];
export type RatingWeek = RatingsAnswer['distribucion'][number];

/** The filters as the form holds them: stars and comment as chosen ('' for any), days as date fields give them. */
export interface RatingFilters {
  estrellas: string;
  comentario: string;
  desde: string;
  hasta: string;
}

export const ANY_RATING: RatingFilters = { estrellas: '', comentario: '', desde: '', hasta: '' };

/** Colombia keeps UTC−5 the whole year: a day's bounds there. */
const COLOMBIA = '-05:00';

/** The ratings' address under /operador/api/v1 for `filters`, the empty ones left out. */
export function ratingsPath(filters: RatingFilters): string {
  const query = new URLSearchParams();
  if (filters.estrellas) query.set('estrellas', filters.estrellas);
  if (filters.comentario) query.set('comentario', filters.comentario);
  if (filters.desde) query.set('desde', `${filters.desde}T00:00:00.000${COLOMBIA}`);
  if (filters.hasta) query.set('hasta', `${filters.hasta}T23:59:59.999${COLOMBIA}`);
  const text = query.toString();
  return text ? `calificaciones?${text}` : 'calificaciones';
}

export const fetchRatings = (filters: RatingFilters) => callWithSession<RatingsAnswer>('GET', ratingsPath(filters));
