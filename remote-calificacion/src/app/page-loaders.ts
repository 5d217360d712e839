import type { RemoteRoutesModule } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';
import { INVALID_RATING_URL } from '@soat/shared/http';
import { SUMMARY_DATA, type RatingSummary } from '../features/rating/api/get-rating-summary';
import { RATING_CHECK_DATA } from '../features/rating/use-rating-check';
import { failureOf, RATING_PATHS, refusesLink, type RatingCheck } from '../widget/rating-api';

/**
 * The rating pages rendered on request by this remote's server (docs/decisions/011):
 * - `/calificacion` with the public summary, so the page arrives with its figures instead of its loading
 *   state. The API caches the summary; without it (down, slow) the prerendered page goes instead and the
 *   app asks for it once it runs.
 * - A link (`?token`) with what it rates, or what was sent with it when it was used, so a customer who
 *   opens it from an email sees the answer without touching the page (issue 23). The token is read with a
 *   POST, as the app reads it, and never shown. A link the API refuses goes where the app would send it
 *   (`?invalid=true`); with the API down or slow the page says it could not check the link, and the
 *   app starts at once to ask again.
 */
export const pageLoaders: RemoteRoutesModule['pageLoaders'] = {
  [PATHS.calificacion]: async ({ get }) => {
    const { status, body } = await get(RATING_PATHS.summary);
    return status === 200 ? { data: { [SUMMARY_DATA]: body as RatingSummary }, startNow: false } : null;
  },
  [`${PATHS.calificacion}?token`]: async ({ query, post }) => {
    const answer = await post(RATING_PATHS.checks, { token: query.token }).catch(() => null);
    if (answer?.status === 200) return { data: { [RATING_CHECK_DATA]: answer.body as RatingCheck }, startNow: false };
    if (answer && answer.status < 500 && refusesLink(failureOf(answer.status, answer.body))) {
      return { redirect: INVALID_RATING_URL };
    }
    // the API down, slow or failing: the page says so at once, and the app starts at once to ask again
    return { data: { [RATING_CHECK_DATA]: null }, startNow: true };
  },
};
