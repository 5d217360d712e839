import { apiErrorBody, apiUrl, http, isHTTPError } from '@soat/shared/http';
import {
  failureOf,
  RATING_PATHS,
  RatingError,
  type RatingAdapter,
  type RatingCheck,
  type SentRating,
} from '../../../widget/rating-api';

/** The shared client's failures as the widget tells them (it has shown its alert already). */
function ratingError(error: unknown): RatingError {
  if (isHTTPError(error)) return failureOf(error.response.status, apiErrorBody(error));
  return new RatingError('unreachable', error instanceof Error ? error.message : String(error));
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw ratingError(error);
  }
}

/**
 * The portal's way to the ratings API: the shared http() client, so a link the
 * API refuses (401/403 with "token") sends the browser to
 * `/calificacion?invalid=true`, as on every page of the portal.
 */
export const portalRatingAdapter: RatingAdapter = {
  check: (token) => call(() => http().post(apiUrl(RATING_PATHS.checks), { json: { token } }).json<RatingCheck>()),
  submit: (rating) => call(() => http().post(apiUrl(RATING_PATHS.ratings), { json: rating }).json<SentRating>()),
};
