import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayInColombia } from '@soat/shared/rules/validity';
import pg from 'pg';
import { dianTestValues, invoiceSeries } from '../../src/config/invoicing-config.js';
import { openPostgres, type OpenDatabase } from '../../src/db/open-database.js';
import { createElectronicDocumentsRepository } from '../../src/repositories/electronic-documents-repository.js';
import { faultBuyers } from '../../src/sandbox-dian/test-instruments.js';
import { purchaseBody } from '../routes/soat/purchase-fixtures.js';
import { insertPolicy, uniqueCarPlate } from '../routes/soat/policy-factory.js';
import { eventually, startCluster, type Cluster } from './cluster.js';
import { createPurchase, payAtCheckout, startPayment } from './http-client.js';
import { startPostgres, type Postgres } from './servers.js';

// Issue 42: no invoice number is ever used twice, across instances and retries. API instances on one
// PostgreSQL number, sign and send the invoices of policies bought at once, each to its own sandbox DIAN
// (whose documents live in the same database, so the DIAN's record of every number it received is here).

/** The authorised range's series (the DIAN's test range, as in development). */
const authorisedSeries = invoiceSeries({ range: dianTestValues.range });

/** The buyer whose invoice's first send meets a DIAN down (503): its number must survive the retry. */
const downOnceBuyer = () =>
  purchaseBody({ tomador: { ...purchaseBody().tomador, numeroDocumento: faultBuyers.downOnce } });

interface InvoiceRow {
  number: string | null;
  cufe: string | null;
  status: string;
  attempts: number;
  buyer: string;
}
interface ReceivedRow {
  key: string;
  number: string;
  attempts: number;
  status: string | null;
}

async function invoicesOf(postgres: Postgres, requestIds: string[]) {
  return postgres.query<InvoiceRow>(
    `select d.prefijo || d.numero as number, d.codigo_unico as cufe, d.estado as status, d.intentos as attempts,
            p.tomador_numero_documento as buyer
       from documentos_electronicos d join polizas p on p.id = d.poliza_id
      where d.tipo = 'factura' and p.solicitud_id = any($1)`,
    [requestIds],
  );
}

/**
 * The invoices, once every one is accepted, checking at every look what must hold all along: no number
 * on two invoices, and every document the DIAN received carries the number its invoice still has.
 */
async function acceptedInvoices(postgres: Postgres, requestIds: string[]) {
  return eventually(
    'invoices not accepted yet',
    async () => {
      // the DIAN's record first: a document is numbered (committed) before it is sent
      const received = await postgres.query<ReceivedRow>(
        `select clave as key, numero as number, intentos as attempts, codigo_estado as status
           from sandbox_dian_documentos where tipo = 'factura'`,
      );
      const invoices = await invoicesOf(postgres, requestIds);
      const numbers = invoices.flatMap((invoice) => (invoice.number ? [invoice.number] : []));
      assert.equal(new Set(numbers).size, numbers.length, `a number given twice: ${numbers.sort().join(' ')}`);
      const numberOf = new Map(invoices.map((invoice) => [invoice.cufe, invoice.number]));
      for (const document of received) {
        assert.equal(document.number, numberOf.get(document.key), 'the DIAN received a number its invoice lost');
      }
      return { invoices, received };
    },
    ({ invoices }) => invoices.length === requestIds.length && invoices.every((i) => i.status === 'aceptada'),
    60_000,
  );
}

/**
 * Locks the invoices' series row as a numbering in progress does. `release` lets it go once both instances
 * are numbering an invoice, blocked on the row: they then take their numbers at the same moment.
 */
async function holdSeries(postgres: Postgres) {
  await postgres.query('insert into series_documentos (clave, siguiente, ultimo) values ($1, $2, $3)', [
    authorisedSeries.key,
    authorisedSeries.first,
    authorisedSeries.last,
  ]);
  const holder = new pg.Client({ connectionString: postgres.url });
  holder.on('error', () => {});
  await holder.connect();
  await holder.query('begin');
  await holder.query('select from series_documentos where clave = $1 for update', [authorisedSeries.key]);
  let held = true;
  const release = async () => {
    if (!held) return;
    held = false;
    await holder.query('commit');
    await holder.end();
  };
  return {
    release,
    async releaseWhenBothWait() {
      await eventually(
        'instances numbering, blocked on the series',
        async () =>
          (
            await postgres.query(
              `select from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "series_documentos"%'`,
            )
          ).length,
        (waiting) => waiting === 2,
        30_000,
      );
      await release();
    },
  };
}

describe('Invoice numbers on two API instances sharing PostgreSQL', { timeout: 90_000 }, () => {
  let cluster: Cluster;
  // each instance sends to its own sandbox DIAN (DIAN_URL's default), tries due invoices every second
  before(async () => (cluster = await startCluster({ INVOICE_JOBS_INTERVAL_SECONDS: '1' })));
  after(() => cluster?.close());

  it("numbers 24 invoices bought at once on both instances consecutively from the range's first, each once, two at the same moment, keeping each number through its retries", async (t) => {
    const bodies = Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? downOnceBuyer() : purchaseBody()));
    const series = await holdSeries(cluster.postgres);
    t.after(series.release);
    const requestIds = await Promise.all(
      bodies.map(async (body, index) => {
        const id = await createPurchase(cluster.pick(index).origin, body);
        const transactionId = await startPayment(cluster.pick(index).origin, id);
        await payAtCheckout(cluster.pick(index + 1).origin, transactionId);
        return id;
      }),
    );
    await series.releaseWhenBothWait();

    const { invoices, received } = await acceptedInvoices(cluster.postgres, requestIds);

    const { prefix } = dianTestValues.range;
    const expected = bodies.map((_, index) => `${prefix}${authorisedSeries.first + index}`);
    assert.deepEqual(invoices.map((invoice) => invoice.number).sort(), expected, 'consecutive, no gap');
    const [row] = await cluster.postgres.query<{ next: string }>(
      'select siguiente as next from series_documentos where clave = $1',
      [authorisedSeries.key],
    );
    assert.equal(Number(row!.next), authorisedSeries.first + bodies.length, 'no number taken and left unused');

    // the DIAN received one document per number, the invoice's, and validated it
    assert.deepEqual(
      received.map((document) => [document.number, document.status]).sort(),
      expected.map((number) => [number, '00']),
    );
    const triesOf = new Map(received.map((document) => [document.key, document.attempts]));
    for (const invoice of invoices) {
      const retried = invoice.buyer === faultBuyers.downOnce;
      assert.equal(
        triesOf.get(invoice.cufe ?? ''),
        retried ? 2 : 1,
        `sends of ${invoice.number} (buyer ${invoice.buyer})`,
      );
      // no try lost its number to another's: only the DIAN's 503 made one repeat
      assert.equal(invoice.attempts, retried ? 2 : 1, `tries of ${invoice.number} (buyer ${invoice.buyer})`);
    }
  });
});

describe('An electronic document prepared by two instances at once', { timeout: 60_000 }, () => {
  let server: Postgres;
  before(async () => (server = await startPostgres()));
  after(() => server?.close());

  /** Ten invoices queued, not numbered yet: their ids. */
  async function queuedInvoices(instance: OpenDatabase): Promise<string[]> {
    const repository = createElectronicDocumentsRepository(instance.db);
    const startsOn = todayInColombia();
    const policyIds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { policy } = await insertPolicy(instance, { plate: uniqueCarPlate(), startsOn, endsOn: startsOn });
        await repository.addInvoice(instance.db, policy.id);
        return policy.id;
      }),
    );
    const rows = await server.query<{ id: string }>(
      'select id from documentos_electronicos where poliza_id = any($1)',
      [policyIds],
    );
    return rows.map((row) => row.id);
  }

  it('gets one number, built once, when the second instance claims it while the first is still building it', async () => {
    const instances = await Promise.all([openPostgres(server.url), openPostgres(server.url)]);
    try {
      const [first, second] = [
        createElectronicDocumentsRepository(instances[0].db),
        createElectronicDocumentsRepository(instances[1].db),
      ];
      const ids = await queuedInvoices(instances[0]);
      const series = { key: 'factura:prueba:SETT', first: 1000, last: 9999 };
      let builds = 0;
      const build = (building?: () => void) => async (document: { id: string; number: number }) => {
        builds += 1;
        building?.();
        await sleep(100);
        return { xml: `<Invoice>${document.number}</Invoice>`, uniqueCode: `${document.id}:${document.number}` };
      };

      const settled = await Promise.allSettled(
        ids.map(async (id) => {
          let building!: () => void;
          const started = new Promise<void>((resolve) => (building = resolve));
          const byFirst = first.prepare(id, series, build(building));
          await Promise.race([started, byFirst]); // (or its failure, before it builds)
          // its lease ran out (say): the other instance claims it and prepares it too
          const bySecond = second.prepare(id, series, build());
          const [a, b] = await Promise.allSettled([byFirst, bySecond]);
          if (a.status === 'rejected') throw a.reason;
          if (b.status === 'rejected') throw b.reason;
          return [a.value, b.value] as const;
        }),
      );
      // the database's own words (a unique number taken twice, say), not drizzle's query
      const failures = settled.flatMap((result) =>
        result.status === 'rejected' ? [String((result.reason as Error).cause ?? result.reason)] : [],
      );
      assert.deepEqual(failures, [], 'every preparation succeeds');

      const prepared = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      for (const [byFirst, bySecond] of prepared) {
        assert.deepEqual([bySecond.number, bySecond.uniqueCode], [byFirst.number, byFirst.uniqueCode]);
      }
      assert.equal(builds, ids.length, 'each document built once');
      assert.deepEqual(
        prepared.map(([document]) => document.number).sort((a, b) => a! - b!),
        ids.map((_, index) => series.first + index),
      );
      const [row] = await server.query<{ next: string }>(
        'select siguiente as next from series_documentos where clave = $1',
        [series.key],
      );
      assert.equal(Number(row!.next), series.first + ids.length, 'no number taken and left unused');
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
