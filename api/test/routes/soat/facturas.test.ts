import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { electronicDocuments, operatorAudit, policies, purchaseRequests } from '../../../src/db/schema.js';
import { cude, cufe } from '../../../src/invoicing/index.js';
import { openRefund } from '../../../src/repositories/refund-repository.js';
import { faultBuyers, rejectedBuyer } from '../../../src/sandbox-dian/test-instruments.js';
import { emailsTo } from '../../factories.js';
import { testOperatorKey } from '../../helper.js';
import { bearer, operatorToken } from '../operador/operator-fixtures.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy, invoiceOf, purchaseBody, soatApi } from './purchase-fixtures.js';

// Issue 42, points 2–5: every issued policy gets its electronic invoice, numbered once from the authorised
// range, validated by the (sandbox) DIAN and delivered; the policy never waits for the DIAN.

// an agent reads the rejected documents; the automation's machine key resends one (ADR 044)
const machineKey = { 'x-api-key': testOperatorKey };

/** The text of an element of an XML document (its first occurrence). */
const elementText = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

const buyer = (documentNumber: string) =>
  purchaseBody({
    tomador: {
      ...purchaseBody().tomador,
      numeroDocumento: documentNumber,
      nombres: 'Ñusta & Cía',
      apellidos: 'Núñez <Pérez>',
    },
  });

describe('The electronic invoice of every sale', { timeout: 120_000 }, () => {
  it('is numbered from the range, accepted by the DIAN, its CUFE the chain of what it says, and emailed as a zip', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app, buyer('52123456'));
    const invoice = await invoiceOf(app, purchase.id);
    assert.equal(invoice.status, 'aceptada', invoice.lastError ?? '');
    assert.equal(invoice.prefix, 'SETP');
    assert.ok(invoice.number! >= 990000000 && invoice.number! <= 995000000, String(invoice.number));

    // the CUFE recomputed from the strings the signed document carries
    const xml = invoice.xml!;
    const taxes = { iva: '0.00', inc: '0.00', ica: '0.00' };
    const recomputed = cufe(
      {
        number: elementText(xml, 'cbc:ID'),
        issueDate: elementText(xml, 'cbc:IssueDate'),
        issueTime: elementText(xml, 'cbc:IssueTime'),
        lineExtensionAmount: elementText(xml, 'cbc:LineExtensionAmount'),
        taxes,
        payableAmount: elementText(xml, 'cbc:PayableAmount'),
        issuerNit: '900000001',
        buyerId: '52123456',
        environment: '2',
      },
      app.config.invoicing.range.technicalKey,
    );
    assert.equal(elementText(xml, 'cbc:UUID'), invoice.uniqueCode);
    assert.equal(recomputed, invoice.uniqueCode);
    assert.equal(elementText(xml, 'cbc:PayableAmount'), `${purchase.solicitud.poliza.total}.00`);
    // names with & and < are escaped, and ñ is kept
    assert.match(xml, /Ñusta &amp; Cía Núñez &lt;Pérez&gt;/);

    const emails = await emailsTo(app, purchase.body.tomador.correoElectronico as string);
    const email = emails.find((e) => e.asunto.startsWith('Tu factura electrónica'));
    assert.ok(email, emails.map((e) => e.asunto).join(' | '));
    assert.match(email.texto, new RegExp(`CUFE: ${invoice.uniqueCode}`));
    const [attachment] = email.adjuntos;
    assert.equal(attachment?.tipo, 'application/zip');

    // the same zip from the result page's download
    const download = await app.inject({ method: 'GET', url: `${soatApi}/solicitudes/${purchase.id}/factura` });
    assert.equal(download.statusCode, 200, download.body);
    assert.equal(download.headers['content-type'], 'application/zip');
    const files = unzipSync(download.rawPayload);
    const names = Object.keys(files).sort();
    assert.equal(names.length, 2);
    assert.match(names[0]!, /^ad0900000001000\d{2}[0-9a-f]{8}\.pdf$/);
    assert.match(names[1]!, /^ad0900000001000\d{2}[0-9a-f]{8}\.xml$/);
    const attached = strFromU8(files[names[1]!]!);
    assert.match(attached, /<AttachedDocument /);
    assert.ok(attached.includes(invoice.uniqueCode!), 'the AttachedDocument carries the invoice');
    assert.match(attached, /<cbc:ResponseCode>02<\/cbc:ResponseCode>/);
  });

  it('gives each sale the next number, once', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const first = await invoiceOf(app, (await buyPolicy(app)).id);
    const second = await invoiceOf(app, (await buyPolicy(app)).id);
    assert.equal(second.number, first.number! + 1);
  });

  it('issues the policy while the DIAN is down, and sends the invoice once it answers (contingency)', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app, buyer(faultBuyers.downOnce));
    assert.equal(purchase.solicitud.estado, 'emitida');
    const waiting = await invoiceOf(app, purchase.id);
    assert.equal(waiting.status, 'pendiente');
    assert.match(waiting.lastError ?? '', /contingency/);
    const notYet = await app.inject({ method: 'GET', url: `${soatApi}/solicitudes/${purchase.id}/factura` });
    assert.equal(notYet.statusCode, 404);
    assert.match(notYet.json().message, /todavía no está lista/);

    // the next try, once its wait is over, keeps the number and is accepted
    await app.db
      .update(electronicDocuments)
      .set({ runAfter: new Date(0) })
      .where(eq(electronicDocuments.id, waiting.id));
    const sent = await invoiceOf(app, purchase.id);
    assert.equal(sent.status, 'aceptada', sent.lastError ?? '');
    assert.equal(sent.number, waiting.number);
    assert.equal(sent.uniqueCode, waiting.uniqueCode);
  });

  it('keeps a rejected invoice with the DIAN’s rules for an operator, who sends it again after the fix', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app, buyer(rejectedBuyer));
    const rejected = await invoiceOf(app, purchase.id);
    assert.equal(rejected.status, 'rechazada');

    const agent = bearer(await operatorToken(app, 'agente'));
    const list = await app.inject({ method: 'GET', url: '/operador/api/v1/facturas', headers: agent });
    assert.equal(list.statusCode, 200, list.body);
    const listed = list.json().documentos.find((d: { idDocumento: string }) => d.idDocumento === rejected.id);
    assert.ok(listed, 'the operator sees it');
    assert.match(listed.erroresDian.join(' '), /FAJ43b/);
    assert.equal(listed.idSolicitudSoat, purchase.id);

    // the cause fixed (here, the holder's document), the operator sends it again: the same number
    await app.db
      .update(purchaseRequests)
      .set({ holderDocumentNumber: '52123456' })
      .where(eq(purchaseRequests.id, purchase.id));
    const resend = await app.inject({
      method: 'POST',
      url: `/operador/api/v1/facturas/${rejected.id}/reenviar`,
      headers: agent,
    });
    assert.equal(resend.statusCode, 200, resend.body);
    assert.deepEqual(resend.json(), { reenviado: true });
    const [audited] = await app.db.select().from(operatorAudit).where(eq(operatorAudit.target, rejected.id));
    assert.equal(audited!.action, 'factura.reenviada');
    const accepted = await invoiceOf(app, purchase.id);
    assert.equal(accepted.status, 'aceptada', accepted.lastError ?? '');
    assert.equal(accepted.number, rejected.number);
    assert.notEqual(accepted.uniqueCode, rejected.uniqueCode);

    const again = await app.inject({
      method: 'POST',
      url: `/operador/api/v1/facturas/${rejected.id}/reenviar`,
      headers: machineKey,
    });
    assert.deepEqual(again.json(), { reenviado: false });
    const anonymous = await app.inject({ method: 'GET', url: '/operador/api/v1/facturas' });
    assert.equal(anonymous.statusCode, 401);
    const byKey = await app.inject({ method: 'GET', url: '/operador/api/v1/facturas', headers: machineKey });
    assert.equal(byKey.statusCode, 403, 'the machine key never reads the documents');
  });

  it('cancels an invoiced sale that is refunded with a credit note that names the invoice, validated and emailed', async (t) => {
    const { app } = await buildListeningApi(t, { sandboxDian: true });
    const purchase = await buyPolicy(app, buyer('52123456'));
    const invoice = await invoiceOf(app, purchase.id);
    assert.equal(invoice.status, 'aceptada', invoice.lastError ?? '');

    // no customer journey refunds an issued policy today (ADR 041): the refund of its payment is opened here
    const [policy] = await app.db.select().from(policies).where(eq(policies.purchaseRequestId, purchase.id));
    await openRefund(app.db, policy!.paymentId, 'pago-repetido');
    assert.deepEqual(await app.refunds.runOnce(), ['reembolsado']);
    await app.backgroundTasks.idle();
    await app.invoices.runOnce();
    const note = (await app.invoices.repository.ofRequest(purchase.id)).find((d) => d.kind === 'nota-credito');
    assert.ok(note, 'the refund queued a credit note');
    assert.equal(note.status, 'aceptada', note.lastError ?? '');
    assert.equal(note.invoiceId, invoice.id);
    assert.equal(note.prefix, 'NC');

    const xml = note.xml!;
    assert.match(xml, /<CreditNote /);
    // it names its invoice: number, CUFE and date
    assert.match(xml, new RegExp(`<cac:BillingReference>.*<cbc:ID>SETP${invoice.number}</cbc:ID>`, 's'));
    assert.ok(xml.includes(`>${invoice.uniqueCode}</cbc:UUID>`), 'the note carries the invoice’s CUFE');
    // its CUDE is the chain of what it says, closed by the software's PIN
    const recomputed = cude(
      {
        number: elementText(xml, 'cbc:ID'),
        issueDate: elementText(xml, 'cbc:IssueDate'),
        issueTime: elementText(xml, 'cbc:IssueTime'),
        lineExtensionAmount: elementText(xml, 'cbc:LineExtensionAmount'),
        taxes: { iva: '0.00', inc: '0.00', ica: '0.00' },
        payableAmount: elementText(xml, 'cbc:PayableAmount'),
        issuerNit: '900000001',
        buyerId: '52123456',
        environment: '2',
      },
      app.config.invoicing.softwarePin,
    );
    assert.equal(recomputed, note.uniqueCode);

    const emails = await emailsTo(app, purchase.body.tomador.correoElectronico as string);
    const email = emails.find((e) => e.asunto.startsWith('Nota crédito'));
    assert.ok(email, emails.map((e) => e.asunto).join(' | '));
    assert.match(email.texto, new RegExp(`CUDE: ${note.uniqueCode}`));
    assert.equal(email.adjuntos[0]?.tipo, 'application/zip');
  });
});
