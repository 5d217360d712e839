import type { RemoteRoutesModule } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';
import { SUMMARY_DATA, type RatingSummary } from '../features/rating/api/get-rating-summary';
import { RATING_PATHS } from '../widget/rating-api';

/**
 * `/calificacion` rendered on request by this remote's server with the public
 * summary (docs/decisions/011), so the page arrives with its figures instead of
 * its loading state. The API caches the summary; without it (down, slow) the
 * prerendered page goes instead and the app asks for it once it runs. The page
 * of a link (`?token`) and of a refused link render as they are prerendered
 * (they show no summary; the token is never shown).
 */
export const pageLoaders: RemoteRoutesModule['pageLoaders'] = {
  [PATHS.calificacion]: async ({ get }) => {
    const { status, body } = await get(RATING_PATHS.summary);
    return status === 200 ? { data: { [SUMMARY_DATA]: body as RatingSummary }, startNow: false } : null;
  },
};
