import { useEffect, useState } from 'react';
import { getRatingSummary, type RatingSummary } from './api/get-rating-summary';

export type SummaryState = { kind: 'loading' } | { kind: 'loaded'; summary: RatingSummary } | { kind: 'failed' };

/** The public summary, asked for once the page runs (the prerendered page shows its loading state). */
export function useRatingSummary(): SummaryState {
  const [state, setState] = useState<SummaryState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    getRatingSummary()
      .then((summary) => current && setState({ kind: 'loaded', summary }))
      .catch(() => current && setState({ kind: 'failed' }));
    return () => {
      current = false;
    };
  }, []);
  return state;
}
