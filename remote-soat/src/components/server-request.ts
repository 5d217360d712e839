import type { PageLoaderContext, PageLoaderResult } from '@soat/shared/federation';
import { usePageData } from '../lib/page-data';
import { isPurchaseRequestId, PURCHASE_REQUEST, type PurchaseRequest } from './purchase-request';

// The purchase request of the payment pages, as their pages rendered on request
// carry it (docs/decisions/011): `solicitud` null is a request the API does not have.

interface RequestPageData {
  idSolicitudSoat: string;
  solicitud: PurchaseRequest | null;
}

/**
 * Reads the purchase request of the address for the page's server render. An
 * answer other than the request or "not found" (the API failing) throws: the
 * host then sends the page in its loading state, and the app asks again.
 */
export async function loadRequestPage(
  { params, get }: PageLoaderContext,
  startNow: (request: PurchaseRequest) => boolean = () => false,
): Promise<PageLoaderResult> {
  const id = params.idSolicitudSoat ?? '';
  if (!isPurchaseRequestId(id)) return null; // the page says so without asking anyone
  const { status, body } = await get(PURCHASE_REQUEST.replace('{idSolicitudSoat}', encodeURIComponent(id)));
  if (status === 404) return { data: { idSolicitudSoat: id, solicitud: null }, startNow: false };
  if (status !== 200) throw new Error(`GET ${PURCHASE_REQUEST} answered ${status}`);
  const request = body as PurchaseRequest;
  return { data: { idSolicitudSoat: id, solicitud: request }, startNow: startNow(request) };
}

/** The request the page was rendered with, when it is this one: the request, null (not found), or undefined. */
export function useServerRequest(idSolicitudSoat: string): PurchaseRequest | null | undefined {
  const data = usePageData() as Partial<RequestPageData> | null;
  if (!data || data.idSolicitudSoat !== idSolicitudSoat || data.solicitud === undefined) return undefined;
  return data.solicitud;
}
