/** The page data's name for the plate of `?placa=` when the page is rendered on request (a policy's QR code). */
export const CONSULT_PLATE_DATA = 'placa';
