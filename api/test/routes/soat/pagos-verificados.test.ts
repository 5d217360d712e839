import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentEvents, payments, policies, refunds, sandboxTransactions } from '../../../src/db/schema.js';
import { approvedCard, buildListeningApi, eventReceiver } from '../../sandbox-gateway/sandbox-fixtures.js';
import {
  createPurchase,
  getPurchase,
  payAtCheckout,
  postEvent,
  postPayment,
  purchaseBody,
  signedEvent,
  startPayment,
  waitForPurchase,
} from './purchase-fixtures.js';

// Issue 41, point 2: every approved charge ends in a policy or a refund, whatever the order of events. A
// signed event is only a reason to ask the gateway (GET /transactions/{id}); what the gateway answers is
// acted on, checked against our payment (status, amount, currency, reference).

/** Error lines logged by the app or its request loggers. */
function captureErrors(t: TestContext, app: FastifyInstance) {
  const errors: Array<Record<string, unknown>> = [];
  const wrap = (logger: FastifyInstance['log']) => {
    const error = logger.error.bind(logger);
    logger.error = ((object: Record<string, unknown>, ...rest: unknown[]) => {
      errors.push(object);
      return (error as (...all: unknown[]) => void)(object, ...rest);
    }) as typeof logger.error;
    return logger;
  };
  wrap(app.log);
  const child = app.log.child.bind(app.log);
  // a child that inherits the wrapped `error` is counted by it already
  t.mock.method(app.log, 'child', (...args: Parameters<typeof child>) => {
    const logger = child(...args);
    return logger.error === app.log.error ? logger : wrap(logger);
  });
  return errors;
}

async function pendingPayment(app: FastifyInstance) {
  const { id, solicitud } = await createPurchase(app, purchaseBody());
  const { transactionId } = await startPayment(app, id);
  return { id, transactionId, amount: (solicitud.cotizacion.total as number) * 100 };
}

const policiesOf = (app: FastifyInstance, requestId: string) =>
  app.db.select().from(policies).where(eq(policies.purchaseRequestId, requestId));

const eventsOf = (app: FastifyInstance, transactionId: string) =>
  app.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, transactionId));

/** The sandbox transactions created for a request's payments: each one a charge the customer could make. */
async function transactionsOf(app: FastifyInstance, requestId: string) {
  const references = (
    await app.db
      .select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.purchaseRequestId, requestId))
  ).map((row) => row.reference);
  return app.db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.reference, references));
}

/**
 * A gateway on a real port that answers GET /transactions/{id} as the sandbox does, with `change` applied
 * to its answer (a tampered gateway, or an account's mix-up).
 */
async function alteredGateway(t: TestContext, sandboxUrl: string, change: Record<string, unknown>) {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(`${sandboxUrl}${request.url!.replace(/^\/v1/, '')}`);
      const json = (await answer.json()) as { data: Record<string, unknown> };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { ...json.data, ...change } }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** Our payment of a gateway transaction, read from its table. */
async function paymentOf(app: FastifyInstance, transactionId: string) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return payment;
}

describe('Gateway events checked with the gateway (issue 41)', () => {
  it('issues nothing for a signed APPROVED event of a transaction the gateway still has PENDING', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, transactionId, amount } = await pendingPayment(app);
    const forged = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    assert.equal((await postEvent(app, forged)).statusCode, 200);
    assert.equal((await policiesOf(app, id)).length, 0);
    const stored = await app.purchaseRepository.findRecord(id);
    assert.equal(stored?.request.status, 'pendiente-pago');
    assert.equal(stored?.payment?.status, 'PENDIENTE');
    // the event the gateway contradicted is not kept as news
    assert.deepEqual(await eventsOf(app, transactionId), []);
  });

  it('issues the policy when a card approves after a signed DECLINED event the gateway did not confirm', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, transactionId, amount } = await pendingPayment(app);
    const declined = signedEvent(app, { id: transactionId, status: 'DECLINED', amount_in_cents: amount });
    assert.equal((await postEvent(app, declined)).statusCode, 200);
    assert.equal((await app.purchaseRepository.findRecord(id))?.payment?.status, 'PENDIENTE');
    // the customer pays the still-open checkout; the gateway's own event reaches the API
    await payAtCheckout(app, transactionId);
    await app.backgroundTasks.idle();
    assert.equal((await policiesOf(app, id)).length, 1);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
  });

  it("lets the gateway's APPROVED win over a refusal we recorded, and never charges a retry again", async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const { id, transactionId } = await pendingPayment(app);
    await payAtCheckout(app, transactionId);
    // recorded as declined (what the API did before issue 41 with a signed DECLINED event)
    await app.db
      .update(payments)
      .set({ status: 'RECHAZADO', gatewayStatus: 'DECLINED', finalizedAt: new Date() })
      .where(eq(payments.transactionId, transactionId));
    // the customer tries again: the earlier approval issues the policy, and no new charge is opened
    const retry = await postPayment(app, id);
    assert.equal(retry.statusCode, 409, retry.body);
    assert.equal(retry.json().message, 'Esta solicitud ya fue pagada.');
    assert.equal((await policiesOf(app, id)).length, 1);
    assert.equal((await transactionsOf(app, id)).length, 1);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
  });

  it('refunds an approval that arrives after the request was issued by another payment', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, transactionId: first } = await pendingPayment(app);
    // recorded as failed while its checkout stays open at the gateway
    await app.db
      .update(payments)
      .set({ status: 'ERROR', finalizedAt: new Date() })
      .where(eq(payments.transactionId, first));
    const { transactionId: second } = await startPayment(app, id);
    await payAtCheckout(app, second);
    await waitForPurchase(app, id, (purchaseRequest) => purchaseRequest.estado === 'emitida');
    // the first checkout is paid too: money without a policy, given back
    await payAtCheckout(app, first);
    await app.backgroundTasks.idle();
    const late = await paymentOf(app, first);
    assert.equal(late?.status, 'APROBADO');
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentId, late!.id));
    assert.equal(refund?.reason, 'pago-repetido');
    assert.equal((await policiesOf(app, id)).length, 1);
    assert.equal((await getPurchase(app, id)).json().estado, 'emitida');
  });

  it('refuses a signed approval in USD for the right amount, logged as a security event', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const errors = captureErrors(t, app);
    const { id, transactionId, amount } = await pendingPayment(app);
    const event = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    const inDollars = { ...event, data: { transaction: { ...event.data.transaction, currency: 'USD' } } };
    assert.equal((await postEvent(app, inDollars)).statusCode, 200);
    assert.equal((await policiesOf(app, id)).length, 0);
    assert.deepEqual(
      errors
        .filter((entry) => entry.event === 'payment-amount-mismatch')
        .map(({ security, mismatch }) => ({ security, mismatch })),
      [{ security: true, mismatch: ['currency'] }],
    );
  });

  it('acts on nothing when the gateway itself answers an approval in USD or for another reference', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const errors = captureErrors(t, app);
    const { id, transactionId, amount } = await pendingPayment(app);
    await payAtCheckout(app, transactionId);
    const sandboxUrl = app.config.payments.gatewayUrl;
    const event = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    for (const change of [{ currency: 'USD' }, { reference: 'SOAT-otra-referencia' }]) {
      app.config.payments.gatewayUrl = await alteredGateway(t, sandboxUrl, change);
      assert.equal((await postEvent(app, event)).statusCode, 200);
      assert.equal((await policiesOf(app, id)).length, 0);
    }
    assert.deepEqual(
      errors
        .filter((entry) => entry.event === 'payment-gateway-mismatch')
        .map(({ security, mismatch }) => ({ security, mismatch })),
      [
        { security: true, mismatch: ['currency'] },
        { security: true, mismatch: ['reference'] },
      ],
    );
    // the genuine gateway's answer issues it
    app.config.payments.gatewayUrl = sandboxUrl;
    assert.equal((await postEvent(app, event)).statusCode, 200);
    assert.equal((await policiesOf(app, id)).length, 1);
  });

  it('keeps an event that arrives while the gateway is down, answers 200, and the reconciliation pass applies it later', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const { id, transactionId, amount } = await pendingPayment(app);
    await payAtCheckout(app, transactionId);
    const sandboxUrl = app.config.payments.gatewayUrl;
    app.config.payments.gatewayUrl = 'http://127.0.0.1:9/v1';
    const event = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    const answer = await postEvent(app, event);
    assert.equal(answer.statusCode, 200, answer.body);
    // kept, not believed
    assert.equal((await policiesOf(app, id)).length, 0);
    const kept = await eventsOf(app, transactionId);
    assert.equal(kept.length, 1);
    assert.equal(kept[0]!.verifiedAt, null);

    app.config.payments.gatewayUrl = sandboxUrl;
    const pass = await app.reconciliation.runOnce();
    assert.ok(pass.outcomes.includes('issued'), JSON.stringify(pass));
    assert.equal((await policiesOf(app, id)).length, 1);
    assert.notEqual((await eventsOf(app, transactionId))[0]!.verifiedAt, null);
    await waitForPurchase(app, id, (purchaseRequest) => purchaseRequest.estado === 'emitida');
  });

  it('pays with the approving card after a declined one, as before', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, transactionId } = await pendingPayment(app);
    await payAtCheckout(app, transactionId, { ...approvedCard, numero: '4111 1111 1111 1111' });
    await waitForPurchase(app, id, (purchaseRequest) => purchaseRequest.pago.estado === 'RECHAZADO');
    const { transactionId: again } = await startPayment(app, id);
    await payAtCheckout(app, again);
    await waitForPurchase(app, id, (purchaseRequest) => purchaseRequest.estado === 'emitida');
    assert.equal((await transactionsOf(app, id)).length, 2);
  });
});
