import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { addDays, policyEndDate } from '@soat/shared/rules/validity';
import { payments, policies, refunds, sandboxTransactions } from '../../../src/db/schema.js';
import { emailsTo } from '../../factories.js';
import { testClock } from '../../helper.js';
import {
  buildListeningApi,
  eventReceiver,
  getTransaction,
  submitCheckout,
} from '../../sandbox-gateway/sandbox-fixtures.js';
import {
  buyPolicy,
  createPurchase,
  getPurchase,
  payAtCheckout,
  postPayment,
  postPurchase,
  purchaseBody,
  startPayment,
  waitForPurchase,
} from './purchase-fixtures.js';

// Issue 41, point 3: a purchase request has a lifetime (ADR 010). The API's clock (lib/clock.ts) stands on
// the day each test needs; the sandbox gateway reads the same clock.

const requoteMessage =
  'El valor del SOAT cambió desde que hiciste esta solicitud (hay una nueva tarifa vigente), así que ya no se puede pagar con ese valor y no te cobramos nada. Cotiza de nuevo para ver el valor de hoy.';
const expiredMessage =
  'Esta solicitud venció el 17 de marzo de 2026 sin pagarse, así que ya no se puede pagar y no te cobramos nada. Cotiza de nuevo para comprar tu SOAT con el precio y las fechas de hoy.';

describe('A purchase request paid after its start day (issue 41)', () => {
  it('starts the cover on the payment day, a year less a day from it, at the same price', async (t) => {
    const clock = testClock('2026-03-10');
    const { app } = await buildListeningApi(t, { clock });
    const { id, solicitud } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-03-10' }));
    clock.set('2026-03-13');
    const { transactionId } = await startPayment(app, id);
    await payAtCheckout(app, transactionId);
    const issued = await waitForPurchase(app, id, (request) => request.estado === 'emitida' && Boolean(request.poliza));
    assert.equal(issued.poliza.inicioVigencia, '2026-03-13');
    assert.equal(issued.poliza.finVigencia, policyEndDate('2026-03-13'));
    assert.equal(issued.poliza.total, solicitud.cotizacion.total);
    // the request says the cover it bought
    assert.equal(issued.cotizacion.inicioVigencia, '2026-03-13');
  });

  it('asks to quote again when the moved start changes the price: a request made in December, paid in January', async (t) => {
    const clock = testClock('2025-12-30');
    const { app } = await buildListeningApi(t, { clock });
    const { id, solicitud } = await createPurchase(app, purchaseBody({ inicioVigencia: '2025-12-30' }));
    assert.equal(solicitud.cotizacion.anioTarifa, 2025);
    clock.set('2026-01-02');
    const refused = await postPayment(app, id);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, requoteMessage);
    const read = (await getPurchase(app, id)).json();
    assert.equal(read.estado, 'pendiente-pago');
    assert.deepEqual(read.cotizarDeNuevo, { motivo: 'tarifa', mensaje: requoteMessage });
  });

  it('refuses a December request even for a January start, and its checkout stops taking payment at the year end', async (t) => {
    const clock = testClock('2025-12-30');
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { clock, eventsUrl: receiver.url, pendingSeconds: 600 });
    const { id } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-01-05' }));
    const { transactionId: card } = await startPayment(app, id);
    // the checkout was told when to stop: the end of 2025's tariff, before the request's own end
    const created = (await getTransaction(app, card)).json().data;
    assert.equal(created.expiration_time, '2026-01-01T05:00:00.000Z');
    clock.set('2026-01-02');
    const page = await app.inject({ method: 'GET', url: `/sandbox-pasarela/checkout/${card}` });
    assert.match(page.body, /El plazo para pagar terminó/);
    const paid = await submitCheckout(app, card, {
      numero: '4242 4242 4242 4242',
      titular: 'Ana Pérez',
      vencimiento: '12/39',
      cvc: '123',
    });
    assert.equal(paid.statusCode, 409);
    assert.equal((await postPayment(app, id)).statusCode, 409);
  });

  it('refunds a charge that still arrives at a price no longer in force', async (t) => {
    const clock = testClock('2025-12-30');
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { clock, eventsUrl: receiver.url, pendingSeconds: 600 });
    const { id } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-01-05' }));
    // paid at the bank in time, confirmed by the bank after the new year
    const { transactionId } = await startPayment(app, id, {
      metodo: 'PSE',
      pse: { codigoBanco: '3', tipoPersona: 'natural' },
    });
    await payAtCheckout(app, transactionId, {});
    clock.set('2026-01-02');
    await app.db
      .update(sandboxTransactions)
      .set({ settlesAt: new Date() })
      .where(eq(sandboxTransactions.id, transactionId));
    const payment = await paymentOf(app, transactionId);
    assert.equal(await app.paymentService.refresh(payment!), 'refund-pending');
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    assert.equal(refund?.reason, 'precio-cambio');
    assert.equal((await app.db.select().from(policies).where(eq(policies.purchaseRequestId, id))).length, 0);
    // a PSE payment is given back by a person (an operator task); the result page is told why
    const read = (await getPurchase(app, id)).json();
    assert.ok(['reembolso-pendiente', 'reembolso-en-gestion'].includes(read.estado), read.estado);
    assert.equal(read.pago.motivoReembolso, 'precio-cambio');
  });
});

describe('A purchase request older than its lifetime (issue 41)', () => {
  it('is closed as vencida, says so in Spanish and refuses payment', async (t) => {
    const clock = testClock('2026-03-10');
    const { app } = await buildListeningApi(t, { clock });
    const { id, solicitud } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-03-20' }));
    // payable until the end of the 7th day after it was made (PURCHASE_REQUEST_LIFETIME_DAYS)
    assert.equal(solicitud.venceEn, '2026-03-18T05:00:00.000Z');
    clock.set('2026-03-17T23:59:00-05:00');
    assert.equal((await getPurchase(app, id)).json().estado, 'pendiente-pago');
    clock.set('2026-03-18T00:00:00-05:00');
    const refused = await postPayment(app, id);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, expiredMessage);
    const read = (await getPurchase(app, id)).json();
    assert.equal(read.estado, 'vencida');
    assert.deepEqual(read.cotizarDeNuevo, { motivo: 'vencida', mensaje: expiredMessage });
  });

  it('has its checkout refuse payment once it expired, and the reconciliation pass closes it', async (t) => {
    const clock = testClock('2026-03-10');
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { clock, eventsUrl: receiver.url });
    const { id } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-03-20' }));
    const { transactionId } = await startPayment(app, id);
    assert.equal((await getTransaction(app, transactionId)).json().data.expiration_time, '2026-03-18T05:00:00.000Z');
    clock.set('2026-03-18T08:00:00-05:00');
    const page = await app.inject({ method: 'GET', url: `/sandbox-pasarela/checkout/${transactionId}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /El plazo para pagar terminó/);
    assert.match(page.body, /No se hizo ningún cobro/);
    const paid = await payAtCheckoutRefused(app, transactionId);
    assert.equal(paid, 409);
    // the gateway now has it ended unpaid: the pass records it and closes the request
    await ageing(app, id);
    const pass = await app.reconciliation.runOnce();
    assert.ok(pass.closed >= 1, JSON.stringify(pass));
    const read = (await getPurchase(app, id)).json();
    assert.equal(read.estado, 'vencida');
    assert.equal(read.pago.estado, 'ERROR');
  });

  it('refunds a charge that still arrives after it was closed, and no request stays pendiente-pago for ever', async (t) => {
    const clock = testClock('2026-03-10');
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { clock, eventsUrl: receiver.url, pendingSeconds: 600 });
    const { id, body } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-03-20' }));
    const { transactionId } = await startPayment(app, id, {
      metodo: 'PSE',
      pse: { codigoBanco: '3', tipoPersona: 'natural' },
    });
    await payAtCheckout(app, transactionId, {});
    await ageing(app, id);
    // a payment pending at the bank keeps the request open past its end, for RECONCILE_WINDOW_DAYS at most
    clock.set('2026-03-20');
    await app.reconciliation.runOnce();
    assert.equal((await getPurchase(app, id)).json().estado, 'pendiente-pago');
    clock.set(addDays('2026-03-18', 8));
    await app.reconciliation.runOnce();
    assert.equal((await app.purchaseRepository.findRecord(id))?.request.status, 'vencida');
    // the bank confirms it after all: the money goes back
    await app.db
      .update(sandboxTransactions)
      .set({ settlesAt: new Date() })
      .where(eq(sandboxTransactions.id, transactionId));
    await ageing(app, id);
    const pass = await app.reconciliation.runOnce();
    assert.ok(pass.outcomes.includes('refund-pending'), JSON.stringify(pass));
    const payment = await paymentOf(app, transactionId);
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    assert.equal(refund?.reason, 'solicitud-cerrada');
    await app.backgroundTasks.idle();
    const read = (await getPurchase(app, id)).json();
    assert.ok(['reembolso-pendiente', 'reembolso-en-gestion'].includes(read.estado), read.estado);
    assert.equal(read.poliza, null);
    // the customer is told why: the request had expired, not a period taken
    assert.match(read.pago.mensaje, /Estamos devolviendo este pago/);
    assert.equal(read.pago.motivoReembolso, 'solicitud-cerrada');
    const emails = await emailsTo(app, body.tomador.correoElectronico as string);
    const refundEmail = emails.find((email) => email.asunto.startsWith('Estamos devolviendo'));
    assert.match(refundEmail?.texto ?? '', /el pago llegó cuando la solicitud ya había vencido sin pagarse/);
  });
});

describe("Ending a request's lifetime in development (DEV_OUTBOX)", () => {
  it('closes a request pending payment now, and says the day it ended', async (t) => {
    const clock = testClock('2026-03-12T10:00:00-05:00');
    const { app } = await buildListeningApi(t, { clock });
    const { id } = await createPurchase(app, purchaseBody({ inicioVigencia: '2026-03-20' }));
    const ended = await app.inject({ method: 'POST', url: `/desarrollo/solicitudes/${id}/vencer` });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.deepEqual(ended.json(), { estado: 'vencida' });
    const read = (await getPurchase(app, id)).json();
    assert.equal(read.estado, 'vencida');
    assert.match(read.cotizarDeNuevo.mensaje, /^Esta solicitud venció el 12 de marzo de 2026 sin pagarse/);
    const unknown = await app.inject({
      method: 'POST',
      url: '/desarrollo/solicitudes/00000000-0000-4000-8000-000000000000/vencer',
    });
    assert.equal(unknown.statusCode, 404);
  });
});

describe("Moving a policy's year in development (DEV_OUTBOX)", () => {
  it('makes a policy bought today end in 20 days, so that it can be renewed now', async (t) => {
    const { app } = await buildListeningApi(t);
    const body = purchaseBody();
    const { solicitud } = await buyPolicy(app, body);
    const end = addDays(solicitud.cotizacion.inicioVigencia, 20);
    const moved = await app.inject({
      method: 'POST',
      url: `/desarrollo/polizas/${solicitud.poliza.numeroPoliza}/fin`,
      payload: { finVigencia: end },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(policyEndDate(moved.json().inicioVigencia), end);
    const renewal = await postPurchase(app, { ...body, inicioVigencia: addDays(end, 1) });
    assert.equal(renewal.statusCode, 201, renewal.body);
    const bad = await app.inject({
      method: 'POST',
      url: `/desarrollo/polizas/${solicitud.poliza.numeroPoliza}/fin`,
      payload: { finVigencia: '2027-02-30' },
    });
    assert.equal(bad.statusCode, 400);
  });
});

describe('A renewal within the renewal window only (issue 41)', () => {
  it("refuses next year's cover while the policy in force ends more than 30 days ahead, naming the first day", async (t) => {
    const clock = testClock('2026-03-10');
    const { app } = await buildListeningApi(t, { clock });
    const body = purchaseBody({ inicioVigencia: '2026-03-10' });
    await buyPolicy(app, body);
    // the next cover, bought today at today's price: refused
    const renewal = { ...body, inicioVigencia: '2027-03-10' };
    const refused = await postPurchase(app, renewal);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(
      refused.json().errores.filter((error: { campo: string }) => error.campo === 'inicioVigencia'),
      [
        {
          campo: 'inicioVigencia',
          mensaje:
            'El vehículo tiene un SOAT vigente hasta el 9 de marzo de 2027. Podrás renovarlo desde el 7 de febrero de 2027, 30 días antes de que termine.',
        },
      ],
    );
    // from the first day of the window, as «Renovar» shows it
    clock.set('2027-02-07');
    const accepted = await postPurchase(app, renewal);
    assert.equal(accepted.statusCode, 201, accepted.body);
  });
});

/**
 * Makes a request's payments a minute old and not asked about yet: the reconciliation pass leaves younger
 * ones to their event, and asks again only after a few seconds.
 */
async function ageing(app: Parameters<typeof submitCheckout>[0], requestId: string) {
  await app.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 60_000), checkedAt: null })
    .where(eq(payments.purchaseRequestId, requestId));
}

/** Posts the approving card to a checkout and answers the status. */
async function payAtCheckoutRefused(app: Parameters<typeof submitCheckout>[0], transactionId: string) {
  const response = await submitCheckout(app, transactionId, {
    numero: '4242 4242 4242 4242',
    titular: 'Ana Pérez',
    vencimiento: '12/39',
    cvc: '123',
  });
  return response.statusCode;
}

/** Our payment of a gateway transaction, read from its table. */
async function paymentOf(app: Parameters<typeof submitCheckout>[0], transactionId: string) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return payment;
}
