import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  electronicDocuments,
  emailJobs,
  paymentEvents,
  policies,
  ratingTokens,
  runtReports,
} from '../../../src/db/schema.js';
import {
  approvedCard as approvedCardFields,
  buildListeningApi,
  eventReceiver,
} from '../../sandbox-gateway/sandbox-fixtures.js';
import {
  createPurchase,
  getPurchase,
  payAtCheckout,
  postEvent,
  purchaseBody,
  recordStatements,
  signedEvent,
  startPayment,
} from './purchase-fixtures.js';

// The gateway's events (ADR 010): signatures, replays, order, amounts and the race of two approvals. An
// event is only a reason to ask the gateway: these tests pay at the sandbox's checkout (its own events go
// to a receiver of the test, not to the API) and then post the events themselves.

/** An API whose sandbox sends its events to a receiver of the test instead of the API. */
async function apiWithoutGatewayEvents(t: TestContext) {
  const receiver = await eventReceiver(t);
  return buildListeningApi(t, { eventsUrl: receiver.url });
}

/** Warnings logged by request loggers (each request's logger is a child of the app's). */
function captureWarnings(t: TestContext, app: FastifyInstance) {
  const warnings: Array<Record<string, unknown>> = [];
  const child = app.log.child.bind(app.log);
  t.mock.method(app.log, 'child', (...args: Parameters<typeof child>) => {
    const logger = child(...args);
    const warn = logger.warn.bind(logger);
    logger.warn = ((object: Record<string, unknown>, ...rest: unknown[]) => {
      warnings.push(object);
      return (warn as (...all: unknown[]) => void)(object, ...rest);
    }) as typeof logger.warn;
    return logger;
  });
  return warnings;
}

/** A request with a payment started at the sandbox (still pending there). */
async function pendingPayment(app: FastifyInstance, body = purchaseBody()) {
  const { id, solicitud } = await createPurchase(app, body);
  const { payment, transactionId } = await startPayment(app, id);
  const amount = (solicitud.cotizacion.total as number) * 100;
  return { id, payment, transactionId, amount };
}

/** A request whose payment the gateway has approved (paid at its checkout) and the API has not heard of. */
async function approvedAtGateway(app: FastifyInstance, body = purchaseBody()) {
  const pending = await pendingPayment(app, body);
  await payAtCheckout(app, pending.transactionId);
  return pending;
}

const policiesOf = (app: FastifyInstance, requestId: string) =>
  app.db.select().from(policies).where(eq(policies.purchaseRequestId, requestId));

describe('POST /soat/api/v1/pagos/eventos', () => {
  it('refuses a badly signed event with a 401, logs it and changes nothing', async (t) => {
    const { app } = await buildListeningApi(t);
    const warnings = captureWarnings(t, app);
    const { id, transactionId, amount } = await pendingPayment(app);
    const event = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    const forged = { ...event, signature: { ...event.signature, checksum: 'a'.repeat(64) } };
    const wrongAmount = { ...event, data: { transaction: { ...event.data.transaction, amount_in_cents: 100 } } };
    for (const [body, header] of [
      [forged, forged.signature.checksum],
      [event, 'b'.repeat(64)],
      [wrongAmount, event.signature.checksum],
      [{ hola: 'mundo' }, 'c'.repeat(64)],
    ] as const) {
      const response = await postEvent(app, body as typeof event, header);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'La firma del evento no es válida.');
    }
    assert.equal(warnings.filter((warning) => warning.event === 'payment-event-refused').length, 4);
    assert.equal((await getPurchase(app, id)).json().estado, 'pendiente-pago');
  });

  it('applies a replayed or duplicated approval once: one policy', async (t) => {
    const { app } = await apiWithoutGatewayEvents(t);
    const { id, transactionId, amount } = await approvedAtGateway(app);
    const event = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    const later = signedEvent(
      app,
      { id: transactionId, status: 'APPROVED', amount_in_cents: amount },
      event.timestamp + 5,
    );
    const answers = await Promise.all([postEvent(app, event), postEvent(app, event), postEvent(app, later)]);
    assert.deepEqual(
      answers.map((response) => response.statusCode),
      [200, 200, 200],
    );
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.match(purchaseRequest.poliza.numeroPoliza, /^SOAT-\d{4}-\d{8}$/);
    assert.equal((await policiesOf(app, id)).length, 1);
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, transactionId));
    assert.equal(events.length, 1);
  });

  // ADR 027: a round trip to the database is what the gateway's event costs the API. Its transaction locks the
  // payment with its request in one statement, and approves it and issues the policy in one more: its number
  // drawn inside its insert, no savepoint (an overlap inserts nothing), the payment's approval, its rating
  // token, email, RUNT report and invoice written and its request marked issued by the same statement's CTEs;
  // its kept events are settled in one.
  it('issues the policy of an approval in a transaction of two statements, and settles its events in one', async (t) => {
    const { app } = await apiWithoutGatewayEvents(t);
    const { id, transactionId, amount } = await approvedAtGateway(app);
    const event = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    // the policy's email stays unsent while this reads its job: a sent job's payload is dropped (email-jobs.ts)
    t.mock.method(app.emailJobs, 'kick', () => undefined);
    const sent = recordStatements(t, app);
    assert.equal((await postEvent(app, event)).statusCode, 200);
    // the event's transaction is its first (the jobs the policy kicks run theirs after its commit)
    const inTransaction = sent.filter((statement) => statement.transaction === 0).map(({ text }) => text);
    assert.equal(inTransaction.length, 2, inTransaction.join('\n'));
    assert.match(inTransaction[0]!, /^select .* from "pagos" inner join "solicitudes" .* for update$/s);
    assert.match(
      inTransaction[1]!,
      /^with "pago_aprobado" as \(update "pagos" set "estado" = \$1, .*\), "emitida" as \(insert into "polizas" .*nextval\(.* on conflict do nothing returning .*\), "calificacion" as \(insert into "tokens_calificacion" .*\), "correo" as \(insert into "email_jobs" .*\), "reporte_runt" as \(insert into "reportes_runt" .*\), "factura" as \(insert into "documentos_electronicos" .*\), "solicitud_emitida" as \(update "solicitudes" set "estado" = \$\d+, .*\) select .* from "emitida"$/s,
    );
    assert.ok(!inTransaction.some((text) => /savepoint/i.test(text)), 'no savepoint');
    // outside it, the event found its payment and was kept by one statement
    const outside = sent.filter((statement) => statement.transaction === null);
    const keeping = outside.filter(({ text }) => /"guardado" as \(insert into "pago_eventos"/.test(text));
    assert.equal(keeping.length, 1, outside.map(({ text }) => text).join('\n'));
    assert.ok(!outside.some(({ text }) => /^select .* from "pagos" where "pagos"."transaction_id"/s.test(text)));
    assert.match(keeping[0]!.text, /^with "pago" as \(select .* from "pagos" where "pagos"."transaction_id" = \$1/s);
    const settling = sent.filter(({ text }) => /"pago_eventos"/.test(text) && !/"guardado"/.test(text));
    assert.equal(settling.length, 1, settling.map(({ text }) => text).join('\n'));
    assert.match(settling[0]!.text, /^with "verificados" as \(update "pago_eventos" .*\) delete from "pago_eventos"/s);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.match(purchaseRequest.poliza.numeroPoliza, /^SOAT-\d{4}-\d{8}$/);
    // what the statement's CTEs wrote, each once, for this policy
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
    const [policy] = await policiesOf(app, id);
    const [token] = await app.db.select().from(ratingTokens).where(eq(ratingTokens.policyId, policy!.id));
    assert.equal(token?.reference, policy!.number);
    assert.equal(token?.origin, 'poliza');
    assert.equal(token!.expiresAt.getTime() - token!.createdAt.getTime(), 30 * 24 * 3600_000);
    const jobs = await app.db
      .select()
      .from(emailJobs)
      .where(sql`${emailJobs.payload}->>'requestId' = ${id}`);
    assert.equal(jobs.length, 1);
    assert.equal(jobs[0]!.kind, 'poliza');
    assert.match(jobs[0]!.payload.ratingLink!, /\/calificacion\?token=[\w-]{43}$/);
    assert.equal((await app.db.select().from(runtReports).where(eq(runtReports.policyId, policy!.id))).length, 1);
    const documents = await app.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.policyId, policy!.id));
    assert.deepEqual(
      documents.map((document) => [document.kind, document.status]),
      [['factura', 'pendiente']],
    );
  });

  it('keeps an approved payment approved when late PENDING or DECLINED events arrive', async (t) => {
    const { app } = await apiWithoutGatewayEvents(t);
    const { id, transactionId, amount } = await approvedAtGateway(app);
    const at = Math.floor(Date.now() / 1000);
    const approved = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount }, at);
    const pending = signedEvent(app, { id: transactionId, status: 'PENDING', amount_in_cents: amount }, at - 10);
    const declined = signedEvent(app, { id: transactionId, status: 'DECLINED', amount_in_cents: amount }, at + 10);
    for (const event of [approved, pending, declined]) assert.equal((await postEvent(app, event)).statusCode, 200);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.pago.estado, 'APROBADO');
    assert.equal(purchaseRequest.estado, 'emitida');
    assert.equal((await policiesOf(app, id)).length, 1);
  });

  it('moves a pending payment to declined, and a signed approval the gateway does not confirm changes nothing', async (t) => {
    const { app } = await apiWithoutGatewayEvents(t);
    const { id, transactionId, amount } = await pendingPayment(app);
    await payAtCheckout(app, transactionId, { ...approvedCardFields, numero: '4111 1111 1111 1111' });
    const declined = signedEvent(app, { id: transactionId, status: 'DECLINED', amount_in_cents: amount });
    assert.equal((await postEvent(app, declined)).statusCode, 200);
    const approved = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount });
    assert.equal((await postEvent(app, approved)).statusCode, 200);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.pago.estado, 'RECHAZADO');
    assert.equal(purchaseRequest.poliza, null);
    // only the confirmed event is kept
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, transactionId));
    assert.deepEqual(
      events.map((row) => row.status),
      ['DECLINED'],
    );
  });

  it('refuses a correctly signed approval with a wrong amount, logs it as a security event, and issues the policy on the genuine approval that follows', async (t) => {
    const { app } = await apiWithoutGatewayEvents(t);
    const errors: Array<Record<string, unknown>> = [];
    const error = app.log.error.bind(app.log);
    t.mock.method(app.log, 'error', (object: Record<string, unknown>, ...rest: unknown[]) => {
      errors.push(object);
      return (error as (...all: unknown[]) => void)(object, ...rest);
    });
    const { id, transactionId, amount } = await approvedAtGateway(app);
    const tampered = signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: 100 });
    assert.equal((await postEvent(app, tampered)).statusCode, 200);
    assert.deepEqual(
      errors
        .filter((entry) => entry.event === 'payment-amount-mismatch')
        .map(({ security, expectedCents, receivedCents }) => ({ security, expectedCents, receivedCents })),
      [{ security: true, expectedCents: amount, receivedCents: 100 }],
    );
    assert.equal((await policiesOf(app, id)).length, 0, 'no policy for the wrong amount');

    // the genuine event alone issues it: the policy is read from the database, not through a read of the
    // request (which would ask the gateway itself)
    const genuine = signedEvent(
      app,
      { id: transactionId, status: 'APPROVED', amount_in_cents: amount },
      tampered.timestamp + 1,
    );
    assert.equal((await postEvent(app, genuine)).statusCode, 200);
    assert.equal((await policiesOf(app, id)).length, 1);
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, transactionId));
    assert.deepEqual(
      events.map(
        (row) =>
          (row.payload as { data: { transaction: { amount_in_cents: number } } }).data.transaction.amount_in_cents,
      ),
      [amount],
    );
  });

  it('answers 200 to a well-signed event of a transaction it does not know', async (t) => {
    const { app } = await buildListeningApi(t);
    const event = signedEvent(app, { id: 'tx-desconocida', status: 'APPROVED', amount_in_cents: 100 });
    const response = await postEvent(app, event);
    assert.equal(response.statusCode, 200);
  });

  it('issues exactly one policy when two purchases of one plate are approved at once; the other is refunded', async (t) => {
    const { app } = await apiWithoutGatewayEvents(t);
    const body = purchaseBody();
    const first = await pendingPayment(app, body);
    const second = await pendingPayment(app, { ...body, tomador: { ...body.tomador, numeroDocumento: '52123456' } });
    await payAtCheckout(app, first.transactionId);
    await payAtCheckout(app, second.transactionId);
    const answers = await Promise.all(
      [first, second].map(({ transactionId, amount }) =>
        postEvent(app, signedEvent(app, { id: transactionId, status: 'APPROVED', amount_in_cents: amount })),
      ),
    );
    assert.deepEqual(
      answers.map((response) => response.statusCode),
      [200, 200],
    );
    const states = await Promise.all([first, second].map(async ({ id }) => (await getPurchase(app, id)).json()));
    assert.deepEqual(states.map((purchaseRequest) => purchaseRequest.estado).sort(), [
      'emitida',
      'reembolso-pendiente',
    ]);
    const refunded = states.find((purchaseRequest) => purchaseRequest.estado === 'reembolso-pendiente')!;
    assert.equal(refunded.pago.estado, 'APROBADO');
    assert.equal(refunded.poliza, null);
    assert.match(refunded.pago.mensaje, /devolveremos/);
    const issued = await app.db.select().from(policies).where(eq(policies.plate, body.placa));
    assert.equal(issued.length, 1);
  });
});
