import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { todayInColombia } from '@soat/shared/rules/validity';
import { purchaseBody, soatApi } from '../routes/soat/purchase-fixtures.js';
import { emailJobsDrained, emailsTo, eventually, startCluster, type Cluster } from './cluster.js';
import { call, createPurchase, payAtCheckout, startPayment } from './http-client.js';
import { startApi } from './servers.js';

// The API through PgBouncer in transaction pooling (compose and the Kubernetes files put it between the
// instances and PostgreSQL: ADR 027): a server connection is a client's for one transaction only, so what
// the API keeps in a session (its migrations' lock) must not outlive the transaction that took it.

describe('The API through PgBouncer (transaction pooling)', { timeout: 240_000 }, () => {
  let cluster: Cluster;
  before(async () => (cluster = await startCluster({}, { throughPgBouncer: true })));
  after(() => cluster?.close());

  it('migrates from two instances started together and leaves no lock behind: a third instance starts', async () => {
    const held = await cluster.postgres.query<{ n: number }>(
      "select count(*)::int as n from pg_locks where locktype = 'advisory'",
    );
    assert.equal(held[0]!.n, 0, 'an advisory lock is still held after the migrations');
    const third = await startApi(cluster.env);
    await third.close();
  });

  it('sells a policy through either instance: request, payment at the checkout, policy issued and emailed', async () => {
    const body = purchaseBody();
    const id = await createPurchase(cluster.pick(0).origin, body);
    await payAtCheckout(cluster.pick(1).origin, await startPayment(cluster.pick(0).origin, id));
    await eventually(
      'the policy not issued yet',
      async () =>
        (
          await cluster.postgres.query<{ n: number }>(
            'select count(*)::int as n from polizas where solicitud_id = $1',
            [id],
          )
        )[0]!.n,
      (issued) => issued === 1,
      30_000,
    );
    await emailJobsDrained(cluster.postgres);
    assert.ok((await emailsTo(cluster.postgres, body.tomador.correoElectronico as string)) >= 1);

    // the consult's one statement (its two lists as JSON, sent unnamed) through PgBouncer, on PostgreSQL
    const consult = await call(cluster.pick(1).origin, 'POST', `${soatApi}/consultas`, {
      json: { placa: body.placa, tipoDocumento: 'CC', numeroDocumento: body.tomador.numeroDocumento },
    });
    assert.equal(consult.status, 200, consult.body);
    const [policy] = await cluster.postgres.query<Record<string, string | null>>(
      `select numero, aseguradora, codigo_tarifa, inicio_vigencia::text, fin_vigencia::text, reportada_runt_en
         from polizas where solicitud_id = $1`,
      [id],
    );
    // the timestamps come back from JSON as text: the day of issue is still Colombia's today
    assert.deepEqual(consult.json(), {
      placa: body.placa,
      polizas: [
        {
          numeroPoliza: policy!.numero,
          estado: 'vigente',
          aseguradora: policy!.aseguradora,
          fechaExpedicion: todayInColombia(),
          inicioVigencia: policy!.inicio_vigencia,
          finVigencia: policy!.fin_vigencia,
          codigoTarifa: policy!.codigo_tarifa,
          reporteRunt: policy!.reportada_runt_en ? 'reportada' : 'pendiente',
        },
      ],
      reembolsos: [],
    });
  });
});
