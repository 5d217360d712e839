import {
  failureOf,
  RATING_PATHS,
  RatingError,
  type RatingAdapter,
  type RatingCheck,
  type SentRating,
} from './rating-api';

/** A request that takes longer is treated as a service that cannot be reached. */
const TIMEOUT_MS = 15_000;

async function post<T>(apiBaseUrl: string, path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, apiBaseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new RatingError('unreachable', error instanceof Error ? error.message : String(error));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response.status, data);
  return data as T;
}

/**
 * The API reached with the browser's fetch, for pages outside the portal (the
 * custom element, a partner's own federated host): no session, no alerts, no
 * redirect; the widget shows every outcome itself.
 */
export function fetchRatingAdapter(apiBaseUrl: string): RatingAdapter {
  // the paths are relative to the base: `https://x.test/soat` means `https://x.test/soat/api/…`
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`;
  return {
    check: (token) => post<RatingCheck>(base, RATING_PATHS.checks.slice(1), { token }),
    submit: (rating) => post<SentRating>(base, RATING_PATHS.ratings.slice(1), rating),
  };
}
