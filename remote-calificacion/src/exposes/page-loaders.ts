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
 *   (`?invalid=true`); the API down or slow leaves the page to the app.
 */
export const pageLoaders: RemoteRoutesModule['pageLoaders'] = {
  [PATHS.calificacion]: async ({ get }) => {
    const { status, body } = await get(RATING_PATHS.summary);
    return status === 200 ? { data: { [SUMMARY_DATA]: body as RatingSummary }, startNow: false } : null;
  },
  [`${PATHS.calificacion}?token`]: async ({ query, post }) => {
    const { status, body } = await post(RATING_PATHS.checks, { token: query.token });
    if (status === 200) return { data: { [RATING_CHECK_DATA]: body as RatingCheck }, startNow: false };
    return status < 500 && refusesLink(failureOf(status, body)) ? { redirect: INVALID_RATING_URL } : null;
  },
};
