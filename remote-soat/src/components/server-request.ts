import type { PageLoaderContext, PageLoaderResult } from '@soat/shared/federation';
import { usePageData } from '../lib/page-data';
import { isPurchaseRequestId, PURCHASE_REQUEST, type PurchaseRequest } from './purchase-request';

// The purchase request of the payment pages, as their pages rendered on request
// carry it (docs/decisions/011).

interface RequestPageData {
  idSolicitudSoat: string;
  solicitud: PurchaseRequest;
}

/**
 * Reads the purchase request of the address for the page's server render. A
 * request the API does not have is not rendered (made-up addresses cost one
 * API request, never a render: the page in its loading state goes, and the app
 * says it is not found); any other answer but the request throws, with the
 * same outcome.
 */
export async function loadRequestPage(
  { params, get }: PageLoaderContext,
  startNow: (request: PurchaseRequest) => boolean = () => false,
): Promise<PageLoaderResult> {
  const id = params.idSolicitudSoat ?? '';
  if (!isPurchaseRequestId(id)) return null; // the page says so without asking anyone
  const { status, body } = await get(PURCHASE_REQUEST.replace('{idSolicitudSoat}', encodeURIComponent(id)));
  if (status === 404) return null;
  if (status !== 200) throw new Error(`GET ${PURCHASE_REQUEST} answered ${status}`);
  const request = body as PurchaseRequest;
  return { data: { idSolicitudSoat: id, solicitud: request }, startNow: startNow(request) };
}

/** The request the page was rendered with, when it is this one. */
export function useServerRequest(idSolicitudSoat: string): PurchaseRequest | undefined {
  const data = usePageData() as Partial<RequestPageData> | null;
  return data?.idSolicitudSoat === idSolicitudSoat ? data.solicitud : undefined;
}
