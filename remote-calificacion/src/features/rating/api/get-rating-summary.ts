import { apiUrl, http, type ApiResponse } from '@soat/shared/http';
import { RATING_PATHS } from '../../../widget/rating-api';

/** GET /api/calificaciones/resumen (ADR 012): average, count, share who recommend us, count by stars (5 to 1). */
export type RatingSummary = ApiResponse<typeof RATING_PATHS.summary, 'get'>;

/** The name of the summary in the data of a page rendered on request (app/page-loaders.ts). */
export const SUMMARY_DATA = 'resumen';

/** The public summary (the API lets it be cached for a minute). */
export function getRatingSummary(): Promise<RatingSummary> {
  return http().get(apiUrl(RATING_PATHS.summary)).json<RatingSummary>();
}
