import type { PageLoaderContext, PageLoaderResult } from '@soat/shared/federation';
import { usePageData } from '@soat/shared/page-data';
import { isPurchaseRequestId, PURCHASE_REQUEST, type PurchaseRequest } from './purchase-request';

// The purchase request of the payment pages, as their pages rendered on request
// carry it (docs/decisions/011).

type RequestPageData = {
  idSolicitudSoat: string;
  solicitud: PurchaseRequest;
};

/**
 * Reads the purchase request of the address for the page's server render, or
 * null: a request the API does not have is not rendered (made-up addresses cost
 * one API request, never a render: the page in its loading state goes, and the
 * app says it is not found). Any other answer but the request throws, with the
 * same outcome.
 */
export async function readRequest({ params, get }: PageLoaderContext): Promise<PurchaseRequest | null> {
  const id = params.idSolicitudSoat ?? '';
  if (!isPurchaseRequestId(id)) return null; // the page says so without asking anyone
  const { status, body } = await get(PURCHASE_REQUEST.replace('{idSolicitudSoat}', encodeURIComponent(id)));
  if (status === 404) return null;
  if (status !== 200) throw new Error(`GET ${PURCHASE_REQUEST} answered ${status}`);
  return body as PurchaseRequest;
}

/** A payment page rendered with its request; `startNow` when the page must follow it. */
export function requestPage(request: PurchaseRequest, startNow: boolean): PageLoaderResult {
  const data: RequestPageData = { idSolicitudSoat: request.idSolicitudSoat, solicitud: request };
  return { data, startNow };
}

/** The request the page was rendered with, when it is this one. */
export function useServerRequest(purchaseRequestId: string): PurchaseRequest | undefined {
  const data = usePageData() as Partial<RequestPageData> | null;
  return data?.idSolicitudSoat === purchaseRequestId ? data.solicitud : undefined;
}
