import { apiHref, apiUrl } from '@soat/shared/http';

// The documents of a purchase the browser downloads itself (links, not requests of the HTTP client).

const CERTIFICATE = '/soat/api/v1/solicitudes/{idSolicitudSoat}/certificado';
const INVOICE = '/soat/api/v1/solicitudes/{idSolicitudSoat}/factura';

const documentHref = (path: typeof CERTIFICATE | typeof INVOICE, idSolicitudSoat: string) =>
  apiHref(apiUrl(path).replace('{idSolicitudSoat}', encodeURIComponent(idSolicitudSoat)));

/** The policy certificate (PDF) of a purchase request. */
export const certificateHref = (idSolicitudSoat: string) => documentHref(CERTIFICATE, idSolicitudSoat);

/** The electronic invoice of a purchase request: the zip with its XML and PDF, once the DIAN validated it. */
export const invoiceHref = (idSolicitudSoat: string) => documentHref(INVOICE, idSolicitudSoat);
