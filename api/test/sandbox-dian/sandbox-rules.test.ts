import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { dianAction, requestEnvelope, soapContentType } from '../../src/plugins/app/invoicing/dian-shapes.js';
import { rejectedBuyer } from '../../src/sandbox-dian/test-instruments.js';
import { dianApi, rejectedFor, sandboxServicePath, send } from './dian-api.js';
import {
  cufeOf,
  invoiceData,
  nextNumber,
  signInvoice,
  signedInvoice,
  testRange,
  unsignedInvoice,
} from './invoice-fixture.js';

// The sandbox DIAN's checks, each answered with the DIAN's rule: the numbering, the dates, the totals, the
// signature and the buyer. The adapter sends; the rules come back as the DIAN writes them.

describe('Sandbox DIAN: the DIAN’s rules', () => {
  it('rejects a number outside the authorised range (FAD05d), and a declared range that is not the authorised one', async (t) => {
    const app = await dianApi(t);
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ number: 'SETP995000001' }))), ['FAD05d']);
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ number: `FE${nextNumber().slice(4)}` }))), ['FAD05d']);
    const otherRange = {
      resolution: '18760000002',
      startDate: '2020-01-01',
      endDate: '2031-01-01',
      prefix: 'FE',
      from: '1',
      to: '5000',
    };
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ range: otherRange }))), [
      'FAB05b',
      'FAB07b',
      'FAB08b',
      'FAB10b',
      'FAB11b',
      'FAB12b',
    ]);
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ range: { ...testRange, resolution: '' } }))), [
      'FAB05a',
    ]);
    // the edges of the range are in it
    assert.equal((await send(app, invoiceData({ number: 'SETP995000000' }))).outcome, 'accepted');
  });

  it('rejects an invoice dated more than ten days ago (FAD09c) or after today (FAD09d), and takes one ten days old', async (t) => {
    const app = await dianApi(t);
    const today = todayInColombia();
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ issueDate: addDays(today, -11) }))), ['FAD09c']);
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ issueDate: addDays(today, 1) }))), ['FAD09d']);
    assert.equal((await send(app, invoiceData({ issueDate: addDays(today, -10) }))).outcome, 'accepted');
    assert.deepEqual(rejectedFor(await send(app, invoiceData({ issueTime: '10:15' }))), ['ZB01']);
  });

  it('takes an invoice signed another day than its date, with the DIAN’s notification FAD09e', async (t) => {
    const app = await dianApi(t);
    const data = invoiceData();
    const signedYesterday = signInvoice(unsignedInvoice(data), `${addDays(data.issueDate, -1)}T23:59:00-05:00`);
    const outcome = await send(app, data, signedYesterday);
    assert.equal(outcome.outcome, 'accepted');
    assert.deepEqual(outcome.outcome === 'accepted' && outcome.notifications.map((rule) => rule.code), ['FAD09e']);
  });

  it('checks the totals: the lines (FAU02), the taxable base (FAU04), the taxes (FAU06) and the payable amount (FAU14)', async (t) => {
    const app = await dianApi(t);
    const taxed = {
      lines: [
        { amount: '100000.00', taxableAmount: '100000.00', taxAmount: '19000.00' },
        { amount: '50000.00', taxableAmount: '50000.00', taxAmount: '9500.00' },
      ],
      taxes: { iva: '28500.00', inc: '0.00', ica: '0.00' },
      totals: {
        lineExtension: '150000.00',
        taxExclusive: '150000.00',
        taxInclusive: '178500.00',
        payable: '178500.00',
      },
    };
    assert.equal((await send(app, invoiceData(taxed))).outcome, 'accepted');
    const lines = invoiceData({ ...taxed, totals: { ...taxed.totals, lineExtension: '150000.01' } });
    assert.deepEqual(rejectedFor(await send(app, lines)), ['FAU02', 'FAU06']);
    const base = invoiceData({ ...taxed, totals: { ...taxed.totals, taxExclusive: '100000.00' } });
    assert.deepEqual(rejectedFor(await send(app, base)), ['FAU04']);
    const inclusive = invoiceData({
      ...taxed,
      totals: { ...taxed.totals, taxInclusive: '150000.00', payable: '150000.00' },
    });
    assert.deepEqual(rejectedFor(await send(app, inclusive)), ['FAU06']);
    const payable = invoiceData({ ...taxed, totals: { ...taxed.totals, payable: '178000.00' } });
    assert.deepEqual(rejectedFor(await send(app, payable)), ['FAU14']);
    const notAnAmount = invoiceData({ totals: { ...invoiceData().totals, taxExclusive: '1.000,00' } });
    assert.deepEqual(rejectedFor(await send(app, notAnAmount)), ['ZB01']);
  });

  it('checks the signature whoever signed: unsigned, changed after signing, or with no certificate', async (t) => {
    const app = await dianApi(t);
    const unsigned = invoiceData();
    assert.deepEqual(rejectedFor(await send(app, unsigned, unsignedInvoice(unsigned))), ['ZE02']);
    const changed = invoiceData();
    const tampered = signedInvoice(changed).replace('Seguro obligatorio SOAT', 'Seguro obligatorio SOAT modificado');
    assert.deepEqual(rejectedFor(await send(app, changed, tampered)), ['ZE02']);
    const anonymous = invoiceData();
    const withoutCertificate = signedInvoice(anonymous).replace(/<ds:KeyInfo>.*<\/ds:KeyInfo>/s, '');
    assert.deepEqual(rejectedFor(await send(app, anonymous, withoutCertificate)), ['ZD06']);
  });

  it('rejects a buyer’s NIT whose check digit is wrong (FAK24), and the documented buyer for FAJ43b', async (t) => {
    const app = await dianApi(t);
    const company = (checkDigit: string) => invoiceData({ buyer: { id: '900123456', scheme: '31', checkDigit } });
    assert.deepEqual(rejectedFor(await send(app, company('9'))), ['FAK24']);
    assert.equal((await send(app, company('8'))).outcome, 'accepted');
    const outcome = await send(app, invoiceData({ buyer: { id: rejectedBuyer, scheme: '13' } }));
    assert.deepEqual(rejectedFor(outcome), ['FAJ43b']);
    assert.equal(
      outcome.outcome === 'rejected' && outcome.rules[0]!.message,
      'Nombre informado No corresponde al registrado en el RUT.',
    );
  });

  it('validates a credit note: its CUDE closed by the software’s PIN (CAD06 otherwise), numbered apart from invoices', async (t) => {
    const app = await dianApi(t);
    const invoice = invoiceData();
    assert.equal((await send(app, invoice)).outcome, 'accepted');
    const note = invoiceData({ kind: 'nota-credito', number: invoice.number });
    const accepted = await send(app, note);
    assert.equal(accepted.outcome, 'accepted', JSON.stringify(accepted).slice(0, 300));
    if (accepted.outcome !== 'accepted') return;
    assert.equal(accepted.statusMessage, `La Nota crédito electrónica ${note.number}, ha sido autorizada.`);
    assert.equal(accepted.applicationResponse?.documentReference.schemeName, 'CUDE-SHA384');

    const other = invoiceData({ kind: 'nota-credito' });
    const closedWithTheTechnicalKey = cufeOf({ ...other, kind: 'factura' });
    assert.deepEqual(rejectedFor(await send(app, other, signedInvoice(other, closedWithTheTechnicalKey))), ['CAD06']);
    const unbalanced = invoiceData({ kind: 'nota-credito', totals: { ...other.totals, payable: '1.00' } });
    assert.deepEqual(rejectedFor(await send(app, unbalanced)), ['CAU14']);
  });

  it('answers a SOAP fault to a request whose action it does not serve', async (t) => {
    const app = await dianApi(t);
    const envelope = requestEnvelope('GetStatus', { trackId: 'x' }, app.config.dian.url).replace(
      dianAction('GetStatus'),
      dianAction('GetStatus').replace('GetStatus', 'GetNumberingRange'),
    );
    const response = await app.inject({
      method: 'POST',
      url: sandboxServicePath,
      headers: { 'content-type': soapContentType(dianAction('GetStatus')) },
      payload: envelope,
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.headers['content-type'] ?? '', /^application\/soap\+xml/);
    assert.match(response.body, /<s:Value[^>]*>a:ActionNotSupported<\/s:Value>/);
  });
});
