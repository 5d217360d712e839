import { useState } from 'react';
import { useApiData, type ApiData } from '@soat/shared/http';
import { refusesLink, type RatingAdapter, type RatingCheck } from '../../widget/rating-api';

export type CheckState =
  { kind: 'checking' } | { kind: 'checked'; check: RatingCheck } | { kind: 'invalid' } | { kind: 'unreachable' };

/** The page data's name for the link's check, when the page was rendered on request (docs/decisions/011). */
export const RATING_CHECK_DATA = 'consultaEnlace';

function checkState(
  data: ApiData<RatingCheck>,
  rendered: RatingCheck | null | undefined,
  retried: boolean,
): CheckState {
  if (data.status === 'loaded') return { kind: 'checked', check: data.data };
  if (data.status === 'failed') {
    if (refusesLink(data.error)) return { kind: 'invalid' };
    // an answer already shown (the page was rendered with it) stays when asking again fails
    return rendered ? { kind: 'checked', check: rendered } : { kind: 'unreachable' };
  }
  // a page rendered while the API was unreachable says so until the app's own answer, unless asked again
  return rendered === null && !retried ? { kind: 'unreachable' } : { kind: 'checking' };
}

/**
 * What the link rates: the check the page was rendered with on request, if any, at once (`null`: the
 * server could not reach the API); asked once the page runs (never while rendering: the page is
 * prerendered) and again on demand.
 */
export function useRatingCheck(adapter: RatingAdapter, token: string, rendered?: RatingCheck | null) {
  const { state, reload } = useApiData(token, () => adapter.check(token), { initial: rendered ?? undefined });
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    reload();
  };
  return { state: checkState(state, rendered, retried), retry };
}
