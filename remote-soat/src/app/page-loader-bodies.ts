import type { PageLoaderContext, PageLoaderResult } from '@soat/shared/federation';
import { checkPlate } from '@soat/shared/rules/plate';
import { readRequest, requestPage } from '../lib/server-request';
import { CONSULT_PLATE_DATA } from '../features/consult/consult-page-data';
import { RENEWAL_DATA, RENEWALS } from '../features/purchase/renewal-page-data';
import { isFollowed } from '../features/payment-result/payment-outcome';

// The page loaders' code (./page-loaders.ts names the pages they render), which the remote's server runs
// (docs/decisions/011) and the browser never fetches.

type Loader = (context: PageLoaderContext) => Promise<PageLoaderResult | null>;

/** A policy's QR code opens the consult with its plate: shown at once, asking the API nothing. */
export const consultFromQr: Loader = async ({ query }) => {
  const plate = checkPlate(query.placa ?? '');
  return plate.ok ? { data: { [CONSULT_PLATE_DATA]: plate.value }, startNow: false } : null;
};

/**
 * A renewal reminder's link: the purchase filled for the policy it renews, so a customer who opens it from
 * the email sees it without touching the page (issue 23). The token is read with a POST, as the app reads
 * it, and never shown. A link the API refuses, or the API down or slow: the page in its loading state,
 * and the app starts at once to ask again (and says what is wrong).
 */
export const purchaseFromRenewal: Loader = async ({ query, post }) => {
  const answer = await post(RENEWALS, { token: query.renovar }).catch(() => null);
  return answer?.status === 200 ? { data: { [RENEWAL_DATA]: answer.body }, startNow: false } : null;
};

/**
 * The payment page, finished, with its purchase request. A request paid already is not rendered (the app
 * sends the visitor on to its result).
 */
export const paymentPage: Loader = async (context) => {
  const request = await readRequest(context);
  return request?.estado === 'pendiente-pago' ? requestPage(request, false) : null;
};

/**
 * The result page, also as the gateway sends the visitor back (`?env&id`). A result that can still change
 * (its payment, or its policy's invoice on its way) starts the app at once, to follow it.
 */
export const paymentResult: Loader = async (context) => {
  const request = await readRequest(context);
  return request && requestPage(request, isFollowed(request));
};
