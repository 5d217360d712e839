import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { purchaseBody } from '../routes/soat/purchase-fixtures.js';
import { emailJobsDrained, emailsTo, eventually, startCluster, type Cluster } from './cluster.js';
import { createPurchase, payAtCheckout, postEvent, signedEvent, startPayment } from './http-client.js';

// Two API instances on one PostgreSQL: what the database must keep to one stays one, whichever
// instance hears of it, and an instance that dies leaves no customer without their policy.

const holderOf = (body: ReturnType<typeof purchaseBody>) => body.tomador.correoElectronico as string;

// The suite's limit is the sum of its waits' own limits (each names what it waited for when it fails), not
// a guess at a fast machine's duration: 150 s cut a slow CI run short in the middle of a wait, unexplained.
describe('Purchases on two API instances sharing PostgreSQL', { timeout: 420_000 }, () => {
  let cluster: Cluster;
  before(async () => (cluster = await startCluster()));
  after(() => cluster?.close());

  const count = async (sql: string, values: unknown[]) =>
    Number((await cluster.postgres.query<{ n: string }>(sql, values))[0]!.n);
  /** Waits for the one policy `column` = `value` names to have its invoice accepted by the sandbox DIAN (ADR 041). */
  const invoiceAccepted = (column: 'p.placa' | 'p.solicitud_id', value: string) =>
    eventually(
      'the invoice not accepted yet',
      () =>
        count(
          `select count(*) as n from documentos_electronicos d join polizas p on p.id = d.poliza_id
            where ${column} = $1 and d.estado = 'aceptada'`,
          [value],
        ),
      (accepted) => accepted === 1,
      30_000,
    );

  it('issues exactly one policy for 50 purchases of one plate paid at once across both instances, and refunds the 49 others once each', async () => {
    const body = purchaseBody();
    const purchases = Array.from({ length: 50 }, (_, index) => index);
    const ids = await Promise.all(purchases.map((index) => createPurchase(cluster.pick(index).origin, body)));
    await Promise.all(
      ids.map(async (id, index) => {
        const transactionId = await startPayment(cluster.pick(index).origin, id);
        // paid through the other instance's checkout: its sandbox, like the gateway, is shared
        await payAtCheckout(cluster.pick(index + 1).origin, transactionId);
      }),
    );
    await eventually(
      'payments still pending',
      () => count(`select count(*) as n from pagos where solicitud_id = any($1) and estado = 'PENDIENTE'`, [ids]),
      (pending) => pending === 0,
      60_000,
    );
    assert.equal(await count('select count(*) as n from polizas where placa = $1', [body.placa]), 1);

    // the refund jobs of both instances (ADR 010, "Refunds"): each payment voided at the gateway once
    await eventually(
      'refunds still pending',
      () => count(`select count(*) as n from solicitudes where id = any($1) and estado = 'reembolsada'`, [ids]),
      (refunded) => refunded === 49,
      60_000,
    );
    const statuses = await cluster.postgres.query<{ estado: string; n: string }>(
      'select estado, count(*) as n from solicitudes where id = any($1) group by estado order by estado',
      [ids],
    );
    assert.deepEqual(
      statuses.map((row) => [row.estado, Number(row.n)]),
      [
        ['emitida', 1],
        ['reembolsada', 49],
      ],
    );
    const [voids] = await cluster.postgres.query<{ voided: string; requests: string }>(
      `select count(*) filter (where t.status = 'VOIDED') as voided, sum(t.void_requests) as requests
         from sandbox_transactions t join pagos p on p.transaction_id = t.id where p.solicitud_id = any($1)`,
      [ids],
    );
    assert.deepEqual([Number(voids!.voided), Number(voids!.requests)], [49, 49], 'one void request per refund');
    // the policy's invoice, accepted by the sandbox DIAN, is emailed too (ADR 041)
    await invoiceAccepted('p.placa', body.placa);
    await emailJobsDrained(cluster.postgres);
    assert.equal(
      await emailsTo(cluster.postgres, holderOf(body)),
      51,
      'one policy email and its invoice, one refund email each',
    );
    // the policy's report to the RUNT (ADR 031): sent once, by one instance or the other
    await eventually(
      'RUNT report still pending',
      () =>
        count(
          `select count(*) as n from reportes_runt r join polizas p on p.id = r.poliza_id
            where p.placa = $1 and r.estado = 'reportada'`,
          [body.placa],
        ),
      (reported) => reported === 1,
      30_000,
    );
    const received = await cluster.postgres.query<{ intentos: number }>(
      'select intentos from sandbox_runt_reportes where placa = $1',
      [body.placa],
    );
    assert.deepEqual(
      received.map((row) => row.intentos),
      [1],
      'the RUNT received one report, once',
    );
  });

  it('applies the same gateway event delivered to both instances once: one policy, one email', async () => {
    const body = purchaseBody();
    const id = await createPurchase(cluster.pick(0).origin, body);
    const transactionId = await startPayment(cluster.pick(1).origin, id);
    // paid at the gateway (an event is only a reason to ask it, ADR 010): its own event and these copies
    await payAtCheckout(cluster.pick(0).origin, transactionId);
    const [payment] = await cluster.postgres.query<{ amount_in_cents: string }>(
      'select amount_in_cents from pagos where transaction_id = $1',
      [transactionId],
    );
    const event = signedEvent({
      id: transactionId,
      status: 'APPROVED',
      amount_in_cents: Number(payment!.amount_in_cents),
    });

    const answers = await Promise.all(cluster.instances.map((instance) => postEvent(instance.origin, event)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200],
    );
    assert.equal(await count('select count(*) as n from polizas where solicitud_id = $1', [id]), 1);
    assert.equal(await count('select count(*) as n from pago_eventos where transaction_id = $1', [transactionId]), 1);
    await emailJobsDrained(cluster.postgres);
    assert.equal(await emailsTo(cluster.postgres, holderOf(body), 'Tu SOAT %'), 1, 'one policy email');
  });

  it('writes and emails each renewal reminder once, whichever instance passes first', async () => {
    const body = purchaseBody();
    const id = await createPurchase(cluster.pick(0).origin, body);
    const transactionId = await startPayment(cluster.pick(1).origin, id);
    await payAtCheckout(cluster.pick(0).origin, transactionId);
    await eventually(
      'policy not issued',
      () => count('select count(*) as n from polizas where solicitud_id = $1', [id]),
      (issued) => issued === 1,
      30_000,
    );
    await emailJobsDrained(cluster.postgres);
    // the policy moved to end in 20 days: both instances' passes (every second) find it due
    await cluster.postgres.query(
      `update polizas set inicio_vigencia = (now() at time zone 'America/Bogota')::date - 344,
                          fin_vigencia = (now() at time zone 'America/Bogota')::date + 20
        where solicitud_id = $1`,
      [id],
    );
    await eventually(
      'renewal reminder not written',
      () =>
        count(
          'select count(*) as n from recordatorios_renovacion r join polizas p on p.id = r.poliza_id where p.solicitud_id = $1',
          [id],
        ),
      (written) => written === 1,
      30_000,
    );
    // several more passes of both instances
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await invoiceAccepted('p.solicitud_id', id);
    await emailJobsDrained(cluster.postgres);
    assert.equal(
      await count(
        'select count(*) as n from recordatorios_renovacion r join polizas p on p.id = r.poliza_id where p.solicitud_id = $1',
        [id],
      ),
      1,
    );
    assert.equal(await emailsTo(cluster.postgres, holderOf(body)), 3, 'the policy and its invoice, then one reminder');
  });

  it("reports each policy to the RUNT once, whichever instance's pass claims it, and keeps the RUNT's receipt", async () => {
    const id = await createPurchase(cluster.pick(1).origin, purchaseBody());
    const transactionId = await startPayment(cluster.pick(0).origin, id);
    await payAtCheckout(cluster.pick(1).origin, transactionId);
    const reported = async () =>
      (
        await cluster.postgres.query<{ estado: string; intentos: number; radicado: string | null; recibidos: number }>(
          `select r.estado, r.intentos, p.radicado_runt as radicado, s.intentos as recibidos
             from polizas p join reportes_runt r on r.poliza_id = p.id
             left join sandbox_runt_reportes s on s.no_poliza = p.numero
            where p.solicitud_id = $1`,
          [id],
        )
      )[0];
    await eventually('policy not reported to the RUNT', reported, (row) => row?.estado === 'reportada', 30_000);
    // several more passes of both instances (every second): nothing is reported again
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const row = (await reported())!;
    assert.equal(row.estado, 'reportada');
    assert.equal(row.intentos, 1, 'claimed by one pass of one instance');
    assert.equal(row.recibidos, 1, 'the RUNT received one report');
    assert.match(row.radicado ?? '', /\S/);
  });

  it('lets the other instance reconcile a payment whose instance was killed in the middle of it, emailing once', async () => {
    const [doomed, survivor] = cluster.instances;
    const body = purchaseBody();
    const id = await createPurchase(doomed.origin, body);
    // PSE at the test bank 3: pending at the gateway, which sends no event when it settles
    const transactionId = await startPayment(doomed.origin, id, {
      metodo: 'PSE',
      pse: { codigoBanco: '3', tipoPersona: 'natural' },
    });
    await payAtCheckout(doomed.origin, transactionId);
    await doomed.kill();

    await eventually(
      'the request',
      async () =>
        (await cluster.postgres.query<{ estado: string }>('select estado from solicitudes where id = $1', [id]))[0]!
          .estado,
      (status) => status === 'emitida',
      30_000,
    );
    // asked by the reconciliation (nobody read the request, the other way a payment is checked)
    const [payment] = await cluster.postgres.query<{ estado: string; consultado_en: Date | null }>(
      'select estado, consultado_en from pagos where transaction_id = $1',
      [transactionId],
    );
    assert.equal(payment!.estado, 'APROBADO');
    assert.notEqual(payment!.consultado_en, null);
    await emailJobsDrained(cluster.postgres);
    assert.equal(await emailsTo(cluster.postgres, holderOf(body), 'Tu SOAT %'), 1, 'one policy email');
    assert.match(survivor.output(), /API escuchando/);
  });
});
