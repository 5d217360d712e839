import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { build, testClock } from '../helper.js';
import {
  approvedCard,
  createSandboxTransaction,
  eventReceiver,
  getTransaction,
  postTransaction,
  sandboxPath,
  sha256,
  submitCheckout,
  transactionBody,
  type WompiEvent,
} from './sandbox-fixtures.js';

const checkoutUrl = (id: string) => `${sandboxPath}/checkout/${id}`;

/** The app with its events going to a receiver on a real port. */
async function withReceiver(t: Parameters<typeof build>[0], statuses: number[] = [], pendingSeconds = 2) {
  const receiver = await eventReceiver(t, statuses);
  const app = await build(t);
  app.config.payments.sandboxEventsUrl = receiver.url;
  app.config.payments.sandboxPendingSeconds = pendingSeconds;
  return { app, receiver };
}

function assertSignedEvent(event: WompiEvent, secret: string) {
  const { transaction } = event.data;
  assert.deepEqual(event.signature.properties, ['transaction.id', 'transaction.status', 'transaction.amount_in_cents']);
  const values = `${transaction.id}${transaction.status}${transaction.amount_in_cents}`;
  assert.equal(event.signature.checksum, sha256(`${values}${event.timestamp}${secret}`));
  assert.ok(Math.abs(event.timestamp - Date.now() / 1000) < 30);
  assert.ok(!Number.isNaN(Date.parse(event.sent_at)));
}

describe('Sandbox gateway: the hosted checkout', () => {
  it('shows the merchant, reference and amount in pesos on a labelled card form', async (t) => {
    const app = await build(t);
    const transaction = await createSandboxTransaction(app);
    const page = await app.inject({ method: 'GET', url: checkoutUrl(transaction.id) });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html; charset=utf-8/);
    const html = page.body;
    assert.match(html, /<html lang="es">/);
    assert.match(html, /Portal SOAT/);
    assert.ok(html.includes(transaction.reference));
    assert.match(html, /\$\s?256\.200/);
    // every input has a label naming it, and an autocomplete hint
    const inputs = [...html.matchAll(/<input id="([^"]+)"[^>]*>/g)];
    assert.deepEqual(
      inputs.map((match) => match[1]),
      ['numero', 'titular', 'vencimiento', 'cvc'],
    );
    for (const [input, id] of inputs) {
      assert.match(html, new RegExp(`<label for="${id}">[^<]+</label>`), id);
      assert.match(input, /autocomplete="cc-/, id);
    }
    assert.match(html, /<button type="submit">Pagar/);
  });

  it("starts the card holder with the customer's name when a card could carry it, and leaves it empty otherwise", async (t) => {
    const app = await build(t);
    const holderOf = async (fullName: string | undefined) => {
      const body = await transactionBody(app, fullName === undefined ? {} : { customer_data: { full_name: fullName } });
      const created = await postTransaction(app, body);
      assert.equal(created.statusCode, 201, created.body);
      const page = await app.inject({
        method: 'GET',
        url: checkoutUrl(created.json<{ data: { id: string } }>().data.id),
      });
      return /<input id="titular" [^>]*value="([^"]*)"/.exec(page.body)![1];
    };
    assert.equal(await holderOf('Ana María Pérez Gómez'), 'Ana María Pérez Gómez');
    assert.equal(await holderOf('Transportes 123 S.A.S.'), '');
    assert.equal(await holderOf(undefined), '');
    // a name the merchant sends must be one
    const refused = await postTransaction(app, await transactionBody(app, { customer_data: { full_name: '  ' } }));
    assert.equal(refused.statusCode, 422);
    assert.match(refused.body, /customer_data\.full_name/);
  });

  it('has its own strict CSP: nothing external, its inline style by hash, forms to itself and the merchant', async (t) => {
    const app = await build(t);
    const transaction = await createSandboxTransaction(app);
    const page = await app.inject({ method: 'GET', url: checkoutUrl(transaction.id) });
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /form-action 'self' https:\/\/portal\.example\.co(;|$)/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
    const styleHash = (await import('node:crypto')).createHash('sha256').update(style).digest('base64');
    assert.ok(csp.includes(`style-src 'sha256-${styleHash}'`), csp);
    assert.doesNotMatch(page.body, /<script|src=|https?:\/\/(?!portal\.example\.co)/);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['x-frame-options'], 'DENY');
  });

  it('approves 4242 4242 4242 4242, sends the signed event and redirects back with the id', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const transaction = await createSandboxTransaction(app);
    const response = await submitCheckout(app, transaction.id, approvedCard);
    assert.equal(response.statusCode, 303);
    assert.equal(
      response.headers.location,
      `https://portal.example.co/soat/pago/resultado?id=${encodeURIComponent(transaction.id)}&env=test`,
    );
    await app.backgroundTasks.idle();

    assert.equal(receiver.received.length, 1);
    const [{ headers, body: event }] = receiver.received as [(typeof receiver.received)[number]];
    assert.equal(event.event, 'transaction.updated');
    assert.equal(event.environment, 'test');
    assert.equal(event.data.transaction.id, transaction.id);
    assert.equal(event.data.transaction.status, 'APPROVED');
    assert.equal(event.data.transaction.reference, transaction.reference);
    assert.equal(event.data.transaction.amount_in_cents, transaction.amount_in_cents);
    assertSignedEvent(event, app.config.payments.eventsSecret);
    assert.equal(headers['x-event-checksum'], event.signature.checksum);

    const read = (await getTransaction(app, transaction.id)).json().data;
    assert.equal(read.status, 'APPROVED');
    assert.deepEqual(read.payment_method.extra, { brand: 'VISA', last_four: '4242' });
  });

  it('declines 4111 1111 1111 1111 with a Spanish reason, and errors any other valid-looking card', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const declined = await createSandboxTransaction(app);
    const errored = await createSandboxTransaction(app);
    assert.equal(
      (await submitCheckout(app, declined.id, { ...approvedCard, numero: '4111111111111111' })).statusCode,
      303,
    );
    // a Mastercard test number that passes the Luhn check
    assert.equal(
      (await submitCheckout(app, errored.id, { ...approvedCard, numero: '5555 5555 5555 4444' })).statusCode,
      303,
    );
    await app.backgroundTasks.idle();

    const declinedRead = (await getTransaction(app, declined.id)).json().data;
    assert.equal(declinedRead.status, 'DECLINED');
    assert.equal(declinedRead.status_message, 'Fondos insuficientes.');
    const erroredRead = (await getTransaction(app, errored.id)).json().data;
    assert.equal(erroredRead.status, 'ERROR');
    assert.deepEqual(erroredRead.payment_method.extra, { brand: 'MASTERCARD', last_four: '4444' });
    const statuses = Object.fromEntries(
      receiver.received.map(({ body }) => [body.data.transaction.id, body.data.transaction.status]),
    );
    assert.deepEqual(statuses, { [declined.id]: 'DECLINED', [errored.id]: 'ERROR' });
  });

  it('re-shows a bad card form with Spanish errors, keeping the name and expiry but never the number or CVC', async (t) => {
    const app = await build(t);
    const transaction = await createSandboxTransaction(app);
    const response = await submitCheckout(app, transaction.id, {
      numero: '4242 4242 4242 4241',
      titular: 'Ana Pérez',
      vencimiento: '01/20',
      cvc: '12',
    });
    assert.equal(response.statusCode, 422);
    const html = response.body;
    assert.match(html, /role="alert"/);
    assert.match(html, /Escribe un número de tarjeta válido\./);
    assert.match(html, /La tarjeta está vencida\./);
    assert.match(html, /Escribe los 3 dígitos del código de seguridad\./);
    assert.match(html, /<input id="titular"[^>]*value="Ana Pérez"/);
    assert.match(html, /<input id="vencimiento"[^>]*value="01\/20"/);
    assert.match(html, /<input id="numero"[^>]*value=""[^>]*aria-invalid="true"/);
    assert.match(html, /<input id="cvc"[^>]*value=""[^>]*aria-invalid="true"/);
    assert.doesNotMatch(html, /4241/);
    assert.match(html, /<input id="numero"[^>]*aria-describedby="numero-ayuda numero-error"/);
    assert.equal((await getTransaction(app, transaction.id)).json().data.status, 'PENDING');
  });

  it('escapes what the payer typed', async (t) => {
    const app = await build(t);
    const transaction = await createSandboxTransaction(app);
    const response = await submitCheckout(app, transaction.id, { ...approvedCard, titular: '"><script>x</script>' });
    assert.equal(response.statusCode, 422);
    assert.doesNotMatch(response.body, /<script>/);
    assert.match(response.body, /&quot;&gt;&lt;script&gt;/);
  });

  it('cannot pay a transaction twice: the second payment changes nothing and sends no event', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const transaction = await createSandboxTransaction(app);
    const [first, second] = await Promise.all([
      submitCheckout(app, transaction.id, approvedCard),
      submitCheckout(app, transaction.id, { ...approvedCard, numero: '4111111111111111' }),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [303, 409]);
    const later = await submitCheckout(app, transaction.id, approvedCard);
    assert.equal(later.statusCode, 409);
    assert.match(later.body, /ya no se puede pagar/);
    await app.backgroundTasks.idle();
    assert.equal(receiver.received.length, 1);
    const page = await app.inject({ method: 'GET', url: checkoutUrl(transaction.id) });
    assert.match(page.body, /Volver al comercio/);
    assert.doesNotMatch(page.body, /<form/);
  });

  it('answers an unknown transaction with a 404 page', async (t) => {
    const app = await build(t);
    const page = await app.inject({ method: 'GET', url: checkoutUrl('sbx-0-desconocida') });
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /Transacción no encontrada/);
    assert.equal((await submitCheckout(app, 'sbx-0-desconocida', approvedCard)).statusCode, 404);
  });

  it('retries an event the merchant did not take, until it answers 200', async (t) => {
    const { app, receiver } = await withReceiver(t, [500, 503]);
    const transaction = await createSandboxTransaction(app);
    await submitCheckout(app, transaction.id, approvedCard);
    await app.backgroundTasks.idle();
    assert.equal(receiver.received.length, 3);
    const checksums = new Set(receiver.received.map(({ body }) => body.signature.checksum));
    assert.equal(checksums.size, 1, 'the same event every time');
  });
  it('stops retrying an undelivered event when the API closes, so closing is quick', async (t) => {
    // nothing listens at the test configuration's events URL
    const app = await build(t);
    const transaction = await createSandboxTransaction(app);
    assert.equal((await submitCheckout(app, transaction.id, approvedCard)).statusCode, 303);
    await sleep(100);
    const started = Date.now();
    await app.close();
    assert.ok(Date.now() - started < 1000, `closed in ${Date.now() - started} ms`);
  });
});

describe('Sandbox gateway: the PSE test bank', () => {
  it('shows the bank, the amount and the "Pagar" and "Cancelar" buttons', async (t) => {
    const app = await build(t);
    const transaction = await createSandboxTransaction(app, { pse: '1' });
    const page = await app.inject({ method: 'GET', url: checkoutUrl(transaction.id) });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h1>Banco que aprueba<\/h1>/);
    assert.match(page.body, /\$\s?256\.200/);
    assert.match(page.body, /<button type="submit" name="accion" value="pagar">Pagar<\/button>/);
    assert.match(page.body, /<button type="submit" name="accion" value="cancelar"[^>]*>Cancelar<\/button>/);
  });

  it('approves at bank 1, declines at bank 2 and declines a payer who cancels', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const approved = await createSandboxTransaction(app, { pse: '1' });
    const declined = await createSandboxTransaction(app, { pse: '2' });
    const cancelled = await createSandboxTransaction(app, { pse: '1' });
    for (const [transaction, accion] of [
      [approved, 'pagar'],
      [declined, 'pagar'],
      [cancelled, 'cancelar'],
    ] as const) {
      const response = await submitCheckout(app, transaction.id, { accion });
      assert.equal(response.statusCode, 303);
      assert.match(String(response.headers.location), /\?id=.+&env=test$/);
    }
    await app.backgroundTasks.idle();
    const statusOf = async (id: string) => (await getTransaction(app, id)).json().data;
    assert.equal((await statusOf(approved.id)).status, 'APPROVED');
    assert.equal((await statusOf(declined.id)).status, 'DECLINED');
    assert.equal((await statusOf(cancelled.id)).status, 'DECLINED');
    assert.match((await statusOf(cancelled.id)).status_message, /canceló/);
    assert.equal(receiver.received.length, 3);
    for (const { body } of receiver.received) assertSignedEvent(body, app.config.payments.eventsSecret);
  });

  it('leaves bank 3 PENDING with no event, and reads it APPROVED once the pending seconds have passed', async (t) => {
    const { app, receiver } = await withReceiver(t, [], 1);
    const transaction = await createSandboxTransaction(app, { pse: '3' });
    const response = await submitCheckout(app, transaction.id, { accion: 'pagar' });
    assert.equal(response.statusCode, 303);
    assert.equal((await getTransaction(app, transaction.id)).json().data.status, 'PENDING');
    // settling at the bank: it cannot be paid again meanwhile
    assert.equal((await submitCheckout(app, transaction.id, { accion: 'cancelar' })).statusCode, 409);

    await sleep(1200);
    const settled = (await getTransaction(app, transaction.id)).json().data;
    assert.equal(settled.status, 'APPROVED');
    assert.ok(settled.finalized_at);
    await app.backgroundTasks.idle();
    assert.equal(receiver.received.length, 0);
  });

  it('keeps bank 3 PENDING for ever while the payer has not paid', async (t) => {
    const { app } = await withReceiver(t, [], 1);
    const transaction = await createSandboxTransaction(app, { pse: '3' });
    await sleep(1100);
    assert.equal((await getTransaction(app, transaction.id)).json().data.status, 'PENDING');
  });
});

describe('Sandbox gateway: a transaction with an expiration_time (issue 41)', () => {
  /** A card transaction that expires at `expiration`, signed as Wompi's integrators sign it. */
  async function expiringTransaction(app: Awaited<ReturnType<typeof build>>, expiration: string) {
    const body = await transactionBody(app, { expiration_time: expiration });
    const signature = sha256(
      `${body.reference}${body.amount_in_cents}COP${expiration}${app.config.payments.integritySecret}`,
    );
    return postTransaction(app, { ...body, signature });
  }

  it('takes an expiration_time in the future, signed with it, and shows it', async (t) => {
    const clock = testClock('2026-03-10T09:00:00-05:00');
    const app = await build(t, {}, clock);
    const created = await expiringTransaction(app, '2026-03-18T05:00:00.000Z');
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().data.expiration_time, '2026-03-18T05:00:00.000Z');
    // the signature must cover it: one made without it is refused
    const unsigned = await postTransaction(
      app,
      await transactionBody(app, { expiration_time: '2026-03-18T05:00:00Z' }),
    );
    assert.equal(unsigned.statusCode, 422);
    assert.ok(unsigned.json().error.messages.signature);
    for (const expiration of ['2026-03-10T08:00:00-05:00', 'mañana', '2026-03-18']) {
      const refused = await expiringTransaction(app, expiration);
      assert.equal(refused.statusCode, 422, expiration);
      assert.ok(refused.json().error.messages.expiration_time, expiration);
    }
  });

  it('refuses payment once it expired: a clear page, a 409 to the form, and the transaction in ERROR', async (t) => {
    const clock = testClock('2026-03-10T09:00:00-05:00');
    const app = await build(t, {}, clock);
    const { data } = (await expiringTransaction(app, '2026-03-18T05:00:00.000Z')).json();
    const open = await app.inject({ method: 'GET', url: checkoutUrl(data.id) });
    assert.match(open.body, /Pagar con tarjeta/);

    clock.set('2026-03-18T00:00:00-05:00');
    const page = await app.inject({ method: 'GET', url: checkoutUrl(data.id) });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h1>El plazo para pagar terminó<\/h1>/);
    assert.match(page.body, /se podía pagar hasta el final del 17 de marzo de 2026 y ya no acepta pagos/);
    assert.match(page.body, /No se hizo ningún cobro/);
    assert.doesNotMatch(page.body, /<form/);
    const paid = await submitCheckout(app, data.id, approvedCard);
    assert.equal(paid.statusCode, 409);
    assert.match(paid.body, /El plazo para pagar terminó/);
    const read = (await getTransaction(app, data.id)).json().data;
    assert.equal(read.status, 'ERROR');
    assert.equal(read.status_message, 'La transacción venció sin pagarse.');
  });
});
