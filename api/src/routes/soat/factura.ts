import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error.js';
import { BinaryFile, ErrorResponse } from '../../schemas/common.js';
import { PurchaseRequestParams } from '../../schemas/solicitudes.js';
import { findPurchase } from './solicitudes.js';

export const invoiceNotReadyMessage =
  'La factura electrónica de esta compra todavía no está lista: la enviamos a tu correo apenas la DIAN la valide.';

/** The sale's electronic invoice (ADR 041), as the zip its holder receives by email. */
const invoiceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/solicitudes/:idSolicitudSoat/factura', {
    schema: {
      operationId: 'descargarFactura',
      tags: ['soat'],
      summary: 'Factura electrónica de la compra (zip)',
      description:
        'La factura electrónica validada por la DIAN, como la entrega la norma: un .zip con el AttachedDocument (XML) y su representación gráfica (PDF). 404 mientras la DIAN no la ha validado (o antes de expedir la póliza).',
      params: PurchaseRequestParams,
      produces: ['application/zip'],
      response: { 200: BinaryFile, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const { policy } = await findPurchase(app, request.params.idSolicitudSoat);
      const documents = policy ? await app.invoices.repository.ofRequest(request.params.idSolicitudSoat) : [];
      const invoice = documents.find((document) => document.kind === 'factura' && document.status === 'aceptada');
      if (!invoice) throw new HttpError(404, invoiceNotReadyMessage);
      const zip = await app.invoices.delivery(invoice);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${zip.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(zip.content);
    },
  });
};

export default invoiceRoute;
