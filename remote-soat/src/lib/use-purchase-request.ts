import { isHTTPError, useApiData, type ApiData } from '@soat/shared/http';
import type { PurchaseRequest } from './purchase-request';
import { useServerRequest } from './server-request';
import { getPurchaseRequest } from './get-purchase-request';

export type RequestLoad =
  { state: 'loading' } | { state: 'ready'; request: PurchaseRequest } | { state: 'not-found' } | { state: 'failed' };

/** What a page rendered on request came with, if anything: shown at once, then asked for afresh. */
export function initialLoad(request: PurchaseRequest | undefined): RequestLoad {
  return request ? { state: 'ready', request } : { state: 'loading' };
}

/** A failure to load the request: an id the API refuses or lacks is not found; anything else failed. */
export function failedLoad(error: unknown): RequestLoad {
  const status = isHTTPError(error) ? error.response.status : 0;
  return { state: status === 404 || status === 400 ? 'not-found' : 'failed' };
}

function requestLoad(data: ApiData<PurchaseRequest>): RequestLoad {
  if (data.status === 'loaded') return { state: 'ready', request: data.data };
  return data.status === 'failed' ? failedLoad(data.error) : { state: 'loading' };
}

/** The purchase request of the address, loaded once and again on demand; an id the API refuses or lacks is not found. */
export function usePurchaseRequest(purchaseRequestId: string) {
  const rendered = useServerRequest(purchaseRequestId);
  const { state, reload } = useApiData(purchaseRequestId, () => getPurchaseRequest(purchaseRequestId), {
    initial: rendered,
    // the loaded page (summary and payment form) renders in slices that let input through
    transition: true,
  });
  return { load: requestLoad(state), reload };
}
