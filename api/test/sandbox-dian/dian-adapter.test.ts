import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import signingCertificate from '../../src/plugins/app/invoicing/signing-certificate.js';
import dianClient from '../../src/plugins/app/invoicing/dian-client.js';
import type { SoapCredentials } from '../../src/plugins/app/invoicing/soap-security.js';
import { faultBuyers } from '../../src/sandbox-dian/test-instruments.js';
import { testConfig } from '../helper.js';
import { dianApi, rejectedFor, sandboxServicePath, send } from './dian-api.js';
import {
  cufeOf,
  dianDocument,
  invoiceData,
  signedInvoice,
  throwawaySigner,
  unsignedInvoice,
} from './invoice-fixture.js';

// The DIAN adapter (app.dian) against the sandbox DIAN over real HTTP: every outcome of the contract.

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

/** A port nothing listens on (a server's, closed). */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An adapter of its own that signs its requests' WS-Security header with `credentials`. */
async function signingClient(t: Closable, url: string, credentials: SoapCredentials) {
  const client = Fastify();
  const config = testConfig();
  client.decorate('config', { ...config, dian: { ...config.dian, url } });
  // the documents' signer (the test one here): the adapter's default, which `credentials` overrides
  await client.register(signingCertificate);
  await client.register(dianClient, { credentials });
  await client.ready();
  t.after(() => client.close());
  return client;
}

describe('DIAN adapter against the sandbox DIAN', () => {
  it('has a valid invoice accepted, keyed by its CUFE, with the ApplicationResponse 02 that names it', async (t) => {
    const app = await dianApi(t);
    const data = invoiceData();
    const outcome = await send(app, data);
    assert.equal(outcome.outcome, 'accepted', JSON.stringify(outcome).slice(0, 400));
    if (outcome.outcome !== 'accepted') return;
    assert.equal(outcome.documentKey, cufeOf(data));
    assert.equal(outcome.statusMessage, `La Factura electrónica ${data.number}, ha sido autorizada.`);
    assert.deepEqual(outcome.notifications, []);
    const response = outcome.applicationResponse;
    assert.ok(response, 'the ApplicationResponse is read');
    assert.equal(response.responseCode, '02');
    assert.equal(response.description, 'Documento validado por la DIAN');
    assert.deepEqual(response.documentReference, { id: data.number, uuid: cufeOf(data), schemeName: 'CUFE-SHA384' });
    assert.equal(response.environment, '2');
    assert.match(response.uuid, /^[0-9a-f]{96}$/);
    assert.deepEqual(
      response.lines.map((line) => line.code),
      ['0000', '0'],
    );
    assert.match(
      outcome.applicationResponseXml ?? '',
      /^<\?xml[^>]*\?><ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"/,
    );
  });

  it('answers the status of a document after it was sent, and not-found for a key the DIAN never received', async (t) => {
    const app = await dianApi(t);
    const accepted = invoiceData();
    await send(app, accepted);
    const status = await app.dian.documentStatus(cufeOf(accepted));
    assert.equal(status.outcome, 'accepted');
    assert.equal(status.outcome === 'accepted' && status.applicationResponse?.documentReference.id, accepted.number);

    const rejected = invoiceData();
    await send(app, rejected, signedInvoice(rejected, 'f'.repeat(96)));
    assert.deepEqual(rejectedFor(await app.dian.documentStatus('f'.repeat(96))), ['FAD06']);

    const unknown = 'a'.repeat(96);
    assert.deepEqual(await app.dian.documentStatus(unknown), { outcome: 'not-found', documentKey: unknown });
  });

  it('rejects with FAD06 when an amount changed after the CUFE was computed, in the DIAN’s words and its ApplicationResponse 04', async (t) => {
    const app = await dianApi(t);
    const data = invoiceData();
    const computed = cufeOf(data);
    const changed = { ...data, totals: { ...data.totals, payable: '265000.00' } };
    const outcome = await send(app, changed, signedInvoice(changed, computed));
    assert.deepEqual(rejectedFor(outcome), ['FAD06', 'FAU14']);
    if (outcome.outcome !== 'rejected') return;
    assert.deepEqual(outcome.rules[0], {
      code: 'FAD06',
      kind: 'rechazo',
      message: 'Valor del CUFE no está calculado correctamente.',
    });
    assert.equal(outcome.documentKey, computed);
    assert.equal(outcome.statusDescription, 'Validación contiene errores en campos mandatorios.');
    assert.match(outcome.applicationResponseXml ?? '', /<cbc:ResponseCode>04<\/cbc:ResponseCode>/);
    assert.match(outcome.applicationResponseXml ?? '', /<cbc:ResponseCode>FAD06<\/cbc:ResponseCode>/);

    // a field the CUFE covers and no other rule reads: only FAD06
    const otherBuyer = { ...data, number: invoiceData().number };
    const stale = cufeOf(otherBuyer);
    const sent = { ...otherBuyer, buyer: { ...otherBuyer.buyer, id: '1020304051' } };
    assert.deepEqual(rejectedFor(await send(app, sent, signedInvoice(sent, stale))), ['FAD06']);
  });

  it('takes a rejected invoice again once fixed: its number was never validated', async (t) => {
    const app = await dianApi(t);
    const data = invoiceData();
    const broken = { ...data, totals: { ...data.totals, lineExtension: '255000.00' } };
    assert.deepEqual(rejectedFor(await send(app, broken)), ['FAU02', 'FAU06']);
    const fixed = await send(app, data);
    assert.equal(fixed.outcome, 'accepted');
  });

  it('answers a document sent again, and another document with its number, as a duplicate (rule 90) naming the first', async (t) => {
    const app = await dianApi(t);
    const data = invoiceData();
    const first = await send(app, data);
    assert.equal(first.outcome, 'accepted');
    const again = await send(app, data);
    assert.equal(again.outcome, 'duplicate');
    if (again.outcome !== 'duplicate' || first.outcome !== 'accepted') return;
    assert.deepEqual(again.rules, [{ code: '90', kind: 'rechazo', message: 'Documento procesado anteriormente.' }]);
    assert.equal(again.documentKey, first.documentKey);
    assert.equal(again.applicationResponseXml, first.applicationResponseXml);

    const sameNumber = { ...data, issueTime: '11:00:00-05:00' };
    const other = await send(app, sameNumber);
    assert.equal(other.outcome, 'duplicate');
    assert.equal(other.outcome === 'duplicate' && other.documentKey, first.documentKey);
    // the DIAN looks for the number before it validates anything: a broken copy is a duplicate too
    const broken = { ...data, issueTime: '12:00:00-05:00' };
    assert.equal((await send(app, broken, signedInvoice(broken, 'e'.repeat(96)))).outcome, 'duplicate');
  });

  it('reports the DIAN down: a 503, a connection closed without an answer, nothing listening', async (t) => {
    const app = await dianApi(t);
    const down = await send(app, invoiceData({ buyer: { id: faultBuyers.down, scheme: '13' } }));
    assert.deepEqual(down, { outcome: 'down', detail: 'status 503' });
    const closed = await send(app, invoiceData({ buyer: { id: faultBuyers.closed, scheme: '13' } }));
    assert.equal(closed.outcome, 'down');
    app.config.dian.url = `http://127.0.0.1:${await closedPort()}${sandboxServicePath}`;
    assert.deepEqual(await send(app, invoiceData()), { outcome: 'down', detail: 'ECONNREFUSED' });
  });

  it('times out at DIAN_TIMEOUT_MS; the DIAN received the document meanwhile, so its status finds it', async (t) => {
    const app = await dianApi(t, { timeoutMs: 200, sandboxSlowMs: 800 });
    const data = invoiceData({ buyer: { id: faultBuyers.slow, scheme: '13' } });
    const started = performance.now();
    assert.deepEqual(await send(app, data), { outcome: 'timeout', timeoutMs: 200 });
    assert.ok(performance.now() - started < 700, 'the adapter gave up at its timeout, not when the DIAN answered');
    await sleep(1000);
    app.config.dian.timeoutMs = 5000;
    assert.equal((await app.dian.documentStatus(cufeOf(data))).outcome, 'accepted');
    assert.equal((await send(app, data)).outcome, 'duplicate');
  });

  it('meets the DIAN down at the first send of a 1000000513 buyer’s invoice, and has it accepted at the second', async (t) => {
    const app = await dianApi(t);
    const data = invoiceData({ buyer: { id: faultBuyers.downOnce, scheme: '13' } });
    assert.deepEqual(await send(app, data), { outcome: 'down', detail: 'status 503' });
    assert.equal((await send(app, data)).outcome, 'accepted');
  });

  it('signs its requests with the configured certificate, and is refused when the signature does not hold', async (t) => {
    const sandbox = await dianApi(t);
    const data = invoiceData();
    const signing = await signingClient(t, sandbox.config.dian.url, throwawaySigner);
    assert.equal((await signing.dian.sendDocument(dianDocument(signedInvoice(data), data.number))).outcome, 'accepted');

    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const forged = await signingClient(t, sandbox.config.dian.url, {
      ...throwawaySigner,
      privateKeyPem: String(otherKey),
    });
    const refused = await forged.dian.documentStatus(cufeOf(data));
    assert.equal(refused.outcome, 'refused');
    assert.match(refused.outcome === 'refused' ? refused.detail : '', /^SOAP Sender a:InvalidSecurity: /);
  });

  it('is refused a zip with no XML document (status 89), and answers a document that is no XML with ZB01', async (t) => {
    const app = await dianApi(t);
    const notXml = await app.dian.sendDocument({ xmlFileName: 'fv.txt', zipFileName: 'z.zip', xml: '<Invoice>' });
    assert.deepEqual(notXml, {
      outcome: 'refused',
      detail: 'Error descomprimiendo el archivo ZIP: No fue encontrado ningun documento XML valido.',
    });
    const data = invoiceData();
    const malformed = await app.dian.sendDocument(
      dianDocument(unsignedInvoice(data).replace('</Invoice>', ''), data.number),
    );
    assert.deepEqual(rejectedFor(malformed), ['ZB01']);
  });
});
