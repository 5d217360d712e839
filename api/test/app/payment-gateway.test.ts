import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { toErrorResponse } from '../../src/lib/error-response.js';
import paymentGatewayPlugin, {
  PaymentGatewayError,
  PaymentGatewayUnavailableError,
  type CreateTransactionInput,
} from '../../src/plugins/app/payments/payment-gateway.js';
import { build, testConfig } from '../helper.js';
import {
  buildListeningApi,
  eventReceiver,
  newReference,
  sha256,
  type WompiEvent,
} from '../sandbox-gateway/sandbox-fixtures.js';

type Closable = Parameters<typeof build>[0];

const cardPurchase = (changes: Partial<CreateTransactionInput> = {}): CreateTransactionInput => ({
  reference: newReference(),
  amountInCents: 25_620_000,
  customerEmail: 'tomador@example.co',
  customerFullName: 'Ana María Pérez Gómez',
  method: 'CARD',
  redirectUrl: 'https://portal.example.co/soat/pago/resultado',
  description: 'SOAT ABC123',
  ...changes,
});

/** Pays on the hosted checkout as a browser would, over HTTP; answers the redirect's location. */
async function payAtCheckout(checkoutUrl: string, fields: Record<string, string>) {
  const page = await fetch(checkoutUrl);
  assert.equal(page.status, 200);
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
  return response.headers.get('location');
}

/** The adapter alone, on a bare Fastify, for a gateway at `gatewayUrl` (a fake one, or the sandbox with other keys). */
async function adapterFor(t: Closable, gatewayUrl: string, options: { timeoutMs?: number; privateKey?: string } = {}) {
  const { privateKey = testConfig().payments.privateKey, ...pluginOptions } = options;
  const app = Fastify();
  app.decorate('config', testConfig({ payments: { ...testConfig().payments, gatewayUrl, privateKey } }));
  await app.register(paymentGatewayPlugin, pluginOptions);
  await app.ready();
  t.after(() => app.close());
  return app.paymentGateway;
}

/** A fake gateway on a real port answering every request with `handler`. */
async function fakeGateway(t: Closable, handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

describe('Payment gateway adapter, over HTTP against the sandbox', () => {
  it('lists the PSE banks', async (t) => {
    const { app } = await buildListeningApi(t);
    assert.deepEqual(await app.paymentGateway.financialInstitutions(), [
      { code: '1', name: 'Banco que aprueba' },
      { code: '2', name: 'Banco que rechaza' },
      { code: '3', name: 'Banco que deja el pago pendiente' },
    ]);
  });

  it('creates a card transaction, reads it back, and a paid one arrives as a verified event', async (t) => {
    const receiver = await eventReceiver(t);
    const { app, origin } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const input = cardPurchase();
    const created = await app.paymentGateway.createTransaction(input);
    assert.equal(created.status, 'PENDING');
    assert.equal(created.checkoutUrl, `${origin}/sandbox-pasarela/checkout/${created.id}`);
    assert.deepEqual(await app.paymentGateway.getTransaction(created.id), {
      id: created.id,
      reference: input.reference,
      status: 'PENDING',
      statusMessage: null,
      amountInCents: input.amountInCents,
      currency: 'COP',
      paymentMethodType: 'CARD',
      finalizedAt: null,
    });
    // the customer's name went as Wompi's customer_data: the checkout starts the card holder with it
    const checkout = await (await fetch(created.checkoutUrl)).text();
    assert.match(checkout, /<input id="titular" [^>]*value="Ana María Pérez Gómez"/);

    const location = await payAtCheckout(created.checkoutUrl, {
      numero: '4242424242424242',
      titular: 'Ana Pérez',
      vencimiento: '12/39',
      cvc: '123',
    });
    assert.equal(location, `${input.redirectUrl}?id=${encodeURIComponent(created.id)}&env=test`);
    await app.backgroundTasks.idle();

    const [delivery] = receiver.received;
    assert.ok(delivery);
    const event = app.paymentGateway.verifyEvent(delivery.body, String(delivery.headers['x-event-checksum']));
    assert.ok(event);
    assert.equal(event.event, 'transaction.updated');
    assert.equal(event.environment, 'test');
    const { finalizedAt, ...rest } = event.transaction;
    assert.ok(finalizedAt instanceof Date);
    assert.deepEqual(rest, {
      id: created.id,
      reference: input.reference,
      status: 'APPROVED',
      statusMessage: 'Pago aprobado.',
      amountInCents: input.amountInCents,
      currency: 'COP',
      paymentMethodType: 'CARD',
    });
    assert.equal((await app.paymentGateway.getTransaction(created.id))?.status, 'APPROVED');
  });

  it('creates a PSE transaction whose checkout is the test bank; bank 2 declines', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url });
    const created = await app.paymentGateway.createTransaction(
      cardPurchase({ method: 'PSE', pse: { bankCode: '2', userType: 1 } }),
    );
    const page = await (await fetch(created.checkoutUrl!)).text();
    assert.match(page, /Banco que rechaza/);
    assert.match(page, /Jurídica/);
    await payAtCheckout(created.checkoutUrl!, { accion: 'pagar' });
    const read = await app.paymentGateway.getTransaction(created.id);
    assert.equal(read?.status, 'DECLINED');
    assert.equal(read?.paymentMethodType, 'PSE');
    assert.match(String(read?.statusMessage), /rechazó/);
  });

  it('finds a bank-3 payment APPROVED after the pending seconds, with no event (what reconciliation needs)', async (t) => {
    const receiver = await eventReceiver(t);
    const { app } = await buildListeningApi(t, { eventsUrl: receiver.url, pendingSeconds: 1 });
    const created = await app.paymentGateway.createTransaction(
      cardPurchase({ method: 'PSE', pse: { bankCode: '3', userType: 0 } }),
    );
    await payAtCheckout(created.checkoutUrl!, { accion: 'pagar' });
    assert.equal((await app.paymentGateway.getTransaction(created.id))?.status, 'PENDING');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    assert.equal((await app.paymentGateway.getTransaction(created.id))?.status, 'APPROVED');
    await app.backgroundTasks.idle();
    assert.equal(receiver.received.length, 0);
  });

  it('answers null for a transaction the gateway does not know', async (t) => {
    const { app } = await buildListeningApi(t);
    assert.equal(await app.paymentGateway.getTransaction('sbx-0-no-existe'), null);
  });

  it('turns a refusal of the gateway (a reused reference, a wrong key) into a 502 with the gateway answer kept', async (t) => {
    const { app } = await buildListeningApi(t);
    const input = cardPurchase();
    await app.paymentGateway.createTransaction(input);
    const reused = await app.paymentGateway.createTransaction(input).then(
      () => assert.fail('a reused reference was accepted'),
      (error: unknown) => error,
    );
    assert.ok(reused instanceof PaymentGatewayError);
    assert.equal(reused.statusCode, 502);
    assert.equal(reused.gatewayStatus, 422);
    assert.deepEqual(Object.keys((reused.gatewayError as { messages: object }).messages), ['reference']);

    const wrongKey = await adapterFor(t, app.config.payments.gatewayUrl, { privateKey: 'prv_test_otra_llave' });
    await assert.rejects(wrongKey.createTransaction(cardPurchase()), (error: unknown) => {
      assert.ok(error instanceof PaymentGatewayError);
      assert.equal(error.gatewayStatus, 401);
      return true;
    });
  });
});

describe('Payment gateway adapter, when the gateway is down', () => {
  it('answers 503 "no responde" when nothing listens', async (t) => {
    const app = await build(t);
    await assert.rejects(app.paymentGateway.financialInstitutions(), (error: unknown) => {
      assert.ok(error instanceof PaymentGatewayUnavailableError);
      assert.deepEqual(toErrorResponse(error), {
        statusCode: 503,
        body: { message: 'La pasarela de pagos no responde; intenta de nuevo.' },
      });
      return true;
    });
  });

  it('answers 503 when the gateway is too slow, fails (5xx) or redirects, and 502 when it answers nonsense', async (t) => {
    const silent = await fakeGateway(t, () => {
      // never answers
    });
    const failing = await fakeGateway(t, (_request, response) => response.writeHead(500).end('{}'));
    const nonsense = await fakeGateway(t, (_request, response) => response.writeHead(200).end('<html>'));
    // a redirect is never followed (to a sign-in page, say): not the gateway's API answering
    const redirecting = await fakeGateway(t, (_request, response) =>
      response.writeHead(302, { location: 'https://example.co/ingreso' }).end('{"data":{}}'),
    );
    const started = Date.now();
    await assert.rejects(
      (await adapterFor(t, silent, { timeoutMs: 200 })).getTransaction('x'),
      PaymentGatewayUnavailableError,
    );
    assert.ok(Date.now() - started < 2000);
    await assert.rejects((await adapterFor(t, failing)).getTransaction('x'), PaymentGatewayUnavailableError);
    await assert.rejects((await adapterFor(t, nonsense)).getTransaction('x'), PaymentGatewayError);
    await assert.rejects((await adapterFor(t, redirecting)).getTransaction('x'), PaymentGatewayUnavailableError);
  });
});

describe('Payment gateway adapter: verifying events', () => {
  const secret = testConfig().payments.eventsSecret;

  /** An event as the gateway signs it, with `changes` to its transaction. */
  function signedEvent(changes: { timestamp?: number; secret?: string; properties?: string[] } = {}): WompiEvent {
    const timestamp = changes.timestamp ?? Math.floor(Date.now() / 1000);
    const properties = changes.properties ?? ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
    const transaction = {
      id: 'sbx-1-abc',
      reference: 'SOAT-REF-1',
      status: 'APPROVED',
      status_message: 'Pago aprobado.',
      amount_in_cents: 25_620_000,
      redirect_url: 'https://portal.example.co/soat/pago/resultado',
      checkout_url: 'http://127.0.0.1/checkout/sbx-1-abc',
      payment_method_type: 'CARD',
      payment_method: { type: 'CARD', extra: {} },
    };
    const values = properties.map((property) => transaction[property.split('.')[1] as keyof typeof transaction]);
    return {
      event: 'transaction.updated',
      data: { transaction },
      environment: 'test',
      signature: { properties, checksum: sha256(`${values.join('')}${timestamp}${changes.secret ?? secret}`) },
      timestamp,
      sent_at: new Date(timestamp * 1000).toISOString(),
    };
  }

  it('takes a well-signed event, with or without the header', async (t) => {
    const gateway = (await build(t)).paymentGateway;
    const event = signedEvent();
    assert.equal(gateway.verifyEvent(event, event.signature.checksum)?.transaction.status, 'APPROVED');
    assert.equal(gateway.verifyEvent(event, event.signature.checksum.toUpperCase())?.transaction.id, 'sbx-1-abc');
    assert.ok(gateway.verifyEvent(event, undefined));
  });

  it('refuses a bad checksum, another secret, or a header that differs', async (t) => {
    const gateway = (await build(t)).paymentGateway;
    const event = signedEvent();
    const badChecksum = { ...event, signature: { ...event.signature, checksum: sha256('otra cosa') } };
    assert.equal(gateway.verifyEvent(badChecksum, badChecksum.signature.checksum), null);
    const otherSecret = signedEvent({ secret: 'secreto-de-otro-comercio' });
    assert.equal(gateway.verifyEvent(otherSecret, otherSecret.signature.checksum), null);
    assert.equal(gateway.verifyEvent(event, sha256('otra cosa')), null);
    assert.equal(gateway.verifyEvent(event, ''), null);
  });

  it('refuses an altered event: status, amount or a signature moved to another transaction', async (t) => {
    const gateway = (await build(t)).paymentGateway;
    const event = signedEvent();
    const { transaction } = event.data;
    const altered = [
      { ...transaction, status: 'DECLINED' },
      { ...transaction, amount_in_cents: 100 },
      { ...transaction, id: 'sbx-1-otra' },
    ];
    for (const changed of altered) {
      assert.equal(gateway.verifyEvent({ ...event, data: { transaction: changed } }, event.signature.checksum), null);
    }
  });

  it('refuses a replayed event: an old one, or one whose timestamp was refreshed', async (t) => {
    const gateway = (await build(t)).paymentGateway;
    const old = signedEvent({ timestamp: Math.floor(Date.now() / 1000) - 4 * 24 * 60 * 60 });
    assert.equal(gateway.verifyEvent(old, old.signature.checksum), null);
    const refreshed = { ...old, timestamp: Math.floor(Date.now() / 1000) };
    assert.equal(gateway.verifyEvent(refreshed, old.signature.checksum), null);
    const future = signedEvent({ timestamp: Math.floor(Date.now() / 1000) + 3600 });
    assert.equal(gateway.verifyEvent(future, future.signature.checksum), null);
  });

  it('refuses an event from the other environment, or one that leaves the status unsigned', async (t) => {
    const gateway = (await build(t)).paymentGateway;
    const event = signedEvent();
    assert.equal(gateway.verifyEvent({ ...event, environment: 'prod' }, event.signature.checksum), null);
    const partlySigned = signedEvent({ properties: ['transaction.id', 'transaction.amount_in_cents'] });
    assert.equal(gateway.verifyEvent(partlySigned, partlySigned.signature.checksum), null);
  });

  it('answers null, never throws, for bodies that are not events', async (t) => {
    const gateway = (await build(t)).paymentGateway;
    const event = signedEvent();
    const bodies: unknown[] = [
      null,
      'texto',
      [],
      {},
      { ...event, signature: null },
      { ...event, signature: { ...event.signature, properties: 'transaction.id' } },
      { ...event, timestamp: String(event.timestamp) },
      { ...event, data: { transaction: { ...event.data.transaction, status: 'INVENTADO' } } },
      { ...event, data: { transaction: { ...event.data.transaction, id: { nested: true } } } },
    ];
    for (const body of bodies)
      assert.equal(gateway.verifyEvent(body, event.signature.checksum), null, JSON.stringify(body));
  });
});
