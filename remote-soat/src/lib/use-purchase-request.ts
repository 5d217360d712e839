import { startTransition, useCallback, useEffect, useState } from 'react';
import { isHTTPError } from '@soat/shared/http';
import type { PurchaseRequest } from './purchase-request';
import { useServerRequest } from './server-request';
import { getPurchaseRequest } from './get-purchase-request';

export type RequestLoad =
  { state: 'loading' } | { state: 'ready'; request: PurchaseRequest } | { state: 'not-found' } | { state: 'failed' };

/** What a page rendered on request came with, if anything: shown at once, then asked for afresh. */
export function initialLoad(request: PurchaseRequest | undefined): RequestLoad {
  return request ? { state: 'ready', request } : { state: 'loading' };
}

/** The purchase request of the address, loaded once and again on demand; an id the API refuses or lacks is not found. */
export function usePurchaseRequest(idSolicitudSoat: string) {
  const rendered = useServerRequest(idSolicitudSoat);
  const [load, setLoad] = useState<RequestLoad>(() => initialLoad(rendered));
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    getPurchaseRequest(idSolicitudSoat).then(
      // the loaded page (summary and payment form) renders in slices that let input through
      (request) => current && startTransition(() => setLoad({ state: 'ready', request })),
      (error: unknown) => {
        if (!current) return;
        const status = isHTTPError(error) ? error.response.status : 0;
        setLoad({ state: status === 404 || status === 400 ? 'not-found' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [idSolicitudSoat, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { load, reload };
}
