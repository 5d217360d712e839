import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it, type TestContext } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import { electronicDocuments, type ElectronicDocumentStatus } from '../../../src/db/schema.js';
import { faultBuyers, rejectedBuyer } from '../../../src/sandbox-dian/test-instruments.js';
import { accessTokenFor, createAccount } from '../../factories.js';
import { build } from '../../helper.js';
import { decodePayload } from '../../jwt.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { insertPolicy, uniqueCarPlate } from './policy-factory.js';
import { buyPolicy, getPurchase, invoiceOf, purchaseBody, soatApi } from './purchase-fixtures.js';

// Issue 42, point 4: the buyer sees the policy's electronic invoice on the result page and in mis pólizas:
// `en-proceso` until the DIAN validates it (a rejection is the operators' to fix, never shown as such), then
// `validada` with its number and CUFE, when its zip can be downloaded.

const today = todayInColombia();

/** The invoice as GET /solicitudes/{id} shows it. */
async function shownInvoice(app: FastifyInstance, requestId: string) {
  const response = await getPurchase(app, requestId);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().poliza.factura;
}

const boughtBy = (documentNumber: string) =>
  purchaseBody({ tomador: { ...purchaseBody().tomador, numeroDocumento: documentNumber } });

describe('The invoice on a purchase request’s page', { timeout: 120_000 }, () => {
  it('is null for a policy that has no invoice', async (t) => {
    const app = await build(t);
    // issued before the portal invoiced: written straight into the tables, with no invoice queued
    const { request } = await insertPolicy(app, {
      plate: uniqueCarPlate(),
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    assert.equal(await shownInvoice(app, request.id), null);
  });

  it('is en-proceso, with no number or CUFE yet, while the DIAN has not validated it', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app, boughtBy(faultBuyers.down));
    assert.equal((await invoiceOf(app, purchase.id)).status, 'pendiente');
    assert.deepEqual(await shownInvoice(app, purchase.id), { estado: 'en-proceso', numero: null, cufe: null });
  });

  it('is en-proceso, never «rechazada», while an operator fixes what the DIAN rejected', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app, boughtBy(rejectedBuyer));
    assert.equal((await invoiceOf(app, purchase.id)).status, 'rechazada');
    const response = await getPurchase(app, purchase.id);
    assert.deepEqual(response.json().poliza.factura, { estado: 'en-proceso', numero: null, cufe: null });
    assert.doesNotMatch(response.body, /rechazad/i);
  });

  it('is validada, with its number and CUFE, once the DIAN accepted it', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app);
    const invoice = await invoiceOf(app, purchase.id);
    assert.equal(invoice.status, 'aceptada', invoice.lastError ?? '');
    const shown = await shownInvoice(app, purchase.id);
    assert.deepEqual(shown, {
      estado: 'validada',
      numero: `${invoice.prefix}${invoice.number}`,
      cufe: invoice.uniqueCode,
    });
    assert.match(shown.numero ?? '', /^SETP\d+$/);
    assert.match(shown.cufe ?? '', /^[0-9a-f]{96}$/);
    // the download it stands for answers the zip
    const zip = await app.inject({ method: 'GET', url: `${soatApi}/solicitudes/${purchase.id}/factura` });
    assert.equal(zip.statusCode, 200, zip.body);
    assert.equal(zip.headers['content-type'], 'application/zip');
  });
});

/** An invoice in `status` for a policy, written straight into its table as the invoice job leaves it. */
async function insertInvoice(app: FastifyInstance, policyId: string, status: ElectronicDocumentStatus) {
  const number = randomInt(1_000_000_000);
  const numbered = status === 'aceptada' ? { prefix: 'PRUE', number, uniqueCode: 'ab'.repeat(48) } : {};
  await app.db
    .insert(electronicDocuments)
    .values({ kind: 'factura', policyId, status, ...numbered, acceptedAt: status === 'aceptada' ? new Date() : null });
  return `PRUE${number}`;
}

/** Counts the SQL statements that read the invoices' table while `run` runs. */
async function invoiceQueriesDuring(t: TestContext, app: FastifyInstance, run: () => Promise<unknown>) {
  // drizzle hands every statement to its driver's `query` (PGlite's, or node-postgres' pool)
  const driver = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = t.mock.method(driver, 'query');
  await run();
  const statements = query.mock.calls.map(({ arguments: [sql] }) =>
    typeof sql === 'string' ? sql : String((sql as { text?: string }).text),
  );
  query.mock.restore();
  return statements.filter((sql) => sql.includes('"documentos_electronicos"')).length;
}

describe('The invoices in mis pólizas', () => {
  it('shows each policy’s invoice as its buyer sees it, all read in one query', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await accessTokenFor(app, account);
    const userId = decodePayload(token).sub as string;
    const policyOf = async () =>
      (await insertPolicy(app, { plate: uniqueCarPlate(), userId, startsOn: today, endsOn: addDays(today, 364) }))
        .policy;
    const [none, pending, rejected, accepted] = [
      await policyOf(),
      await policyOf(),
      await policyOf(),
      await policyOf(),
    ];
    await insertInvoice(app, pending!.id, 'pendiente');
    await insertInvoice(app, rejected!.id, 'rechazada');
    const number = await insertInvoice(app, accepted!.id, 'aceptada');
    await app.backgroundTasks.idle();

    let response: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    const reads = await invoiceQueriesDuring(t, app, async () => {
      response = await app.inject({
        method: 'GET',
        url: `${soatApi}/mis-polizas`,
        headers: { authorization: `Bearer ${token}` },
      });
    });
    assert.equal(response?.statusCode, 200, response?.body);
    assert.equal(reads, 1);

    const body = response!.json();
    const inProcess = { estado: 'en-proceso', numero: null, cufe: null };
    const expected = new Map<string, unknown>([
      [none!.number, null],
      [pending!.number, inProcess],
      [rejected!.number, inProcess],
      [accepted!.number, { estado: 'validada', numero: number, cufe: 'ab'.repeat(48) }],
    ]);
    const shown = (policies: { numeroPoliza: string; factura: unknown }[]) =>
      new Map(policies.map((policy) => [policy.numeroPoliza, policy.factura]));
    assert.deepEqual(shown(body.polizas), expected);
    // the same on each purchase request's policy
    assert.deepEqual(
      shown(body.solicitudes.map((request: { poliza: { numeroPoliza: string; factura: unknown } }) => request.poliza)),
      expected,
    );
  });
});
