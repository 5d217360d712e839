import type { FastifyInstance } from 'fastify';
import { formatSpanishDate, timeInColombia, todayInColombia } from '@soat/shared/rules/validity';
import type { Payment, PurchaseRequest } from '../../../db/schema.js';
import { cashVoucherEmail } from '../../../emails/cash-voucher-email.js';
import { renderCashVoucher, type CashVoucherData } from '../../../pdf/cash-voucher.js';

export const voucherMerchant = 'Portal SOAT';

/** "el 1 de diciembre de 2026 a las 10:30 (hora de Colombia)". */
export const deadlineText = (deadline: Date) =>
  `el ${formatSpanishDate(todayInColombia(deadline))} a las ${timeInColombia(deadline)} (hora de Colombia)`;

/** What a cash payment's voucher carries; null for any payment that is not cash with its reference. */
export function voucherData(payment: Payment, request: PurchaseRequest): CashVoucherData | null {
  if (payment.method !== 'EFECTIVO' || !payment.agreementCode || !payment.paymentReference || !payment.expiresAt) {
    return null;
  }
  return {
    merchant: voucherMerchant,
    plate: request.plate,
    amount: payment.amountInCents / 100,
    agreementCode: payment.agreementCode,
    paymentReference: payment.paymentReference,
    deadlineText: deadlineText(payment.expiresAt),
  };
}

/**
 * The email job of a cash payment just created: its voucher (PDF) to the holder, through the email jobs'
 * outbox like the certificate, so a crash after the commit loses none.
 */
export function handleCashVoucherEmails(app: FastifyInstance, purchaseUrl: (requestId: string) => string) {
  app.emailJobs.handle('comprobante-efectivo', async ({ paymentId = '' }) => {
    const payment = await app.purchaseRepository.findPaymentById(paymentId);
    const request = payment && (await app.purchaseRepository.findRecord(payment.purchaseRequestId))?.request;
    const voucher = payment && request ? voucherData(payment, request) : null;
    if (!payment || !request || !voucher) throw new Error(`no cash payment ${paymentId}`);
    await app.mailer.send(
      cashVoucherEmail({
        to: request.holderEmail,
        name: request.holderFirstNames,
        voucher,
        pdf: await renderCashVoucher(voucher),
        purchaseUrl: purchaseUrl(request.id),
      }),
    );
  });
}
