import type { PageData } from '@soat/shared/federation';
import type { Renewal } from './api/renewal';

// Read by the remote's page loaders too (app/page-loader-bodies.ts): nothing but constants and types
// here (the renewal's draft is built in renewal-draft.ts).

/** The reminder's link is read with a POST, its token in the body, by the app and by the page's server alike. */
export const RENEWALS = '/soat/api/v1/renovaciones';

/**
 * The page data's name for the renewal a reminder's link (`?renovar=`) opens, when the remote's server
 * renders the purchase page with it (ADR 035): the customer reading the email sees the filled vehicle
 * without touching the page (issue 23).
 */
export const RENEWAL_DATA = 'renovacion';

/** The renewal the page was rendered with, if it was. */
export function renderedRenewal(data: PageData | null): Renewal | undefined {
  const value = data?.[RENEWAL_DATA];
  return value !== null && typeof value === 'object' ? (value as Renewal) : undefined;
}
