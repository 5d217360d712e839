import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error.js';
import { BinaryFile, ErrorResponse } from '../../schemas/common.js';
import { PurchaseRequestParams } from '../../schemas/solicitudes.js';
import { findPurchase } from './solicitudes.js';

export const notIssuedMessage = 'La póliza de esta solicitud todavía no se ha expedido.';

const certificateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/solicitudes/:idSolicitudSoat/certificado', {
    schema: {
      operationId: 'descargarCertificado',
      tags: ['soat'],
      summary: 'Certificado de la póliza (PDF)',
      description:
        'El certificado en PDF de la póliza expedida, con un código QR a la consulta pública. 404 antes de expedirla.',
      params: PurchaseRequestParams,
      produces: ['application/pdf'],
      response: { 200: BinaryFile, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const { policy } = await findPurchase(app, request.params.idSolicitudSoat);
      if (!policy) throw new HttpError(404, notIssuedMessage);
      const pdf = await app.policyService.certificate(policy);
      return (
        reply
          .type('application/pdf')
          // a download: the portal's link is on another origin, where the browser ignores `download`
          .header('content-disposition', `attachment; filename="poliza-${policy.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    },
  });
};

export default certificateRoute;
