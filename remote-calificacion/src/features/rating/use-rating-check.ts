import { useCallback, useEffect, useState } from 'react';
import { refusesLink, type RatingAdapter, type RatingCheck } from '../../widget/rating-api';

export type CheckState =
  { kind: 'checking' } | { kind: 'checked'; check: RatingCheck } | { kind: 'invalid' } | { kind: 'unreachable' };

/** What the link rates, asked once the page runs (never while rendering: the page is prerendered) and again on demand. */
export function useRatingCheck(adapter: RatingAdapter, token: string) {
  const [state, setState] = useState<CheckState>({ kind: 'checking' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    adapter.check(token).then(
      (check) => current && setState({ kind: 'checked', check }),
      (error: unknown) => current && setState({ kind: refusesLink(error) ? 'invalid' : 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, [adapter, token, round]);
  const retry = useCallback(() => {
    setState({ kind: 'checking' });
    setRound((count) => count + 1);
  }, []);
  return { state, retry };
}
