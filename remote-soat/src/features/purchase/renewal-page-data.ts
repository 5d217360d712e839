import type { PageData } from '@soat/shared/federation';
import type { Renewal } from './api/renewal';

/**
 * The page data's name for the renewal a reminder's link (`?renovar=`) opens, when the remote's server
 * renders the purchase page with it (ADR 011): the customer reading the email sees the filled vehicle
 * without touching the page (issue 23).
 */
export const RENEWAL_DATA = 'renovacion';

/** The renewal the page was rendered with, if it was. */
export function renderedRenewal(data: PageData | null): Renewal | undefined {
  const value = data?.[RENEWAL_DATA];
  return value !== null && typeof value === 'object' ? (value as Renewal) : undefined;
}
