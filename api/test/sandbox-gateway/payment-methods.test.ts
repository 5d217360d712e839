import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build, testClock } from '../helper.js';
import {
  eventReceiver,
  getTransaction,
  postTransaction,
  sandboxPath,
  sha256,
  submitCheckout,
  transactionBody,
  type WompiTransactionData,
} from './sandbox-fixtures.js';

// Nequi, Botón Bancolombia, DaviPlata and cash at a correspondent in the sandbox, in Wompi's shapes.

async function create(
  app: FastifyInstance,
  paymentMethod: Record<string, unknown>,
  changes: { expiration_time?: string } = {},
) {
  const body = await transactionBody(app, { payment_method: paymentMethod, ...changes });
  // an expiration_time is signed before the secret
  if (changes.expiration_time) {
    const { reference, amount_in_cents: amount } = body;
    body.signature = sha256(`${reference}${amount}COP${changes.expiration_time}${app.config.payments.integritySecret}`);
  }
  const response = await postTransaction(app, body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json<{ data: WompiTransactionData }>().data;
}

const statusOf = async (app: FastifyInstance, id: string) => (await getTransaction(app, id)).json().data.status;

function postForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${sandboxPath}${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function withReceiver(t: Parameters<typeof build>[0], clock = testClock(new Date())) {
  const receiver = await eventReceiver(t);
  const app = await build(t, {}, clock);
  app.config.payments.sandboxEventsUrl = receiver.url;
  app.config.payments.sandboxPendingSeconds = 1;
  return { app, receiver, clock };
}

async function waitForEvents(received: unknown[], count: number) {
  for (let i = 0; i < 200 && received.length < count; i += 1) await sleep(10);
  assert.equal(received.length, count);
}

const nequi = (phone: string) => ({ type: 'NEQUI', phone_number: phone });
const collect = { type: 'BANCOLOMBIA_COLLECT' };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe('Sandbox gateway: the payment methods in Wompi shapes', () => {
  it('lists every method in GET /v1/merchants and answers each in its own shape', async (t) => {
    const app = await build(t);
    const merchant = await app.inject({
      method: 'GET',
      url: `${sandboxPath}/v1/merchants/${app.config.payments.publicKey}`,
    });
    assert.deepEqual(merchant.json().data.accepted_payment_methods, [
      'CARD',
      'PSE',
      'NEQUI',
      'BANCOLOMBIA_TRANSFER',
      'DAVIPLATA',
      'BANCOLOMBIA_COLLECT',
    ]);
    const push = await create(app, nequi('3001234567'));
    assert.deepEqual(push.payment_method, { type: 'NEQUI', phone_number: '3001234567', extra: {} });
    assert.equal(push.checkout_url, null);
    const transfer = await create(app, {
      type: 'BANCOLOMBIA_TRANSFER',
      user_type: 'PERSON',
      payment_description: 'SOAT ABC123',
    });
    assert.match(String(transfer.payment_method.extra.async_payment_url), /\/sandbox-pasarela\/checkout\//);
    const davi = await create(app, {
      type: 'DAVIPLATA',
      user_legal_id_type: 'CC',
      user_legal_id: '1020304050',
      payment_description: 'SOAT ABC123',
    });
    assert.match(String(davi.payment_method.extra.async_payment_url), /\/sandbox-pasarela\/checkout\//);
    const cash = await create(app, collect);
    assert.equal(cash.checkout_url, null);
    assert.equal(cash.payment_method.extra.business_agreement_code, '77701');
    assert.match(String(cash.payment_method.extra.payment_intention_identifier), /^\d{10}$/);
  });

  it('answers 422 with the field for a phone that is not a Colombian mobile, a bad document or user type', async (t) => {
    const app = await build(t);
    const problems = async (paymentMethod: Record<string, unknown>) => {
      const response = await postTransaction(app, await transactionBody(app, { payment_method: paymentMethod }));
      assert.equal(response.statusCode, 422);
      return Object.keys(response.json().error.messages);
    };
    assert.deepEqual(await problems(nequi('2001234567')), ['payment_method.phone_number']);
    assert.deepEqual(await problems(nequi('300123456')), ['payment_method.phone_number']);
    assert.deepEqual(
      await problems({ type: 'DAVIPLATA', user_legal_id_type: 'XX', user_legal_id: '1', payment_description: 'x' }),
      ['payment_method.user_legal_id_type', 'payment_method.user_legal_id'],
    );
    assert.deepEqual(await problems({ type: 'BANCOLOMBIA_TRANSFER', user_type: 0, payment_description: 'x' }), [
      'payment_method.user_type',
    ]);
  });
});

describe('Sandbox gateway: Nequi', () => {
  it('settles the test phones by themselves after the push: 3991111111 approves, 3992222222 declines, no event', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const approves = await create(app, nequi('3991111111'));
    const declines = await create(app, nequi('3992222222'));
    assert.equal(await statusOf(app, approves.id), 'PENDING');
    await sleep(1100);
    assert.equal(await statusOf(app, approves.id), 'APPROVED');
    assert.equal(await statusOf(app, declines.id), 'DECLINED');
    assert.equal(receiver.received.length, 0);
  });

  it("lists a phone's pending pushes in the app page, and approving one sends its event", async (t) => {
    const { app, receiver } = await withReceiver(t);
    const first = await create(app, nequi('3005551234'), { expiration_time: inMinutes(5) });
    const page = await app.inject({ method: 'GET', url: `${sandboxPath}/nequi?celular=3005551234` });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(first.reference));
    assert.match(page.body, /<label for="celular">/);
    assert.match(page.body, /\$\s?256\.200/);
    assert.match(page.body, /[45] min \d{2} s/);
    assert.match(
      page.body,
      new RegExp(`<button [^>]*value="aprobar" aria-describedby="push-${first.id}">Aprobar</button>`),
    );
    assert.match(page.body, />Dejar vencer ahora</);
    const approved = await postForm(app, '/nequi', { celular: '3005551234', id: first.id, accion: 'aprobar' });
    assert.equal(approved.statusCode, 200);
    assert.equal(await statusOf(app, first.id), 'APPROVED');
    await waitForEvents(receiver.received, 1);
    assert.equal(receiver.received[0]!.body.data.transaction.status, 'APPROVED');
    // answered once: a second answer changes nothing
    const again = await postForm(app, '/nequi', { celular: '3005551234', id: first.id, accion: 'rechazar' });
    assert.equal(again.statusCode, 409);
    assert.equal(await statusOf(app, first.id), 'APPROVED');
  });

  it('declines in the app, lets a push expire now (ERROR, no event), and refuses a bad phone with 422', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const declined = await create(app, nequi('3005550001'));
    const expiring = await create(app, nequi('3005550001'), { expiration_time: inMinutes(5) });
    await postForm(app, '/nequi', { celular: '3005550001', id: declined.id, accion: 'rechazar' });
    assert.equal(await statusOf(app, declined.id), 'DECLINED');
    const expired = await postForm(app, '/nequi', { celular: '3005550001', id: expiring.id, accion: 'vencer' });
    assert.equal(expired.statusCode, 200);
    const read = (await getTransaction(app, expiring.id)).json().data;
    assert.equal(read.status, 'ERROR');
    await waitForEvents(receiver.received, 1); // the decline's only
    const bad = await app.inject({ method: 'GET', url: `${sandboxPath}/nequi?celular=12345` });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.body, /10 dígitos que empiece por 3/);
  });

  it('reads a push ERROR once its expiration_time has passed unanswered', async (t) => {
    const clock = testClock(new Date());
    const app = await build(t, {}, clock);
    const push = await create(app, nequi('3005550002'), { expiration_time: inMinutes(5) });
    clock.set(new Date(Date.now() + 6 * 60_000));
    assert.equal(await statusOf(app, push.id), 'ERROR');
  });
});

describe('Sandbox gateway: Botón Bancolombia and DaviPlata', () => {
  it("Botón Bancolombia's page pays or cancels, like PSE's bank", async (t) => {
    const { app } = await withReceiver(t);
    const method = { type: 'BANCOLOMBIA_TRANSFER', user_type: 'PERSON', payment_description: 'SOAT ABC123' };
    const paid = await create(app, method);
    const page = await app.inject({ method: 'GET', url: `${sandboxPath}/checkout/${paid.id}` });
    assert.match(page.body, /Botón Bancolombia/);
    assert.equal((await submitCheckout(app, paid.id, { accion: 'pagar' })).statusCode, 303);
    assert.equal(await statusOf(app, paid.id), 'APPROVED');
    const cancelled = await create(app, method);
    await submitCheckout(app, cancelled.id, { accion: 'cancelar' });
    assert.equal(await statusOf(app, cancelled.id), 'DECLINED');
  });

  it("DaviPlata's code page: a wrong code shows the form again, then the right code approves", async (t) => {
    const { app } = await withReceiver(t);
    const method = {
      type: 'DAVIPLATA',
      user_legal_id_type: 'CC',
      user_legal_id: '1020304050',
      payment_description: 'SOAT',
    };
    const davi = await create(app, method);
    const page = await app.inject({ method: 'GET', url: `${sandboxPath}/checkout/${davi.id}` });
    assert.match(page.body, /<label for="codigo">/);
    const wrong = await submitCheckout(app, davi.id, { codigo: '111111' });
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.body, /código es incorrecto/);
    assert.equal(await statusOf(app, davi.id), 'PENDING');
    assert.equal((await submitCheckout(app, davi.id, { codigo: '574829' })).statusCode, 303);
    assert.equal(await statusOf(app, davi.id), 'APPROVED');
    for (const [code, status, message] of [
      ['932015', 'DECLINED', /rechazó/],
      ['186743', 'DECLINED', /Saldo insuficiente/],
      ['999999', 'ERROR', /no pudo/],
    ] as const) {
      const other = await create(app, method);
      await submitCheckout(app, other.id, { codigo: code });
      const read = (await getTransaction(app, other.id)).json().data;
      assert.equal(read.status, status, code);
      assert.match(read.status_message, message);
    }
  });

  it('a DaviPlata code expires after a few minutes: «El código venció», nothing charged', async (t) => {
    const { app, clock } = await withReceiver(t);
    const davi = await create(app, {
      type: 'DAVIPLATA',
      user_legal_id_type: 'CC',
      user_legal_id: '1020304050',
      payment_description: 'SOAT',
    });
    clock.set(new Date(Date.now() + 6 * 60_000));
    const late = await submitCheckout(app, davi.id, { codigo: '574829' });
    assert.equal(late.statusCode, 409);
    assert.match(late.body, /El código venció/);
    assert.equal(await statusOf(app, davi.id), 'ERROR');
  });
});

describe('Sandbox gateway: cash at a correspondent', () => {
  const cashier = (app: FastifyInstance, cash: WompiTransactionData, accion: string) =>
    postForm(app, '/corresponsal', {
      convenio: String(cash.payment_method.extra.business_agreement_code),
      referencia: String(cash.payment_method.extra.payment_intention_identifier),
      accion,
    });

  it('shows the amount and deadline, receives the cash once, and refuses a reference paid twice', async (t) => {
    const { app, receiver } = await withReceiver(t);
    const cash = await create(app, collect, { expiration_time: inMinutes(60) });
    const looked = await cashier(app, cash, 'consultar');
    assert.equal(looked.statusCode, 200);
    assert.match(looked.body, /\$\s?256\.200/);
    assert.match(looked.body, /Pagar hasta/);
    assert.match(looked.body, />Recibir pago</);
    assert.equal((await cashier(app, cash, 'recibir')).statusCode, 200);
    assert.equal(await statusOf(app, cash.id), 'APPROVED');
    const twice = await cashier(app, cash, 'recibir');
    assert.equal(twice.statusCode, 409);
    assert.match(twice.body, /Esta referencia ya fue pagada/);
    await waitForEvents(receiver.received, 1);
  });

  it('after its deadline reads ERROR and the cashier refuses, unless the late-money instrument is used', async (t) => {
    const { app, receiver, clock } = await withReceiver(t);
    const cash = await create(app, collect, { expiration_time: inMinutes(60) });
    clock.set(new Date(Date.now() + 61 * 60_000));
    const refused = await cashier(app, cash, 'recibir');
    assert.equal(refused.statusCode, 409);
    assert.match(refused.body, /venció/);
    assert.match(refused.body, /Recibir de todas formas \(prueba: dinero que llega tarde\)/);
    const read = (await getTransaction(app, cash.id)).json().data;
    assert.equal(read.status, 'ERROR');
    assert.match(read.status_message, /venció/);
    assert.equal((await cashier(app, cash, 'recibir-tarde')).statusCode, 200);
    assert.equal(await statusOf(app, cash.id), 'APPROVED');
    await waitForEvents(receiver.received, 1);
  });

  it('lets an unpaid reference expire now, and answers 404 to an unknown reference', async (t) => {
    const { app } = await withReceiver(t);
    const cash = await create(app, collect, { expiration_time: inMinutes(60) });
    assert.equal((await cashier(app, cash, 'vencer')).statusCode, 200);
    assert.equal(await statusOf(app, cash.id), 'ERROR');
    const unknown = await postForm(app, '/corresponsal', { convenio: '77701', referencia: '1', accion: 'consultar' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /No hay un pago/);
  });
});
