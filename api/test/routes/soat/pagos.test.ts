import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../../src/db/schema.js';
import { addDays, formatSpanishDate } from '@soat/shared/rules/validity';
import { build } from '../../helper.js';
import { buildListeningApi, getTransaction } from '../../sandbox-gateway/sandbox-fixtures.js';
import {
  createPurchase,
  getPurchase,
  payAtCheckout,
  postPayment,
  purchaseBody,
  recordStatements,
  soatApi,
  startPayment,
  waitForPurchase,
} from './purchase-fixtures.js';

const fieldsOf = (response: { json(): { errores?: Array<{ campo: string }> } }) =>
  (response.json().errores ?? []).map((error) => error.campo).sort();

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail('the condition never held');
    await sleep(10);
  }
}

describe('GET /soat/api/v1/pagos/bancos-pse', () => {
  it("lists the gateway's PSE banks", async (t) => {
    const { app } = await buildListeningApi(t);
    const response = await app.inject({ method: 'GET', url: `${soatApi}/pagos/bancos-pse` });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response.json().bancos.map((bank: { codigo: string }) => bank.codigo),
      ['1', '2', '3'],
    );
  });

  it('answers a Spanish 503 when the gateway cannot be reached', async (t) => {
    const app = await build(t); // its gateway URL points at a closed port
    const response = await app.inject({ method: 'GET', url: `${soatApi}/pagos/bancos-pse` });
    assert.equal(response.statusCode, 503);
    assert.match(response.json().message, /pasarela/);
  });
});

describe('POST /soat/api/v1/solicitudes/{id}/pagos', () => {
  it('creates the payment at the gateway for the total in cents, coming back to the result page', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, solicitud, body } = await createPurchase(app);
    const { payment, transactionId } = await startPayment(app, id);
    assert.equal(payment.estado, 'PENDIENTE');
    assert.match(payment.urlPasarela, /\/sandbox-pasarela\/checkout\//);
    const transaction = (await getTransaction(app, transactionId)).json().data;
    assert.equal(transaction.amount_in_cents, solicitud.cotizacion.total * 100);
    assert.equal(transaction.redirect_url, `https://portal.example.co/cotizar-soat/pagos/respuesta-pago-soat/${id}`);
    assert.equal(transaction.customer_email, body.tomador.correoElectronico);
  });

  // ADR 027: a round trip to the database is what a purchase's step costs the API. The request, the key's
  // earlier attempt, the attempts to ask the gateway about and the one pending come from one read: the request
  // with all its payments.
  it('reads the request with its payments once for its first payment, and still refuses a second while it is pending', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const sent = recordStatements(t, app);
    await startPayment(app, id);
    const reads = sent.filter(({ text }) => /^select .* from "(pagos|solicitudes)"/s.test(text));
    assert.equal(reads.length, 1, reads.map(({ text }) => text).join('\n'));
    assert.match(
      reads[0]!.text,
      /from "solicitudes" left join "pagos" .* where "solicitudes"."id" = \$1 order by "pagos"."created_at" desc/s,
    );
    const other = await postPayment(app, id, { metodo: 'TARJETA' }, randomUUID());
    assert.equal(other.statusCode, 409);
    assert.match(other.json().message, /pago en proceso/);
  });

  it('answers the same payment for the same Idempotency-Key, and 409 for another key while it is pending', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const key = randomUUID();
    const first = await postPayment(app, id, { metodo: 'TARJETA' }, key);
    const again = await postPayment(app, id, { metodo: 'TARJETA' }, key);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(again.statusCode, 201, again.body);
    assert.deepEqual(again.json(), first.json());
    const other = await postPayment(app, id, { metodo: 'TARJETA' }, randomUUID());
    assert.equal(other.statusCode, 409);
    assert.match(other.json().message, /pago en proceso/);
  });

  it('answers 409 "en curso" to the same key while the first call is creating the payment, and its complete answer after', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    // the gateway takes its time, so the first call is surely still in flight while the others arrive
    const createTransaction = app.paymentGateway.createTransaction.bind(app.paymentGateway);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    t.mock.method(app.paymentGateway, 'createTransaction', async (...args: Parameters<typeof createTransaction>) => {
      await released;
      return createTransaction(...args);
    });
    const key = randomUUID();
    const first = postPayment(app, id, { metodo: 'TARJETA' }, key);
    await waitFor(
      async () => (await app.db.select().from(payments).where(eq(payments.idempotencyKey, key))).length === 1,
    );
    const during = await Promise.all(
      Array.from({ length: 29 }, () => postPayment(app, id, { metodo: 'TARJETA' }, key)),
    );
    assert.deepEqual([...new Set(during.map((response) => response.statusCode))], [409]);
    assert.match(during[0]!.json().message, /en curso/);
    release();
    const answer = await first;
    assert.equal(answer.statusCode, 201, answer.body);
    assert.match(answer.json().urlPasarela, /\/sandbox-pasarela\/checkout\//);
    const after = await Promise.all(Array.from({ length: 29 }, () => postPayment(app, id, { metodo: 'TARJETA' }, key)));
    for (const response of after) {
      assert.equal(response.statusCode, 201);
      assert.deepEqual(response.json(), answer.json());
    }
    assert.equal((await app.db.select().from(payments).where(eq(payments.purchaseRequestId, id))).length, 1);
  });

  it('answers 422 to a key used before with another method or bank, and keeps the first payment', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const key = randomUUID();
    const card = await postPayment(app, id, { metodo: 'TARJETA' }, key);
    assert.equal(card.statusCode, 201, card.body);
    for (const other of [
      { metodo: 'PSE', pse: { codigoBanco: '1', tipoPersona: 'natural' } },
      { metodo: 'PSE', pse: { codigoBanco: '2', tipoPersona: 'natural' } },
    ]) {
      const response = await postPayment(app, id, other, key);
      assert.equal(response.statusCode, 422, response.body);
      assert.equal(
        response.json().message,
        'Esa clave Idempotency-Key ya se usó para un pago con otros datos. Usa una clave nueva para este intento.',
      );
    }
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.pago.idPago, card.json().idPago);
    assert.equal(purchaseRequest.pago.metodo, 'TARJETA');
  });

  it('refuses to pay a request whose period the plate got a policy for meanwhile: 409 with the new start, nothing charged', async (t) => {
    const { app } = await buildListeningApi(t);
    const body = purchaseBody();
    const first = await createPurchase(app, body);
    const second = await createPurchase(app, body); // another tab, same plate and period
    assert.equal((await getPurchase(app, second.id)).json().periodoOcupado, null);
    const { transactionId } = await startPayment(app, first.id);
    await payAtCheckout(app, transactionId);
    const issued = await waitForPurchase(app, first.id, (s) => s.estado === 'emitida');
    const { finVigencia } = issued.poliza;

    const stale = (await getPurchase(app, second.id)).json();
    assert.equal(stale.estado, 'pendiente-pago');
    assert.deepEqual(stale.periodoOcupado, {
      polizaVigenteHasta: finVigencia,
      nuevoInicioVigencia: addDays(finVigencia, 1),
    });
    const response = await postPayment(app, second.id);
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(
      response.json().message,
      `La placa ${body.placa} ya tiene un SOAT vigente hasta el ${formatSpanishDate(finVigencia)}, así que esta solicitud ya no se puede pagar y no te cobramos nada. Haz una nueva solicitud con inicio de vigencia el ${formatSpanishDate(addDays(finVigencia, 1))}.`,
    );
    // nothing reached the gateway: no payment, no transaction
    assert.equal((await app.db.select().from(payments).where(eq(payments.purchaseRequestId, second.id))).length, 0);
  });

  it('pays with PSE at the bank chosen', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { transactionId } = await startPayment(app, id, {
      metodo: 'PSE',
      pse: { codigoBanco: '1', tipoPersona: 'natural' },
    });
    await payAtCheckout(app, transactionId, {});
    const purchaseRequest = await waitForPurchase(app, id, (s) => s.estado === 'emitida');
    assert.equal(purchaseRequest.pago.metodo, 'PSE');
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
  });

  it('lets the customer try again after a declined card, and refuses to charge an issued request', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const declined = await startPayment(app, id);
    await payAtCheckout(app, declined.transactionId, {
      numero: '4111 1111 1111 1111',
      titular: 'Ana Pérez',
      vencimiento: '12/39',
      cvc: '123',
    });
    const refused = await waitForPurchase(app, id, (s) => s.pago?.estado === 'RECHAZADO');
    assert.equal(refused.estado, 'pendiente-pago');
    // the gateway's reason reaches the customer
    assert.equal(
      refused.pago.mensaje,
      'El pago fue rechazado: Fondos insuficientes. Puedes intentarlo de nuevo con otro medio de pago.',
    );

    const retry = await startPayment(app, id);
    await payAtCheckout(app, retry.transactionId);
    await waitForPurchase(app, id, (s) => s.estado === 'emitida');
    const late = await postPayment(app, id);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'Esta solicitud ya fue pagada.');
  });

  it('refuses bad input with a Spanish error per field', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const cases: Array<[unknown, string | null, string[]]> = [
      [{ metodo: 'TARJETA' }, null, ['Idempotency-Key']],
      [{ metodo: 'TARJETA' }, 'no-es-uuid', ['Idempotency-Key']],
      [{ metodo: 'BITCOIN' }, randomUUID(), ['metodo']],
      [{}, randomUUID(), ['metodo']],
      [{ metodo: 'PSE' }, randomUUID(), ['pse']],
      [{ metodo: 'PSE', pse: { codigoBanco: '99', tipoPersona: 'natural' } }, randomUUID(), ['pse.codigoBanco']],
      [{ metodo: 'PSE', pse: { codigoBanco: '1', tipoPersona: 'empresa' } }, randomUUID(), ['pse']],
      [{ metodo: 'NEQUI', nequi: { celular: '12' } }, randomUUID(), ['nequi.celular']],
      [{ metodo: 'DAVIPLATA' }, randomUUID(), ['daviplata']],
    ];
    for (const [body, key, fields] of cases) {
      const response = await postPayment(app, id, body, key);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(fieldsOf(response), fields, JSON.stringify(body));
      assert.ok(response.json().errores.every((error: { mensaje: string }) => /[a-záéíóúñ]/.test(error.mensaje)));
    }
    assert.equal((await getPurchase(app, id)).json().pago, null);
  });

  it('answers 400 for a malformed request id and 404 for an unknown one', async (t) => {
    const app = await build(t);
    assert.equal((await postPayment(app, 'x')).statusCode, 400);
    const unknown = await postPayment(app, '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'No encontramos esa solicitud de compra.');
  });

  it('records a failed gateway call as an error, never leaving a payment pending', async (t) => {
    const app = await build(t); // the gateway cannot be reached
    const { id } = await createPurchase(app);
    const response = await postPayment(app, id);
    assert.equal(response.statusCode, 503);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.pago.estado, 'ERROR');
    assert.equal(purchaseRequest.estado, 'pendiente-pago');
  });
});

describe('GET /soat/api/v1/solicitudes/{id}: a pending payment catches up', () => {
  /** A PSE payment at the test bank 3: pending at the gateway, with no event. */
  async function pendingAtBank(app: FastifyInstance) {
    const { id } = await createPurchase(app);
    const { transactionId } = await startPayment(app, id, {
      metodo: 'PSE',
      pse: { codigoBanco: '3', tipoPersona: 'natural' },
    });
    await payAtCheckout(app, transactionId, {});
    return id;
  }
  const backdate = (app: FastifyInstance, id: string) =>
    app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.purchaseRequestId, id));

  it('asks the gateway about a payment pending for a while, so the result page gets the policy without the event', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 1 });
    const id = await pendingAtBank(app);
    const asked = t.mock.method(app.paymentGateway, 'getTransaction');
    assert.equal((await getPurchase(app, id)).json().pago.estado, 'PENDIENTE');
    assert.equal(asked.mock.callCount(), 0, 'a fresh payment waits for its event');
    await backdate(app, id);
    await sleep(1_100); // the sandbox settles bank 3 after SANDBOX_PENDING_SECONDS
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
    assert.equal(asked.mock.callCount(), 1);
  });

  it('asks at most once per interval, however often the page reads', async (t) => {
    const { app } = await buildListeningApi(t, { pendingSeconds: 600 });
    const id = await pendingAtBank(app);
    await backdate(app, id);
    const asked = t.mock.method(app.paymentGateway, 'getTransaction');
    const reads = await Promise.all([1, 2, 3, 4].map(() => getPurchase(app, id)));
    assert.ok(reads.every((read) => read.json().pago.estado === 'PENDIENTE'));
    assert.equal(asked.mock.callCount(), 1);
  });
});
