import { startTransition, useEffect, useState } from 'react';
import { isHTTPError } from '@soat/shared/http';
import { useServerRequest } from '../../lib/server-request';
import { initialLoad, type RequestLoad } from '../../lib/use-purchase-request';
import { getPurchaseRequest } from '../../lib/get-purchase-request';
import { isSettled, paymentOutcome, pollDelay } from './payment-outcome';

/**
 * The purchase request, asked for again with back-off until its payment is
 * final (the API checks a pending payment with the gateway as it answers).
 * Stops when the page closes.
 */
export function usePaymentStatus(idSolicitudSoat: string): RequestLoad {
  const rendered = useServerRequest(idSolicitudSoat);
  const [load, setLoad] = useState<RequestLoad>(() => initialLoad(rendered));
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checks = 0;
    const check = async () => {
      try {
        const request = await getPurchaseRequest(idSolicitudSoat);
        if (stopped) return;
        // each state renders in slices that let input through
        startTransition(() => setLoad({ state: 'ready', request }));
        if (isSettled(paymentOutcome(request))) return;
      } catch (error) {
        if (stopped) return;
        const status = isHTTPError(error) ? error.response.status : 0;
        if (status === 404 || status === 400) {
          setLoad({ state: 'not-found' });
          return;
        }
        // a passing fault: keep what was shown, or say it, and try again
        setLoad((shown) => (shown.state === 'ready' ? shown : { state: 'failed' }));
      }
      checks += 1;
      timer = setTimeout(() => void check(), pollDelay(checks));
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [idSolicitudSoat]);
  return load;
}
