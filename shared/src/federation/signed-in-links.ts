// `@soat/shared/links`, a door of its own: only the pages of such a link load it (the host's loader is
// written at build time). Types only from the HTTP client and the router.
import type { ApiPath } from '@soat/shared/http';
import type { PATHS } from '@soat/shared/router';

/**
 * An emailed link that a signed-in visitor opens: a page whose address carries a single-use token the API
 * takes by POST (`{ token }`) with the session. The host's page loader sends it as the page arrives, before
 * the app has started (a phone takes seconds to start it), and shows the API's word at once; the app then
 * takes that answer over (`takeLinkAnswer`) instead of sending the token a second time
 * (docs/decisions/035-emailed-links-answer-untouched.md).
 */
export interface SignedInLink {
  /** The page's path. */
  path: (typeof PATHS)[keyof typeof PATHS];
  /** The query parameter that holds the token. */
  parameter: string;
  /** Where the token goes, by POST, with the session. */
  apiPath: ApiPath;
}

/** The link that adds purchases made without an account to the signed-in one (`?reclamar=`). */
export const CLAIM_LINK = {
  path: '/soat/mis-polizas' satisfies (typeof PATHS)['misPolizas'],
  parameter: 'reclamar',
  apiPath: '/soat/api/v1/mis-polizas/reclamos/confirmar',
} as const satisfies SignedInLink;

/** Every such link the loader answers before the app starts. */
export const SIGNED_IN_LINKS: readonly SignedInLink[] = [CLAIM_LINK];

/** The API's answer to a link's token as the loader got it: its status and JSON body (null without one). */
export interface LinkAnswer {
  status: number;
  body: unknown;
}

declare global {
  interface Window {
    /** The token the page's loader sent as the page arrived, and the API's answer to it. */
    __soatLinkAnswer?: { token: string; answer: Promise<LinkAnswer> };
  }
}

/**
 * The answer the page's loader got for `token`, once (null: the loader did not send it, or its request
 * failed, so the token was not taken and the caller sends it itself).
 */
export async function takeLinkAnswer(token: string): Promise<LinkAnswer | null> {
  if (typeof window === 'undefined') return null;
  const sent = window.__soatLinkAnswer;
  if (sent?.token !== token) return null;
  delete window.__soatLinkAnswer;
  return sent.answer.catch(() => null);
}
