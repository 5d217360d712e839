import { startTransition, useEffect, useState } from 'react';
import { useServerRequest } from '../../lib/server-request';
import { failedLoad, initialLoad, type RequestLoad } from '../../lib/use-purchase-request';
import { getPurchaseRequest } from '../../lib/get-purchase-request';
import { awaitsInvoice, INVOICE_CHECKS, isSettled, paymentOutcome, pollDelay } from './payment-outcome';

/**
 * The purchase request, asked for again with back-off until its payment is
 * final (the API checks a pending payment with the gateway as it answers), then,
 * while its policy's invoice is still with the DIAN, every few seconds a few more
 * times, so that its download appears without a reload. Stops when the page closes. A loop of its own rather than `useApiData`: each
 * check waits for the previous answer and then the back-off, and a passing fault
 * keeps what is shown without a word in the page's live region, where the shared
 * hook's `reload` is a person asking again (a failure gives way to loading).
 */
export function usePaymentStatus(purchaseRequestId: string): RequestLoad {
  const rendered = useServerRequest(purchaseRequestId);
  const [load, setLoad] = useState<RequestLoad>(() => initialLoad(rendered));
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checks = 0;
    let invoiceChecks = 0;
    const check = async () => {
      try {
        const request = await getPurchaseRequest(purchaseRequestId);
        if (stopped) return;
        // each state renders in slices that let input through
        startTransition(() => setLoad({ state: 'ready', request }));
        if (isSettled(paymentOutcome(request))) {
          if (!awaitsInvoice(request) || invoiceChecks >= INVOICE_CHECKS.times) return;
          invoiceChecks += 1;
          timer = setTimeout(() => void check(), INVOICE_CHECKS.delayMs);
          return;
        }
      } catch (error) {
        if (stopped) return;
        const failed = failedLoad(error);
        if (failed.state === 'not-found') {
          setLoad(failed);
          return;
        }
        // a passing fault: keep what was shown, or say it, and try again
        setLoad((shown) => (shown.state === 'ready' ? shown : failed));
      }
      checks += 1;
      timer = setTimeout(() => void check(), pollDelay(checks));
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [purchaseRequestId]);
  return load;
}
