import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { operatorTasks, payments, refunds } from '../../../src/db/schema.js';
import { formatPesos } from '../../../src/pdf/policy-certificate.js';
import { emailsTo } from '../../factories.js';
import { buildListeningApi, getTransaction } from '../../sandbox-gateway/sandbox-fixtures.js';
import { cashier, nequiBody, startMethod } from './payment-method-fixtures.js';
import { createPurchase, getPurchase, pdfText, waitForPurchase } from './purchase-fixtures.js';
import { refundOf } from './refund-fixtures.js';

// Cash at a banking correspondent through the API (issue 45): a reference with its deadline, paid at the
// sandbox's cashier; money that arrives after the deadline buys nothing and goes back through a person.

/** The refund job runs after the approval's commit: waits until it left the refund to a person. */
async function leftToAPerson(app: Parameters<typeof startMethod>[0], refundId: string) {
  for (let i = 0; i < 200; i += 1) {
    await app.refunds.runOnce();
    await app.backgroundTasks.idle();
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (refund?.status === 'en-gestion') return;
    await sleep(25);
  }
  assert.fail('the refund was not left to a person');
}

async function startCash(app: Parameters<typeof startMethod>[0], id: string) {
  const started = await startMethod(app, id, { metodo: 'EFECTIVO' });
  const { pago } = (await getPurchase(app, id)).json();
  return { ...started, pago, agreementCode: pago.efectivo.codigoConvenio, reference: pago.efectivo.referenciaPago };
}

describe('Paying in cash at a correspondent', () => {
  it('answers the agreement code, the reference, its voucher and its deadline; paid in time, the policy is issued', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const before = Date.now();
    const { answer, pago, transactionId, agreementCode, reference } = await startCash(app, id);
    assert.equal(answer.urlPasarela, null);
    assert.equal(pago.metodo, 'EFECTIVO');
    assert.equal(pago.celular, null);
    const extra = (await getTransaction(app, transactionId)).json().data.payment_method.extra;
    assert.deepEqual(pago.efectivo, {
      codigoConvenio: extra.business_agreement_code,
      referenciaPago: extra.payment_intention_identifier,
      urlComprobante: `/soat/api/v1/solicitudes/${id}/pagos/${answer.idPago}/comprobante`,
    });
    // CASH_PAYMENT_HOURS (48 by default) from now: the request itself lasts 7 days
    const deadline = Date.parse(pago.venceEn);
    assert.ok(deadline >= before + 48 * 3_600_000 && deadline <= Date.now() + 48 * 3_600_000, pago.venceEn);

    assert.equal((await cashier(app, agreementCode, reference, 'recibir')).statusCode, 200);
    const issued = await waitForPurchase(app, id, (request) => request.estado === 'emitida');
    assert.equal(issued.pago.estado, 'APROBADO');
    assert.equal(issued.pago.venceEn, null);
  });

  it('a reference paid twice is refused by the cashier: one charge, one policy', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { agreementCode, reference } = await startCash(app, id);
    assert.equal((await cashier(app, agreementCode, reference, 'recibir')).statusCode, 200);
    const twice = await cashier(app, agreementCode, reference, 'recibir');
    assert.equal(twice.statusCode, 409);
    assert.match(twice.body, /Esta referencia ya fue pagada/);
    await waitForPurchase(app, id, (request) => request.estado === 'emitida');
    const rows = await app.db.select().from(payments).where(eq(payments.purchaseRequestId, id));
    assert.deepEqual(
      rows.map((row) => row.status),
      ['APROBADO'],
    );
  });

  it('paid after its deadline: no policy, refunded as pago-vencido through an operator task and an email asking for an account', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, body } = await createPurchase(app);
    const { answer, agreementCode, reference } = await startCash(app, id);
    // the reference expires unpaid: the request is free again
    assert.equal((await cashier(app, agreementCode, reference, 'vencer')).statusCode, 200);
    const expired = await waitForPurchase(app, id, (request) => request.pago.estado === 'ERROR');
    assert.equal(expired.estado, 'pendiente-pago');
    // money that reaches the correspondent anyway
    assert.equal((await cashier(app, agreementCode, reference, 'recibir-tarde')).statusCode, 200);
    const refunded = await waitForPurchase(app, id, (request) => request.pago.motivoReembolso === 'pago-vencido');
    assert.equal(refunded.pago.estado, 'APROBADO');
    assert.equal(refunded.poliza, null);
    assert.equal(refunded.estado, 'pendiente-pago', 'the request stays open to another payment');

    const refund = await refundOf(app, answer.idPago);
    assert.equal(refund.reason, 'pago-vencido');
    await leftToAPerson(app, refund.id);
    const [task] = await app.db.select().from(operatorTasks).where(eq(operatorTasks.refundId, refund.id));
    const holder = `${body.tomador.nombres} ${body.tomador.apellidos}`;
    assert.match(task!.reason, new RegExp(`efectivo.*${reference}.*${holder}`));
    const emails = (await emailsTo(app, body.tomador.correoElectronico as string)).filter((email) =>
      email.asunto.startsWith('Estamos devolviendo'),
    );
    assert.equal(emails.length, 1);
    assert.match(emails[0]!.texto, /después de su plazo/);
    assert.match(
      emails[0]!.texto,
      new RegExp(`Responde a este correo con una cuenta bancaria a nombre del tomador, ${holder}`),
    );
  });

  it('a Nequi payment refunded late goes back to its wallet: the operator task names the phone', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, body } = await createPurchase(app);
    const { answer } = await startMethod(app, id, nequiBody('3005557777'));
    // recorded as expired at our side (its push timed out), then the gateway approves it anyway
    await app.db.update(payments).set({ status: 'ERROR' }).where(eq(payments.id, answer.idPago));
    const [row] = await app.db.select().from(payments).where(eq(payments.id, answer.idPago));
    await app.db.execute(
      `update sandbox_transactions set status = 'APPROVED', finalized_at = now() where id = '${row!.transactionId}'`,
    );
    await app.reconciliation.runOnce();
    const refund = await refundOf(app, answer.idPago);
    assert.equal(refund.reason, 'pago-vencido');
    await leftToAPerson(app, refund.id);
    const [task] = await app.db.select().from(operatorTasks).where(eq(operatorTasks.refundId, refund.id));
    assert.match(task!.reason, /cuenta Nequi del celular 3005557777/);
    const [email] = (await emailsTo(app, body.tomador.correoElectronico as string)).filter((mail) =>
      mail.asunto.startsWith('Estamos devolviendo'),
    );
    assert.match(email!.texto, /cuenta Nequi del celular 300\*\*\*\*777/);
  });

  it('serves the voucher as a PDF with the amount, agreement, reference and deadline, emails it, and 404s any other payment', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, body, solicitud } = await createPurchase(app);
    const { answer, pago, agreementCode, reference } = await startCash(app, id);
    const voucher = await app.inject({ method: 'GET', url: pago.efectivo.urlComprobante });
    assert.equal(voucher.statusCode, 200, voucher.body);
    assert.equal(voucher.headers['content-type'], 'application/pdf');
    const text = pdfText(voucher.rawPayload);
    assert.match(text, /Comprobante de pago en efectivo/);
    assert.match(text, /Portal SOAT/);
    assert.ok(text.includes(formatPesos(solicitud.cotizacion.total)), text);
    assert.ok(text.includes(agreementCode) && text.includes(reference), text);
    assert.match(text, /Paga antes de: el \d+ de \w+ de \d{4} a las \d{2}:\d{2}/);
    assert.match(text, /corresponsal bancario/);

    const [email] = (await emailsTo(app, body.tomador.correoElectronico as string)).filter((mail) =>
      mail.asunto.startsWith('Paga tu SOAT'),
    );
    assert.ok(email, 'the voucher was emailed');
    assert.ok(email.texto.includes(reference));
    assert.deepEqual(
      email.adjuntos.map((file) => [file.nombre, file.tipo]),
      [[`comprobante-${reference}.pdf`, 'application/pdf']],
    );

    // not a cash payment, another request's, or unknown: 404
    const card = await createPurchase(app);
    const cardPayment = await startMethod(app, card.id, { metodo: 'TARJETA' });
    for (const url of [
      `/soat/api/v1/solicitudes/${card.id}/pagos/${cardPayment.answer.idPago}/comprobante`,
      `/soat/api/v1/solicitudes/${card.id}/pagos/${answer.idPago}/comprobante`,
      `/soat/api/v1/solicitudes/${id}/pagos/00000000-0000-4000-8000-000000000000/comprobante`,
      `/soat/api/v1/solicitudes/${id}/pagos/x/comprobante`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.json().message, /no tiene un pago en efectivo/);
    }
  });
});
