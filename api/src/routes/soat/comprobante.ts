import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error.js';
import { renderCashVoucher } from '../../pdf/cash-voucher.js';
import { voucherData } from '../../plugins/app/payments/cash-voucher.js';
import { BinaryFile, ErrorResponse } from '../../schemas/common.js';
import { CashVoucherParams } from '../../schemas/solicitudes.js';
import { findPurchase } from './solicitudes.js';

export const noCashPaymentMessage = 'Esta solicitud no tiene un pago en efectivo con ese identificador.';

const cashVoucherRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/solicitudes/:idSolicitudSoat/pagos/:idPago/comprobante', {
    schema: {
      operationId: 'descargarComprobanteEfectivo',
      tags: ['soat'],
      summary: 'Comprobante de un pago en efectivo (PDF)',
      description:
        'El comprobante en PDF de un pago en efectivo (EFECTIVO): comercio, valor, código de convenio, referencia de pago, plazo y cómo pagar en un corresponsal bancario. 404 para cualquier pago que no sea en efectivo de esa solicitud.',
      params: CashVoucherParams,
      produces: ['application/pdf'],
      response: { 200: BinaryFile, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const { request: purchase } = await findPurchase(app, request.params.idSolicitudSoat);
      const payment = await app.purchaseRepository.findPaymentById(request.params.idPago);
      const voucher = payment && payment.purchaseRequestId === purchase.id ? voucherData(payment, purchase) : null;
      if (!voucher) throw new HttpError(404, noCashPaymentMessage);
      const pdf = await renderCashVoucher(voucher);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="comprobante-${voucher.paymentReference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};

export default cashVoucherRoute;
