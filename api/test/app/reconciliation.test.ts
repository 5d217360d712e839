import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../src/db/schema.js';
import { testConfig } from '../helper.js';
import { createPurchase, payAtCheckout, startPayment } from '../routes/soat/purchase-fixtures.js';
import { approvedCard, buildListeningApi, eventReceiver } from '../sandbox-gateway/sandbox-fixtures.js';

/** A PSE payment at the test bank 3 (pending at the gateway, no event), made to look a minute old. */
async function stalePendingPayment(app: FastifyInstance, { settledFirst = false } = {}) {
  const { id } = await createPurchase(app);
  const { transactionId } = await startPayment(app, id, {
    metodo: 'PSE',
    pse: { codigoBanco: '3', tipoPersona: 'natural' },
  });
  await payAtCheckout(app, transactionId, {});
  // with SANDBOX_PENDING_SECONDS=1, the gateway has settled it when it is first asked
  if (settledFirst) await sleep(1_100);
  await app.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(payments.purchaseRequestId, id));
  return id;
}

/** The request as stored (reading it through the API would ask the gateway itself). */
const stored = async (app: FastifyInstance, id: string) => (await app.purchaseRepository.findRecord(id))!;

describe('Reconciliation of pending payments', () => {
  it('applies what the gateway answers about a payment pending too long: the policy is issued', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 1 });
    const id = await stalePendingPayment(app);
    await sleep(1_100); // the sandbox settles bank 3 after SANDBOX_PENDING_SECONDS
    const pass = await app.reconciliation.runOnce();
    assert.ok(pass.outcomes.includes('issued'), JSON.stringify(pass));
    assert.deepEqual(pass.drift, ['missed-final']);
    const record = await stored(app, id);
    assert.equal(record.payment?.status, 'APROBADO');
    assert.equal(record.request.status, 'emitida');
    assert.match(record.policy?.number ?? '', /^SOAT-\d{4}-\d{8}$/);
    // a final payment is never asked about again
    const next = await app.reconciliation.runOnce();
    assert.ok(!next.outcomes.includes('issued'));
  });

  it('leaves a payment still pending at the gateway pending, and does not ask again at once', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 600 });
    const id = await stalePendingPayment(app);
    const asked = t.mock.method(app.paymentGateway, 'getTransaction');
    const first = await app.reconciliation.runOnce();
    const second = await app.reconciliation.runOnce();
    assert.deepEqual(first.outcomes, ['still-pending']);
    assert.equal(second.checked, 0);
    assert.equal(asked.mock.callCount(), 1);
    assert.equal((await stored(app, id)).payment?.status, 'PENDIENTE');
  });

  it('never lets two passes (or two instances) take the same payment', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 600 });
    const id = await stalePendingPayment(app);
    const paymentId = (await stored(app, id)).payment!.id;
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        app.purchaseRepository.claimForReconciliation({
          minAgeMs: 5_000,
          refusedRecheckMs: 3_600_000,
          windowStart: new Date(Date.now() - 7 * 86_400_000),
          limit: 50,
        }),
      ),
    );
    const taken = claims.flat().filter((payment) => payment.id === paymentId);
    assert.equal(taken.length, 1);
  });

  it('runs by itself every RECONCILE_INTERVAL_SECONDS once the app is ready', async (t) => {
    const everySecond = { ...testConfig().payments, reconcileIntervalSeconds: 1 };
    const { app } = await buildListeningApi(t, { pendingSeconds: 1, payments: everySecond });
    const id = await stalePendingPayment(app, { settledFirst: true });
    const deadline = Date.now() + 8_000;
    while ((await stored(app, id)).request.status !== 'emitida') {
      assert.ok(Date.now() < deadline, 'the job did not issue the policy');
      await sleep(100);
    }
  });

  it('loses nothing when the API stops in the middle of a payment: after a restart the payment is settled and the policy issued', async (t) => {
    // the first instance takes the payment, but the gateway's event never reaches it (it is down)
    const first = await buildListeningApi(t, { eventsUrl: 'http://127.0.0.1:9/soat/api/v1/pagos/eventos' });
    const { id } = await createPurchase(first.app);
    const { transactionId } = await startPayment(first.app, id);
    await payAtCheckout(first.app, transactionId);
    await first.app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.purchaseRequestId, id));
    await first.app.close();
    assert.equal((await stored(first.app, id)).payment?.status, 'PENDIENTE');

    // a new instance on the same database settles it by itself, with no event and no reader
    const everySecond = { ...testConfig().payments, reconcileIntervalSeconds: 1 };
    const { app } = await buildListeningApi(t, { payments: everySecond });
    const deadline = Date.now() + 8_000;
    while ((await stored(app, id)).request.status !== 'emitida') {
      assert.ok(Date.now() < deadline, 'the restarted API did not issue the policy');
      await sleep(100);
    }
    assert.equal((await stored(app, id)).payment?.status, 'APROBADO');
  });
});

describe('Reconciliation of payments recorded as refused (issue 41)', () => {
  it('finds a payment recorded as declined that the gateway approved: issues the policy and counts the drift', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const { id } = await createPurchase(app);
    const { transactionId } = await startPayment(app, id);
    await payAtCheckout(app, transactionId);
    await app.db
      .update(payments)
      .set({ status: 'RECHAZADO', gatewayStatus: 'DECLINED', finalizedAt: new Date() })
      .where(eq(payments.transactionId, transactionId));

    const pass = await app.reconciliation.runOnce();
    assert.deepEqual(pass.drift, ['late-approval']);
    const record = await stored(app, id);
    assert.equal(record.payment?.status, 'APROBADO');
    assert.equal(record.request.status, 'emitida');
    const metrics = await app.metrics.registry.getSingleMetricAsString('soat_payment_drift_total');
    assert.match(metrics, /soat_payment_drift_total\{kind="late-approval"\} 1/);
    // repaired: the next pass finds nothing more
    assert.deepEqual((await app.reconciliation.runOnce()).drift, []);
  });

  it('asks again about refusals of the last RECONCILE_WINDOW_DAYS only, each at most once an hour', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const { id } = await createPurchase(app);
    const { transactionId } = await startPayment(app, id);
    await payAtCheckout(app, transactionId, { ...approvedCard, numero: '4111 1111 1111 1111' });
    const [declined] = await app.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    await app.paymentService.refresh(declined!);
    const asked = t.mock.method(app.paymentGateway, 'getTransaction');
    await app.reconciliation.runOnce();
    await app.reconciliation.runOnce();
    assert.equal(asked.mock.calls.filter((call) => call.arguments[0] === transactionId).length, 1);
    // older than the window: never asked again
    await app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000), checkedAt: null })
      .where(eq(payments.transactionId, transactionId));
    await app.reconciliation.runOnce();
    assert.equal(asked.mock.calls.filter((call) => call.arguments[0] === transactionId).length, 1);
  });
});
