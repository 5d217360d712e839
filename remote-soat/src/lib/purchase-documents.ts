import { apiHref, apiUrl } from '@soat/shared/http';

// The documents of a purchase the browser downloads itself (links, not requests of the HTTP client).

const CERTIFICATE = '/soat/api/v1/solicitudes/{idSolicitudSoat}/certificado';
const INVOICE = '/soat/api/v1/solicitudes/{idSolicitudSoat}/factura';

const documentHref = (path: typeof CERTIFICATE | typeof INVOICE, purchaseRequestId: string) =>
  apiHref(apiUrl(path).replace('{idSolicitudSoat}', encodeURIComponent(purchaseRequestId)));

/** The policy certificate (PDF) of a purchase request. */
export const certificateHref = (purchaseRequestId: string) => documentHref(CERTIFICATE, purchaseRequestId);

/** The electronic invoice of a purchase request: the zip with its XML and PDF, once the DIAN validated it. */
export const invoiceHref = (purchaseRequestId: string) => documentHref(INVOICE, purchaseRequestId);

/**
 * The voucher (PDF) of a cash payment, from the path the API gives (`pago.efectivo.urlComprobante`); null
 * for anything that is not a path of the API (the answer is trusted, but never as a script or another site).
 */
export function voucherHref(apiPath: string): string | null {
  return /^\/soat\/api\/v1\/[\w\-/]+$/.test(apiPath) ? apiHref(apiPath) : null;
}
