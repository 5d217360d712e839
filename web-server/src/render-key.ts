// The key the portal's own servers share for the pages rendered on request (docs/decisions/011): a
// remote's server renders a page, with the personal data its loader read, only for a request that
// carries it, and the host's server sends it with each of its requests for one. Browsers never see it.
// Production requires it (RENDER_KEY, 32 characters or more); `npm start` and the tests make one per start.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The variable that holds the key, the same on the host's server and every remote's. */
export const RENDER_KEY_VARIABLE = 'RENDER_KEY';
/** The header the host's server sends it in. */
export const RENDER_KEY_HEADER = 'x-render-key';
/** As long as the API's secrets at least: 32 random characters. */
export const RENDER_KEY_MIN_LENGTH = 32;

/**
 * The key this server is configured with, or null (then no page is rendered on request: the host sends
 * each in its loading state). In production a missing or short key stops the server at start, naming the
 * variable: the remote's render endpoint would otherwise serve nobody, or anybody who guesses it.
 */
export function renderKeyFrom(env: NodeJS.ProcessEnv): string | null {
  const key = env[RENDER_KEY_VARIABLE] ?? '';
  if (env.NODE_ENV === 'production' && key.length < RENDER_KEY_MIN_LENGTH) {
    throw new Error(
      `${RENDER_KEY_VARIABLE} is required when NODE_ENV=production (at least ${RENDER_KEY_MIN_LENGTH} random characters, the same on every front end's server): openssl rand -base64 48`,
    );
  }
  return key === '' ? null : key;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request's header carries the key, compared in constant time (no key configured: never). */
export function carriesRenderKey(key: string | null, header: string | string[] | undefined): boolean {
  if (key === null || typeof header !== 'string') return false;
  // digests of equal length, so the comparison takes as long whatever was sent
  return timingSafeEqual(digest(key), digest(header));
}
