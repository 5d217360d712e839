import { useEffect, useState } from 'react';
import { getRatingSummary, type RatingSummary } from './api/get-rating-summary';

export type SummaryState = { kind: 'loading' } | { kind: 'loaded'; summary: RatingSummary } | { kind: 'failed' };

/**
 * The public summary: the one the page was rendered with on request, if any,
 * at once; asked for (again) once the page runs.
 */
export function useRatingSummary(rendered: RatingSummary | undefined): SummaryState {
  const [state, setState] = useState<SummaryState>(() =>
    rendered ? { kind: 'loaded', summary: rendered } : { kind: 'loading' },
  );
  useEffect(() => {
    let current = true;
    getRatingSummary()
      .then((summary) => current && setState({ kind: 'loaded', summary }))
      .catch(() => current && setState((known) => (known.kind === 'loaded' ? known : { kind: 'failed' })));
    return () => {
      current = false;
    };
  }, []);
  return state;
}
