import { useApiData } from '@soat/shared/http';
import { getRatingSummary, type RatingSummary } from './api/get-rating-summary';

export type SummaryState = { kind: 'loading' } | { kind: 'loaded'; summary: RatingSummary } | { kind: 'failed' };

/**
 * The public summary: the one the page was rendered with on request, if any,
 * at once; asked for (again) once the page runs. When asking fails, the
 * rendered one stays.
 */
export function useRatingSummary(rendered: RatingSummary | undefined): SummaryState {
  const { state } = useApiData('resumen', getRatingSummary, { initial: rendered });
  const summary = state.status === 'loaded' ? state.data : rendered;
  if (summary) return { kind: 'loaded', summary };
  return { kind: state.status === 'failed' ? 'failed' : 'loading' };
}
