import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it, type TestContext } from 'node:test';
import { todayInColombia } from '@soat/shared/rules/validity';
import { eq, sql } from 'drizzle-orm';
import { operatorTasks, payments, refunds } from '../../../src/db/schema.js';
import { formatPesos } from '../../../src/pdf/policy-certificate.js';
import { PaymentGatewayUnavailableError } from '../../../src/plugins/app/payments/payment-gateway.js';
import { maxRefundAttempts } from '../../../src/plugins/app/payments/refund-service.js';
import { accessTokenFor, createAccount, emailsTo } from '../../factories.js';
import { build } from '../../helper.js';
import {
  buildListeningApi,
  createSandboxTransaction,
  submitCheckout,
  voidFailsOnceCard,
} from '../../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy, getPurchase, soatApi, waitForPurchase } from './purchase-fixtures.js';
import { lostRace, paymentRow, refundOf, sandboxTransaction } from './refund-fixtures.js';

// Refunds (ADR 010, "Refunds"): an approved payment that bought no policy is given back by a job,
// through the gateway for a card (voided), tried again until the gateway confirms, once whatever the
// number of instances, with an email saying the amount and when it arrives.

const refundEmails = async (app: Parameters<typeof emailsTo>[0], email: string) =>
  (await emailsTo(app, email)).filter((message) => !message.asunto.startsWith('Tu SOAT'));

describe('Refunds of card payments', () => {
  it('voids the card payment of a purchase whose plate got a policy meanwhile, and tells the customer the amount and when it arrives', async (t) => {
    const { app } = await buildListeningApi(t);
    const race = await lostRace(app);

    const purchaseRequest = await waitForPurchase(app, race.id, (s) => s.estado === 'reembolsada');
    assert.equal(purchaseRequest.poliza, null);
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
    assert.match(purchaseRequest.pago.mensaje ?? '', /Pago devuelto: anulamos el cobro en tu tarjeta/);
    assert.equal(purchaseRequest.pago.motivoReembolso, 'periodo-ocupado');

    const transaction = await sandboxTransaction(app, race.transactionId);
    assert.equal(transaction.status, 'VOIDED');
    assert.equal(transaction.voidRequests, 1);
    const refund = await refundOf(app, race.paymentId);
    assert.equal(refund.status, 'reembolsado');
    assert.notEqual(refund.refundedAt, null);
    assert.equal((await paymentRow(app, race.paymentId)).gatewayStatus, 'VOIDED');

    const [email, ...more] = await refundEmails(app, race.email);
    assert.equal(more.length, 0);
    assert.equal(email!.asunto, `Te devolvimos ${formatPesos(race.total)} del SOAT de la placa ${race.body.placa}`);
    assert.match(email!.texto, /el vehículo ya tenía un SOAT para ese periodo/);
    assert.match(email!.texto, /lo verás reflejado entre 5 y 15 días hábiles, según tu banco/);
    assert.match(email!.texto, new RegExp(`respuesta-pago-soat/${race.id}`));
    // the first purchase keeps its policy
    assert.equal((await getPurchase(app, race.firstId)).json().estado, 'emitida');
  });

  it('tries again when the gateway fails the first void (test card 4000 0000 0000 0077) until it confirms, emailing once', async (t) => {
    // a failed try waits the interval (1 s here), doubling each time
    const { app } = await buildListeningApi(t, { refundJobsIntervalSeconds: 1 });
    const race = await lostRace(app, { card: voidFailsOnceCard });

    const waiting = await waitForPurchase(app, race.id, (s) => s.estado === 'reembolso-pendiente');
    assert.match(waiting.pago.mensaje ?? '', /te devolveremos el dinero/);
    await waitForPurchase(app, race.id, (s) => s.estado === 'reembolsada', 15_000);

    const refund = await refundOf(app, race.paymentId);
    assert.equal(refund.attempts, 2);
    assert.equal(refund.status, 'reembolsado');
    assert.equal(refund.lastError, null);
    assert.equal((await sandboxTransaction(app, race.transactionId)).voidRequests, 2);
    assert.equal((await refundEmails(app, race.email)).length, 1);
  });

  it('leaves a card the gateway never voids to an operator after its last try, and says so to the customer', async (t) => {
    const { app } = await buildListeningApi(t);
    t.mock.method(app.refunds, 'kick', () => {});
    t.mock.method(app.paymentGateway, 'voidTransaction', async () => {
      throw new PaymentGatewayUnavailableError('HTTP 503');
    });
    const race = await lostRace(app);
    await waitForPurchase(app, race.id, (s) => s.estado === 'reembolso-pendiente');

    assert.deepEqual(await app.refunds.runOnce(), ['retry']);
    const retried = await refundOf(app, race.paymentId);
    assert.equal(retried.status, 'pendiente');
    assert.match(retried.lastError ?? '', /pasarela/);
    assert.ok(retried.runAfter.getTime() > Date.now(), 'tried again later');

    await app.db
      .update(refunds)
      .set({ attempts: maxRefundAttempts - 1, runAfter: sql`now() - interval '1 second'` })
      .where(eq(refunds.id, retried.id));
    assert.deepEqual(await app.refunds.runOnce(), ['en-gestion']);
    const purchaseRequest = (await getPurchase(app, race.id)).json();
    assert.equal(purchaseRequest.estado, 'reembolso-en-gestion');
    const [task] = await app.db.select().from(operatorTasks).where(eq(operatorTasks.refundId, retried.id));
    assert.match(task!.reason, new RegExp(`tras ${maxRefundAttempts} intentos`));
    const [email] = await refundEmails(app, race.email);
    assert.match(email!.asunto, /^Estamos devolviendo tus/);
    assert.match(email!.texto, /con tarjeta no se puede devolver automáticamente/);
  });

  it('gives back a second approved payment of a purchase already issued, which keeps its policy', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, body } = await buyPolicy(app);
    // a second attempt that reached the gateway as the first was approved (the race a request check cannot close)
    const [first] = await app.db.select().from(payments).where(eq(payments.purchaseRequestId, id));
    const transaction = await createSandboxTransaction(app);
    const [second] = await app.db
      .insert(payments)
      .values({
        purchaseRequestId: id,
        idempotencyKey: randomUUID(),
        reference: transaction.reference,
        transactionId: transaction.id,
        method: 'TARJETA',
        amountInCents: transaction.amount_in_cents,
        message: 'Tu pago está en proceso.',
      })
      .returning();
    assert.equal((await submitCheckout(app, transaction.id, voidFailsOnceCard)).statusCode, 303);
    await app.backgroundTasks.idle();
    assert.ok(first && second);

    // the first void failed: the next pass voids it
    assert.equal((await refundOf(app, second.id)).status, 'pendiente');
    await app.db
      .update(refunds)
      .set({ runAfter: sql`now()` })
      .where(eq(refunds.paymentId, second.id));
    assert.deepEqual(await app.refunds.runOnce(), ['reembolsado']);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.notEqual(purchaseRequest.poliza, null);
    assert.equal(purchaseRequest.pago.idPago, second.id);
    assert.match(purchaseRequest.pago.mensaje, /Pago devuelto/);
    const [email] = await refundEmails(app, body.tomador.correoElectronico as string);
    assert.match(email!.texto, /Recibimos dos pagos/);
    // the invoice is the first payment's sale: the second one's refund cancels nothing (ADR 041)
    const documents = await app.invoices.repository.ofRequest(id);
    assert.deepEqual(
      documents.map((document) => document.kind),
      ['factura'],
    );
  });

  it('shows the refund in "mis pólizas" to the customer who bought signed in', async (t) => {
    const { app } = await buildListeningApi(t);
    const account = await createAccount(app);
    const token = await accessTokenFor(app, account);
    const race = await lostRace(app, { headers: { authorization: `Bearer ${token}` } });
    await waitForPurchase(app, race.id, (s) => s.estado === 'reembolsada');
    const mine = await app.inject({
      method: 'GET',
      url: `${soatApi}/mis-polizas`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(mine.statusCode, 200, mine.body);
    const [request] = mine.json().solicitudes;
    assert.equal(request.idSolicitudSoat, race.id);
    assert.equal(request.estado, 'reembolsada');
    assert.equal(request.pago.motivoReembolso, 'periodo-ocupado');
  });
});

describe('Refunds in the consult', () => {
  it("shows the holder the refund of a payment that bought no policy, beside their policies, and nobody else's", async (t) => {
    const { app } = await buildListeningApi(t);
    const race = await lostRace(app);
    await waitForPurchase(app, race.id, (s) => s.estado === 'reembolsada');
    const consult = (documentNumber: string) =>
      app.inject({
        method: 'POST',
        url: `${soatApi}/consultas`,
        payload: { placa: race.body.placa, tipoDocumento: 'CC', numeroDocumento: documentNumber },
      });

    const answer = await consult(race.body.tomador.numeroDocumento as string);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().polizas.length, 1, 'the first purchase, of the same holder');
    assert.deepEqual(answer.json().reembolsos, [
      {
        estado: 'reembolsado',
        valor: race.total,
        inicioVigencia: race.body.inicioVigencia,
        finVigencia: (await getPurchase(app, race.id)).json().cotizacion.finVigencia,
        fechaReembolso: todayInColombia(),
      },
    ]);
    assert.equal((await consult('52123456')).statusCode, 404);
  });
});

/**
 * Two API instances on one database and gateway, with `count` refunds pending: the first instance's kick
 * after the commit is held back, so the test decides which instance works them and when.
 */
async function twoInstancesWithRefunds(t: TestContext, count: number) {
  const { app } = await buildListeningApi(t);
  t.mock.method(app.refunds, 'kick', () => {});
  const other = await build(t, { payments: { ...app.config.payments } });
  await other.ready();
  const races = [];
  for (let index = 0; index < count; index += 1) races.push(await lostRace(app));
  for (const race of races) await waitForPurchase(app, race.id, (s) => s.estado === 'reembolso-pendiente');
  return { app, other, races };
}

describe('Refunds on several instances', () => {
  it('refunds each payment once when two instances work the same refunds at once', async (t) => {
    const { app, other, races } = await twoInstancesWithRefunds(t, 4);

    const outcomes = (
      await Promise.all([
        app.refunds.runOnce(),
        other.refunds.runOnce(),
        app.refunds.runOnce(),
        other.refunds.runOnce(),
      ])
    ).flat();
    assert.deepEqual(outcomes, ['reembolsado', 'reembolsado', 'reembolsado', 'reembolsado']);
    for (const race of races) {
      assert.equal((await getPurchase(app, race.id)).json().estado, 'reembolsada');
      assert.equal((await sandboxTransaction(app, race.transactionId)).voidRequests, 1);
    }
    await other.backgroundTasks.idle();
    for (const race of races) assert.equal((await refundEmails(app, race.email)).length, 1);
  });

  it('leaves a refund claimed by an instance that stopped until its lease runs out, then refunds it once', async (t) => {
    const { app, other, races } = await twoInstancesWithRefunds(t, 1);
    const race = races[0]!;
    const refund = await refundOf(app, race.paymentId);

    // claimed by an instance that stopped before it asked the gateway: leased for a while
    await app.db
      .update(refunds)
      .set({ attempts: 1, runAfter: sql`now() + interval '1 minute'` })
      .where(eq(refunds.id, refund.id));
    assert.deepEqual(await other.refunds.runOnce(), []);
    await app.db
      .update(refunds)
      .set({ runAfter: sql`now()` })
      .where(eq(refunds.id, refund.id));
    assert.deepEqual(await other.refunds.runOnce(), ['reembolsado']);
    assert.equal((await refundOf(app, race.paymentId)).attempts, 2);
    assert.equal((await sandboxTransaction(app, race.transactionId)).voidRequests, 1);
    await other.backgroundTasks.idle();
    assert.equal((await refundEmails(app, race.email)).length, 1);
  });

  it('writes nothing twice when an instance finishes a refund that another took over after its lease ran out', async (t) => {
    const { app, other, races } = await twoInstancesWithRefunds(t, 1);
    const race = races[0]!;
    const refund = await refundOf(app, race.paymentId);

    // this instance's gateway answers so slowly that its lease runs out and the other instance refunds meanwhile
    const gateway = app.paymentGateway;
    const realGet = gateway.getTransaction.bind(gateway);
    let otherOutcomes: string[] = [];
    t.mock.method(gateway, 'getTransaction', async (id: string) => {
      await app.db
        .update(refunds)
        .set({ runAfter: sql`now()` })
        .where(eq(refunds.id, refund.id));
      otherOutcomes = await other.refunds.runOnce();
      return realGet(id);
    });
    assert.deepEqual(await app.refunds.runOnce(), ['finished-elsewhere']);
    assert.deepEqual(otherOutcomes, ['reembolsado']);

    assert.equal((await sandboxTransaction(app, race.transactionId)).voidRequests, 1, 'voided once');
    await other.backgroundTasks.idle();
    assert.equal((await refundEmails(app, race.email)).length, 1, 'emailed once');
    assert.equal((await getPurchase(app, race.id)).json().estado, 'reembolsada');
  });
});
