import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, refunds, sandboxTransactions } from '../../../src/db/schema.js';
import { approvedCard } from '../../sandbox-gateway/sandbox-fixtures.js';
import { createPurchase, payAtCheckout, purchaseBody, startPayment, waitForPurchase } from './purchase-fixtures.js';

// Fixtures for the refund tests (ADR 010, "Refunds"): a purchase that loses the race for its plate's
// period, and the rows a refund leaves behind.

/**
 * Two purchases of one plate and period both reach the gateway's checkout; the first is paid and
 * issued, then the second is paid too (with `card`, or at PSE bank 1): its money must go back.
 */
export async function lostRace(
  app: FastifyInstance,
  options: { card?: Record<string, string>; pse?: boolean; headers?: Record<string, string> } = {},
) {
  const body = purchaseBody();
  const first = await createPurchase(app, body);
  const second = await createPurchase(app, body, options.headers);
  const firstPayment = await startPayment(app, first.id);
  const secondPayment = await startPayment(
    app,
    second.id,
    options.pse ? { metodo: 'PSE', pse: { codigoBanco: '1', tipoPersona: 'natural' } } : { metodo: 'TARJETA' },
  );
  await payAtCheckout(app, firstPayment.transactionId);
  await waitForPurchase(app, first.id, (purchaseRequest) => purchaseRequest.estado === 'emitida');
  await payAtCheckout(app, secondPayment.transactionId, options.pse ? {} : (options.card ?? approvedCard));
  return {
    body,
    email: body.tomador.correoElectronico as string,
    firstId: first.id,
    id: second.id,
    total: second.solicitud.cotizacion.total as number,
    transactionId: secondPayment.transactionId,
    paymentId: secondPayment.payment.idPago as string,
  };
}

export async function refundOf(app: FastifyInstance, paymentId: string) {
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  assert.ok(refund, `no refund for the payment ${paymentId}`);
  return refund;
}

export async function sandboxTransaction(app: FastifyInstance, id: string) {
  const [transaction] = await app.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
  assert.ok(transaction, `no sandbox transaction ${id}`);
  return transaction;
}

export async function paymentRow(app: FastifyInstance, id: string) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, id));
  assert.ok(payment, `no payment ${id}`);
  return payment;
}
