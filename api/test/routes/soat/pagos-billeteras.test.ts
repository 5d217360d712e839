import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments } from '../../../src/db/schema.js';
import { ownDeadline } from '../../../src/plugins/app/payments/payment-service.js';
import { build, testClock } from '../../helper.js';
import { buildListeningApi, getTransaction, submitCheckout } from '../../sandbox-gateway/sandbox-fixtures.js';
import { answerPush, daviplataBody, nequiBody, startMethod } from './payment-method-fixtures.js';
import {
  createPurchase,
  getPurchase,
  payAtCheckout,
  postPayment,
  startPayment,
  transactionIdOf,
  waitForPurchase,
} from './purchase-fixtures.js';

// Nequi, Botón Bancolombia and DaviPlata through the API (issue 45): real HTTP to the sandbox, a real database.

const fieldErrors = (response: { json(): { errores?: Array<{ campo: string; mensaje: string }> } }) =>
  Object.fromEntries((response.json().errores ?? []).map((error) => [error.campo, error.mensaje]));

describe('Paying with Nequi', () => {
  it('pushes to the typed mobile with its own deadline, shows it masked, and issues once approved in the app', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const before = Date.now();
    const { answer, transactionId } = await startMethod(app, id, nequiBody('300 555 1234'));
    assert.equal(answer.estado, 'PENDIENTE');
    assert.equal(answer.urlPasarela, null);
    const transaction = (await getTransaction(app, transactionId)).json().data;
    assert.deepEqual(transaction.payment_method, { type: 'NEQUI', phone_number: '3005551234', extra: {} });
    const seen = (await getPurchase(app, id)).json();
    assert.equal(seen.pago.metodo, 'NEQUI');
    assert.equal(seen.pago.celular, '300****234');
    assert.equal(seen.pago.efectivo, null);
    // NEQUI_PAYMENT_SECONDS (300 by default), sent as the transaction's expiration_time
    const deadline = Date.parse(seen.pago.venceEn);
    assert.ok(deadline >= before + 300_000 && deadline <= Date.now() + 300_000, seen.pago.venceEn);
    assert.equal(Date.parse(transaction.expiration_time), deadline);

    await answerPush(app, '3005551234', transactionId, 'aprobar');
    const issued = await waitForPurchase(app, id, (request) => request.estado === 'emitida');
    assert.equal(issued.pago.estado, 'APROBADO');
    assert.equal(issued.pago.venceEn, null);
    assert.ok(issued.poliza.numeroPoliza);
  });

  it('records the decline of the test phone 3992222222, found on read, and lets the customer pay again', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 1 });
    const { id } = await createPurchase(app);
    await startMethod(app, id, nequiBody('3992222222'));
    const declined = await waitForPurchase(app, id, (request) => request.pago.estado === 'RECHAZADO');
    assert.match(declined.pago.mensaje ?? '', /rechazado en la app Nequi/);
    assert.equal(declined.estado, 'pendiente-pago');
    assert.equal((await postPayment(app, id, { metodo: 'TARJETA' })).statusCode, 201);
  });

  it('the test phone 3991111111 approves with no event: the reconciliation pass finds it and issues the policy', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 1 });
    const { id } = await createPurchase(app);
    const { answer } = await startMethod(app, id, nequiBody('3991111111'));
    await sleep(1100);
    // pending for longer than the pass waits for an event
    await app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, answer.idPago));
    const pass = await app.reconciliation.runOnce();
    assert.deepEqual(pass.drift, ['missed-final']);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, answer.idPago));
    assert.equal(row!.status, 'APROBADO');
    assert.equal((await getPurchase(app, id)).json().estado, 'emitida');
  });

  it('an expired push releases the request: a card payment starts at once and issues the policy', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { transactionId } = await startMethod(app, id, nequiBody('3005550099'));
    // while the push waits, no other payment starts
    assert.equal((await postPayment(app, id, { metodo: 'TARJETA' })).statusCode, 409);
    await answerPush(app, '3005550099', transactionId, 'vencer');
    const card = await startPayment(app, id, { metodo: 'TARJETA' });
    const [nequi] = await app.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    assert.equal(nequi!.status, 'ERROR');
    await payAtCheckout(app, card.transactionId);
    const issued = await waitForPurchase(app, id, (request) => request.estado === 'emitida');
    assert.equal(issued.pago.metodo, 'TARJETA');
  });

  it('answers 400 with the field message for a mobile that is not one; a key reused answers its payment, or 422 with another phone', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    for (const body of [nequiBody('2005551234'), nequiBody('30055512'), { metodo: 'NEQUI' }]) {
      const response = await postPayment(app, id, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(fieldErrors(response), {
        'nequi.celular': 'Escribe el celular de tu cuenta Nequi: 10 dígitos que empiezan por 3.',
      });
    }
    assert.equal((await app.db.select().from(payments).where(eq(payments.purchaseRequestId, id))).length, 0);
    const key = crypto.randomUUID();
    const first = await postPayment(app, id, nequiBody('3005551234'), key);
    assert.equal(first.statusCode, 201);
    // the same key again (a retry) answers the same payment, though it has no page
    const again = await postPayment(app, id, nequiBody('300 555 1234'), key);
    assert.equal(again.statusCode, 201, again.body);
    assert.deepEqual(again.json(), first.json());
    assert.equal((await postPayment(app, id, nequiBody('3005551235'), key)).statusCode, 422);
  });

  it('answers a Spanish 503 when the gateway is down, and leaves no payment pending', async (t) => {
    const app = await build(t); // its gateway URL points at a closed port
    const { id } = await createPurchase(app);
    const response = await postPayment(app, id, nequiBody('3005551234'));
    assert.equal(response.statusCode, 503);
    assert.match(response.json().message, /pasarela/);
    const rows = await app.db.select().from(payments).where(eq(payments.purchaseRequestId, id));
    assert.deepEqual(
      rows.map((row) => row.status),
      ['ERROR'],
    );
  });

  it('a push unanswered past NEQUI_PAYMENT_SECONDS ends in ERROR, counted as VENCIDO (not a failing payment)', async (t) => {
    const clock = testClock(new Date());
    const { app } = await buildListeningApi(t, { clock });
    const { id } = await createPurchase(app);
    await startMethod(app, id, nequiBody('3005550123'));
    clock.set(new Date(Date.now() + 301_000));
    const ended = await waitForPurchase(app, id, (request) => request.pago.estado === 'ERROR');
    assert.match(ended.pago.mensaje ?? '', /venció/);
    assert.equal(ended.pago.venceEn, null);
    const counted = (await app.metrics.payments.get()).values
      .filter((sample) => sample.value > 0)
      .map((sample) => sample.labels);
    assert.deepEqual(counted, [{ method: 'NEQUI', outcome: 'VENCIDO' }]);
  });

  it("caps a payment's own deadline at the request's end", () => {
    const settings = { nequiPaymentSeconds: 300, cashPaymentHours: 48 };
    const now = new Date('2026-03-01T12:00:00Z');
    const end = new Date('2026-03-02T05:00:00Z');
    assert.equal(ownDeadline('NEQUI', now, end, settings)?.toISOString(), '2026-03-01T12:05:00.000Z');
    assert.equal(ownDeadline('EFECTIVO', now, end, settings)?.toISOString(), end.toISOString());
    assert.equal(ownDeadline('TARJETA', now, end, settings), null);
  });
});

describe('Paying with Botón Bancolombia', () => {
  it("goes to the bank's page and issues once paid there", async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { answer } = await startMethod(app, id, { metodo: 'BANCOLOMBIA' });
    const transactionId = transactionIdOf(answer.urlPasarela!);
    const transaction = (await getTransaction(app, transactionId)).json().data;
    assert.equal(transaction.payment_method.type, 'BANCOLOMBIA_TRANSFER');
    assert.equal(transaction.payment_method.user_type, 'PERSON');
    await payAtCheckout(app, transactionId, { accion: 'pagar' });
    const issued = await waitForPurchase(app, id, (request) => request.estado === 'emitida');
    assert.equal(issued.pago.metodo, 'BANCOLOMBIA');
  });

  it('records a payment cancelled at the bank as declined, the request still payable', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { answer } = await startMethod(app, id, { metodo: 'BANCOLOMBIA' });
    await payAtCheckout(app, transactionIdOf(answer.urlPasarela!), { accion: 'cancelar' });
    const declined = await waitForPurchase(app, id, (request) => request.pago.estado === 'RECHAZADO');
    assert.equal(declined.estado, 'pendiente-pago');
  });
});

describe('Paying with DaviPlata', () => {
  it("sends the account's document, and the right code on the gateway's page issues the policy", async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { answer, transactionId } = await startMethod(app, id, daviplataBody);
    assert.equal(transactionIdOf(answer.urlPasarela!), transactionId);
    const method = (await getTransaction(app, transactionId)).json().data.payment_method;
    assert.equal(method.type, 'DAVIPLATA');
    assert.equal(method.user_legal_id_type, 'CC');
    assert.equal(method.user_legal_id, '1020304050');
    await payAtCheckout(app, transactionId, { codigo: '574829' });
    await waitForPurchase(app, id, (request) => request.estado === 'emitida');
  });

  it('a wrong code shows the form again and charges nothing; the right one then approves', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { transactionId } = await startMethod(app, id, daviplataBody);
    const wrong = await submitCheckout(app, transactionId, { codigo: '123456' });
    assert.equal(wrong.statusCode, 422);
    assert.equal((await getPurchase(app, id)).json().pago.estado, 'PENDIENTE');
    await payAtCheckout(app, transactionId, { codigo: '574829' });
    await waitForPurchase(app, id, (request) => request.estado === 'emitida');
  });

  it('an expired code ends the payment in ERROR, nothing charged, and another payment may start', async (t) => {
    const clock = testClock(new Date());
    const { app } = await buildListeningApi(t, { clock });
    const { id } = await createPurchase(app);
    const { transactionId } = await startMethod(app, id, daviplataBody);
    clock.set(new Date(Date.now() + 6 * 60_000));
    const late = await submitCheckout(app, transactionId, { codigo: '574829' });
    assert.equal(late.statusCode, 409);
    assert.match(late.body, /El código venció/);
    const ended = await waitForPurchase(app, id, (request) => request.pago.estado === 'ERROR');
    assert.match(ended.pago.mensaje ?? '', /venció/);
    assert.equal((await postPayment(app, id, daviplataBody)).statusCode, 201);
  });

  it('answers 400 with field messages for a missing or bad document', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const missing = await postPayment(app, id, { metodo: 'DAVIPLATA' });
    assert.equal(missing.statusCode, 400);
    assert.match(fieldErrors(missing).daviplata ?? '', /documento de tu cuenta DaviPlata/);
    const bad = await postPayment(app, id, {
      metodo: 'DAVIPLATA',
      daviplata: { tipoDocumento: 'CC', numeroDocumento: 'abc' },
    });
    assert.equal(bad.statusCode, 400);
    assert.ok(fieldErrors(bad)['daviplata.numeroDocumento'], bad.body);
  });
});
