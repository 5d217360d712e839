import { useCallback, useEffect, useState } from 'react';
import { refusesLink, type RatingAdapter, type RatingCheck } from '../../widget/rating-api';

export type CheckState =
  { kind: 'checking' } | { kind: 'checked'; check: RatingCheck } | { kind: 'invalid' } | { kind: 'unreachable' };

/** The page data's name for the link's check, when the page was rendered on request (docs/decisions/011). */
export const RATING_CHECK_DATA = 'consultaEnlace';

/**
 * What the link rates: the check the page was rendered with on request, if any, at once (`null`: the
 * server could not reach the API); asked once the page runs (never while rendering: the page is
 * prerendered) and again on demand.
 */
export function useRatingCheck(adapter: RatingAdapter, token: string, rendered?: RatingCheck | null) {
  const [state, setState] = useState<CheckState>(() =>
    rendered
      ? { kind: 'checked', check: rendered }
      : rendered === null
        ? { kind: 'unreachable' }
        : { kind: 'checking' },
  );
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    adapter.check(token).then(
      (check) => current && setState({ kind: 'checked', check }),
      (error: unknown) =>
        current &&
        // an answer already shown (the page was rendered with it) stays when asking again fails
        setState((known) =>
          refusesLink(error) ? { kind: 'invalid' } : known.kind === 'checked' ? known : { kind: 'unreachable' },
        ),
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
