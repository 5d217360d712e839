// The ratings (issue 44, point 7) as the operators' API answers them, typed from the generated contract.
import type { ApiResponse } from '@soat/shared/http';
import { setDayRange } from '../../lib/day-range';
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

/** The ratings' address under /operador/api/v1 for `filters`, the empty ones left out. */
export function ratingsPath(filters: RatingFilters): string {
  const query = new URLSearchParams();
  if (filters.estrellas) query.set('estrellas', filters.estrellas);
  if (filters.comentario) query.set('comentario', filters.comentario);
  setDayRange(query, filters);
  const text = query.toString();
  return text ? `calificaciones?${text}` : 'calificaciones';
}

export const fetchRatings = (filters: RatingFilters) => callWithSession<RatingsAnswer>('GET', ratingsPath(filters));
