import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPolicyQueries } from '../../src/plugins/app/soat/policy-queries.js';
import { createPaymentEventsRepository } from '../../src/repositories/payment-events-repository.js';
import { createPurchaseRepository } from '../../src/repositories/purchase-repository.js';
import { recordingClient } from './recording-client.js';

// A purchase's record is read at its every step (the payment, the gateway's event, each status read of the
// result page): one query built once (ADR 027, "The jobs apart"), sent unnamed as the consult's are
// (consult-statements.test.ts: PgBouncer's transaction pooling keeps no named statement).
describe("A purchase's record", () => {
  it('is read in one unnamed query, the request with its latest payment, policy and invoice, each time with its own id', async () => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const ids = ['5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a01', '5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a02'];
    for (const id of ids) assert.equal(await repository.findRecord(id), undefined);
    assert.equal(sent.length, 2, 'one query a read');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(
      sent[0]!.text,
      /from "solicitudes".*left join "pagos".*left join "polizas".*left join "documentos_electronicos"/s,
    );
    // its own id, and the other read's nowhere
    sent.forEach(({ values }, index) => {
      assert.ok(values.includes(ids[index]), JSON.stringify(values));
      assert.ok(!values.includes(ids[1 - index]), JSON.stringify(values));
    });
  });
});

// The payment's read of its request's payments, and the status read's claim of a pending payment's check
// (every few seconds while the result page waits): built once and sent unnamed as above.
describe("A purchase's payments", () => {
  const ids = ['5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a03', '5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a04'];

  it("are read in one unnamed query a request, built once, the request's own, newest first", async (t) => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const built = t.mock.method(db, 'select');
    for (const id of ids) assert.deepEqual(await repository.findPaymentsOfRequest(id), []);
    assert.equal(sent.length, 2, 'one query a read');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(sent[0]!.text, /from "pagos" where "pagos"."solicitud_id" = \$1 order by "pagos"."created_at" desc/);
    sent.forEach(({ values }, index) => assert.deepEqual(values, [ids[index]]));
    assert.equal(built.mock.callCount(), 0, 'built when the repository was');
  });

  it("are read with their request in one unnamed query built once, the request's own, newest first", async (t) => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const built = t.mock.method(db, 'select');
    for (const id of ids) assert.equal(await repository.findRequestWithPayments(id), undefined);
    assert.equal(await repository.findRequestWithPayments('no-es-un-uuid'), undefined);
    assert.equal(sent.length, 2, 'one query a read, none for a malformed id');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(
      sent[0]!.text,
      /from "solicitudes" left join "pagos" on .* where "solicitudes"."id" = \$1 order by "pagos"."created_at" desc/s,
    );
    sent.forEach(({ values }, index) => assert.deepEqual(values, [ids[index]]));
    assert.equal(built.mock.callCount(), 0, 'built when the repository was');
  });

  it('are claimed for a check in one unnamed statement built once, each with its own payment and interval', async (t) => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const built = t.mock.method(db, 'update');
    assert.equal(await repository.claimCheck(ids[0]!, 5_000), false);
    assert.equal(await repository.claimCheck(ids[1]!, 30_000), false);
    assert.equal(sent.length, 2, 'one statement a claim');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(sent[0]!.text, /^update "pagos" set "consultado_en" = now\(\) where/);
    assert.deepEqual(
      sent[0]!.values.filter((value) => value === ids[0] || value === 5),
      [ids[0], 5],
    );
    assert.deepEqual(
      sent[1]!.values.filter((value) => value === ids[1] || value === 30),
      [ids[1], 30],
    );
    assert.equal(built.mock.callCount(), 0, 'built when the repository was');
  });
});

// What the gateway answered settles a transaction's kept events, on every event of a purchase: one
// statement (the verifying update a CTE of the delete) built once and sent unnamed.
describe("A transaction's kept events", () => {
  it('are settled in one unnamed statement built once, each with its own transaction and status', async (t) => {
    const { db, sent } = recordingClient();
    const events = createPaymentEventsRepository(db);
    const updates = t.mock.method(db, 'update');
    const deletes = t.mock.method(db, 'delete');
    assert.equal(await events.settle('tx-1', 'APPROVED'), 0);
    assert.equal(await events.settle('tx-2', 'DECLINED'), 0);
    assert.equal(sent.length, 2, 'one statement a settling');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(sent[0]!.text, /^with "verificados" as \(update "pago_eventos" .*\) delete from "pago_eventos"/s);
    assert.deepEqual(sent[0]!.values, ['tx-1', 'APPROVED', 'tx-1', 'APPROVED']);
    assert.deepEqual(sent[1]!.values, ['tx-2', 'DECLINED', 'tx-2', 'DECLINED']);
    assert.equal(updates.mock.callCount() + deletes.mock.callCount(), 0, 'built when the repository was');
  });
});

describe('A gateway event', () => {
  it('finds its payment and is kept by one unnamed statement built once, its payload as JSON', async (t) => {
    const { db, sent } = recordingClient();
    const events = createPaymentEventsRepository(db);
    const built = ['insert', 'select', 'with', '$with'].map((method) => t.mock.method(db, method as 'select'));
    const event = (id: string) => ({
      transactionId: id,
      status: 'APPROVED',
      amountInCents: 67_740_000,
      currencyAccepted: true,
      payload: { data: { transaction: { id } } },
      checksum: 'a'.repeat(64),
    });
    assert.deepEqual(await events.keep(event('tx-1')), { payment: undefined });
    assert.deepEqual(await events.keep(event('tx-2')), { payment: undefined });
    assert.equal(sent.length, 2, 'one statement an event');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(
      sent[0]!.text,
      /^with "pago" as \(select .* from "pagos" where "pagos"."transaction_id" = \$1 limit \$2\), "guardado" as \(insert into "pago_eventos" .* from "pago"\s+where "pago"."amount_in_cents" = \$\d+\s+and \$\d+::boolean\s+on conflict do nothing\s+returning id\) select .* from "pago"$/s,
    );
    sent.forEach(({ values }, index) => {
      const id = `tx-${index + 1}`;
      assert.ok(values.includes(id), JSON.stringify(values));
      assert.ok(!values.includes(`tx-${2 - index}`), JSON.stringify(values));
      assert.ok(values.includes(JSON.stringify(event(id).payload)), JSON.stringify(values));
      assert.ok(values.includes(67_740_000) && values.includes(true), JSON.stringify(values));
    });
    for (const method of built) assert.equal(method.mock.callCount(), 0, 'built when the repository was');
  });
});

// A purchase's writes and its reads of the plate's policies (the request's start, its payment, every status read
// while it waits): built once and sent unnamed as above (ADR 051).
describe("A purchase's writes", () => {
  const requestId = '5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a05';
  const newRequest = (plate: string) => ({
    userId: null,
    plate,
    vehicle: { clase: 'motocicleta', servicio: 'particular' } as never,
    tariffCode: '110',
    tariffYear: 2026,
    premium: 250_000,
    adresContribution: 100_000,
    subtotal: 350_000,
    runtFee: 2_000,
    total: 352_000,
    startsOn: '2026-12-02',
    endsOn: '2027-12-01',
    quote: { placa: plate },
    holderDocumentType: 'CC',
    holderDocumentNumber: '1020304050',
    holderFirstNames: 'Laura',
    holderLastNames: 'Gómez Pardo',
    holderEmail: 'laura@ejemplo.co',
    holderMobile: '3001234567',
    holderAddress: 'Calle 10 # 5-20',
    holderCity: 'Bogotá',
    termsAcceptedAt: new Date('2026-12-02T15:00:00Z'),
    vehicleSource: 'digitados' as const,
    brand: null,
    line: null,
    createdAt: new Date('2026-12-02T15:00:00Z'),
    expiresAt: new Date('2026-12-09T15:00:00Z'),
  });
  const newPayment = (expiresAt: Date | null) => ({
    purchaseRequestId: requestId,
    idempotencyKey: '5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a06',
    reference: 'SOAT-prueba',
    method: 'NEQUI',
    pseBankCode: null,
    psePersonType: null,
    mobile: '3991111111',
    walletDocumentType: null,
    walletDocumentNumber: null,
    amountInCents: 35_200_000,
    message: 'Pendiente',
    expiresAt,
  });

  it('inserts a request with one unnamed statement built once, its JSON and dates as PostgreSQL reads them', async (t) => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const built = t.mock.method(db, 'insert');
    await repository.createRequest(newRequest('ABC12D'));
    await repository.createRequest(newRequest('XYZ34E'));
    assert.equal(sent.length, 2, 'one statement a request');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(sent[0]!.text, /^insert into "solicitudes" \(.*"vehiculo".*\) values \(.*\) returning/s);
    const [first, second] = sent.map(({ values }) => values);
    assert.ok(first!.includes('ABC12D') && !first!.includes('XYZ34E'), JSON.stringify(first));
    assert.ok(second!.includes('XYZ34E'), JSON.stringify(second));
    assert.ok(first!.includes('{"clase":"motocicleta","servicio":"particular"}'), 'the vehicle as JSON');
    assert.ok(first!.includes('2026-12-09T15:00:00.000Z'), 'the end of its lifetime as an ISO date');
    assert.equal(built.mock.callCount(), 0, 'built when the repository was');
  });

  it('inserts a payment with one unnamed statement built once, with or without a deadline of its own', async (t) => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const built = t.mock.method(db, 'insert');
    await repository.insertPayment(newPayment(null));
    await repository.insertPayment(newPayment(new Date('2026-12-02T15:10:00Z')));
    assert.equal(sent.length, 2, 'one statement a payment');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(sent[0]!.text, /^insert into "pagos" \(.*"vence_en".*\) values \(.*::timestamptz.*\) returning/s);
    const deadline = (values: unknown[]) => values.filter((value) => value === null || /^2026-12-02T/.test(`${value}`));
    assert.equal(deadline(sent[0]!.values).length, 5, 'the four empty columns and no deadline, as nulls');
    assert.deepEqual(deadline(sent[1]!.values).slice(-1), ['2026-12-02T15:10:00.000Z']);
    assert.equal(built.mock.callCount(), 0, 'built when the repository was');
  });

  it("records the gateway's transaction on the payment with one unnamed statement built once", async (t) => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const built = t.mock.method(db, 'update');
    const paymentId = '5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a07';
    for (const id of ['tx-1', 'tx-2']) {
      await repository.recordTransaction(paymentId, {
        transactionId: id,
        checkoutUrl: `https://pasarela.example.co/${id}`,
        agreementCode: '7654',
        paymentReference: '0099',
        gatewayStatus: 'PENDING',
      });
    }
    assert.equal(sent.length, 2, 'one statement a transaction');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(
      sent[0]!.text,
      /^update "pagos" set "transaction_id" = \$1, "codigo_convenio" = \$2, "referencia_pago" = \$3, "estado_pasarela" = \$4, "url_pasarela" = \$5, "updated_at" = \$6::timestamptz where "pagos"."id" = \$7/,
    );
    // updated at the API's clock, as every other write of a payment
    const [updatedAt] = sent[0]!.values.splice(5, 1);
    assert.ok(Math.abs(Date.parse(`${updatedAt}`) - Date.now()) < 60_000, `updated now, not ${updatedAt}`);
    assert.deepEqual(sent[0]!.values, [
      'tx-1',
      '7654',
      '0099',
      'PENDING',
      'https://pasarela.example.co/tx-1',
      paymentId,
    ]);
    assert.deepEqual(sent[1]!.values[0], 'tx-2');
    assert.equal(built.mock.callCount(), 0, 'built when the repository was');
  });

  it("reads the plate's policies in force and those overlapping a period with unnamed queries built once", async (t) => {
    const { db, sent } = recordingClient();
    const queries = createPolicyQueries(db);
    const built = t.mock.method(db, 'select');
    assert.deepEqual(await queries.coversInForce('ABC12D', '2026-12-02'), []);
    const caller = { document: { type: 'CC', number: '1020304050' } };
    assert.equal(await queries.periodTaken('ABC12D', '2026-12-02', '2027-12-01', caller), null);
    assert.equal(await queries.periodTaken('XYZ34E', '2027-01-01', '2027-12-31', caller), null);
    assert.equal(sent.length, 3, 'one query a read');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(sent[0]!.text, /from "polizas" where \("polizas"."placa" = \$1 and "polizas"."fin_vigencia" >= \$2\)/);
    assert.deepEqual(
      sent.map(({ values }) => values),
      [
        ['ABC12D', '2026-12-02'],
        ['ABC12D', '2027-12-01', '2026-12-02'],
        ['XYZ34E', '2027-12-31', '2027-01-01'],
      ],
    );
    assert.equal(built.mock.callCount(), 0, 'built when the queries were');
  });
});
